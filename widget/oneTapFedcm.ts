/**
 * One tap without third-party cookies (issue 22), loaded only when a one-tap frame reported no session
 * in a browser that has FedCM: asks the browser's own account chooser for the provider's session
 * (`navigator.credentials.get({ identity })`), bound to the page's PKCE pair as the frame's sign-in is.
 * Answers the sign-in's outcome as a popup's (the widget ends it the same way: the login success
 * payload and events, or error 103 with reason `fedcm_dismissed` when the visitor chose an account in the
 * browser's dialog and no sign-in came of it), or nothing when no sign-in came of a call the page cannot
 * tell from one that showed nothing (the widget's own button stays, as without FedCM).
 */
import { AuthErrorCode } from '../core/widgetKit/constants.ts';
import { authErrorOf, type AuthSuccessPayload, type PopupOutcome } from '../core/widgetKit/authResult.ts';
import { fedcmPayload, fedcmRequest } from '../core/widgetKit/oneTapFedcm.ts';
import { providerOrigin } from '../core/widgetKit/providerOrigin.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import { pkce } from './pkcePair.ts';

/** Where the kit finds `navigator.credentials` (a test passes a fake). */
export interface CredentialsLike {
  get(options: unknown): Promise<unknown>;
}

function dismissed(details: unknown): PopupOutcome {
  return {
    ok: false,
    error: { ...authErrorOf(AuthErrorCode.AuthorizationFailed, details), reason: 'fedcm_dismissed' },
  };
}

export async function fedcm(
  config: WidgetConfig,
  credentials: CredentialsLike | undefined = navigator.credentials,
): Promise<PopupOutcome | undefined> {
  if (!credentials) {
    return undefined;
  }
  let credential: unknown;
  try {
    credential = await credentials.get(fedcmRequest(providerOrigin(config.__vkidDomain), config, await pkce(config)));
  } catch (error) {
    // The browser answers a closed chooser, no account at the provider and FedCM files it could not fetch with the
    // same NetworkError (late by a random delay when it showed nothing), on purpose (FedCM's [[DiscoverFromExternalSource]]):
    // the page cannot tell them apart, so they end as without FedCM, silently, as does FedCM turned off
    // (NotSupportedError). Only an IdentityCredentialError tells of a dialog: the visitor chose an account, the
    // provider refused it (its `error`) and the browser said so until the visitor closed that.
    const { name, error: code } = (error ?? {}) as { name?: string; error?: string };
    return name == 'IdentityCredentialError' ? dismissed({ error: code || name }) : undefined;
  }
  const payload = fedcmPayload(credential);
  return payload ? { ok: true, payload: payload as AuthSuccessPayload } : dismissed({ error: 'no_code' });
}
