/**
 * One tap through FedCM where the one-tap frame sees nobody (third-party cookies blocked, issue 22):
 * what the kit asks the browser for and how it reads the provider's answer. The provider's FedCM
 * config lives at `FEDCM_CONFIG_PATH` on its id origin (server/id-provider/routes/fedcm.ts); the
 * ID assertion's `token` is the JSON of the frame's «success login» payload.
 */
import type { RedirectPayload } from '../ports/widgetHost.ts';
import { loginPayload } from './bridge.ts';
import { isRecord } from './fields.ts';
import type { WidgetConfig } from './validation.ts';

export const FEDCM_CONFIG_PATH = '/fedcm/config.json';

/**
 * The `navigator.credentials.get` options: one provider (its config on `providerOrigin`), the app as the
 * client, and in `params` what the sign-in is bound to, as the frame's is — the redirect URI, the page's
 * PKCE challenge and state and the scope (the browser sends them to the ID assertion endpoint as JSON,
 * where an absent scope is left out).
 */
export function fedcmRequest(
  providerOrigin: string,
  config: Pick<WidgetConfig, 'app' | 'redirectUrl' | 'scope'>,
  pair: { challenge: string; state: string },
): { identity: { providers: [Record<string, unknown>] } } {
  return {
    identity: {
      providers: [
        {
          configURL: providerOrigin + FEDCM_CONFIG_PATH,
          clientId: `${config.app}`,
          params: {
            redirect_uri: config.redirectUrl,
            code_challenge: pair.challenge,
            code_challenge_method: 's256',
            state: pair.state,
            scope: config.scope,
          },
        },
      ],
    },
  };
}

/** The login payload an ID assertion's token carries, or null when it is not one (no JSON object with a code). */
export function fedcmPayload(credential: unknown): RedirectPayload | null {
  try {
    return isRecord(credential) && typeof credential.token === 'string'
      ? loginPayload(JSON.parse(credential.token))
      : null;
  } catch {
    return null;
  }
}
