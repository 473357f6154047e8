/** The identity provider as the social sign-in calls it, with its failures turned into the API's codes. */
import type { ServerDeps } from '../../deps.ts';
import { fail } from '../../http/failure.ts';
import { HttpIdentityProvider } from '../../idProviderClient/HttpIdentityProvider.ts';
import { IdentityProviderError, type IdentityProvider } from '../../idProviderClient/port.ts';

/** The provider name stored with every link and pending sign-up. */
export const VKID = 'vkid';

const madeFromConfig = new WeakMap<ServerDeps, IdentityProvider>();

/** `deps.identityProvider`, else one HTTP adapter per deps made from `config.identityProvider`. */
export function identityProviderOf(deps: ServerDeps): IdentityProvider {
  if (deps.identityProvider !== undefined) {
    return deps.identityProvider;
  }
  let provider = madeFromConfig.get(deps);
  if (provider === undefined) {
    provider = new HttpIdentityProvider({ config: deps.config.identityProvider });
    madeFromConfig.set(deps, provider);
  }
  return provider;
}

/**
 * The API's answer to a failed provider call. Never a 5xx: the portal retries a 5xx once (portal §7), and a
 * retry could only meet a spent state; a 424 says the provider, not this request, failed.
 * - timeout → 424 PROVIDER_TIMEOUT; no connection or a 5xx → 424 PROVIDER_UNAVAILABLE;
 * - an answer of the wrong shape → 424 PROVIDER_BAD_ANSWER;
 * - the provider refused the code or token → 400 PROVIDER_REFUSED (`details.error` is the provider's own code).
 */
function failureOf(error: IdentityProviderError): never {
  if (error.failure === 'refused') {
    fail(400, 'PROVIDER_REFUSED', { error: error.providerError });
  }
  const codes = {
    timeout: 'PROVIDER_TIMEOUT',
    unavailable: 'PROVIDER_UNAVAILABLE',
    bad_answer: 'PROVIDER_BAD_ANSWER',
  } as const;
  fail(424, codes[error.failure]);
}

/** Runs one provider call; its failure answers the request (logged once for the operator). */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof IdentityProviderError) {
      console.warn(`social sign-in: ${error.message}`);
      failureOf(error);
    }
    throw error;
  }
}
