/**
 * The full sign-in (widget-kit §4 «Full auth»): PKCE S256, then either a redirect to the provider or a
 * new tab/window watched by the core `fullAuth` machine. This is the part a page holds while it shows a
 * widget, down to the address (signInRequest.ts); the rest (the watching, the redirect, the statistics) is
 * signInFlow.ts, loaded when a sign-in first starts. Popup-safe: the window is opened synchronously in the
 * caller's click — with its final address when the PKCE pair is ready, else `about:blank` and the address a
 * few ms later — and a blocked window fails with 101 before this function returns.
 */
import { authErrorOf, type AuthError, type PopupOutcome } from '../core/widgetKit/authResult.ts';
import { AuthErrorCode } from '../core/widgetKit/constants.ts';
import { instanceId } from '../core/widgetKit/instanceId.ts';
import { buildRedirectUrl } from '../core/widgetKit/redirect.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import { pageNavigation } from './adapters/PageNavigation.ts';
import { openPopup } from './adapters/WindowPopupOpener.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';
import { configured } from './config.ts';
import { pkceNow } from './pkcePair.ts';
import type * as SignInFlowModule from './signInFlow.ts';
import { authorizeAddress, type AuthParams } from './signInRequest.ts';

/**
 * With responseMode 'redirect' a finished sign-in goes on to `redirectUrl` with its payload as the query, and
 * the answer is true: then, as in @vkid/sdk, nothing else hands the payload over (no event, no resolved
 * promise), or a site's listener and its redirect page would each exchange the one code.
 */
export function redirectWith(config: WidgetConfig, payload: Record<string, string>): boolean {
  const redirect = config.responseMode === 'redirect';
  if (redirect) {
    pageNavigation.assign(buildRedirectUrl(config.redirectUrl, payload));
  }
  return redirect;
}

/** The sign-in code (signInFlow.ts), as its module. */
export type SignInFlow = typeof SignInFlowModule;

/** The sign-in code once loaded (the first sign-in loads it; later ones use it at once). */
let flow: SignInFlow | undefined;

function loadFlow(): Promise<SignInFlow> {
  return import('./signInFlow.ts').then((module) => (flow = module));
}

/** The 101 error, with a way out: the same sign-in as a redirect, which no pop-up blocker stops. */
function blocked(params: AuthParams): AuthError {
  return authErrorOf(AuthErrorCode.CannotCreateNewTab, { retry: () => startLogin(params, () => {}, true) });
}

/**
 * Starts a sign-in and reports its outcome to `done` — synchronously for a blocked window. In redirect
 * mode (or with `asRedirect`) the page leaves and `done` is never called. `preloaded` is the sign-in code
 * when the caller imports it anyway (`Auth`), so even the first sign-in opens at its final address.
 */
export function startLogin(
  params: AuthParams,
  done: (outcome: PopupOutcome) => void,
  asRedirect = false,
  preloaded?: SignInFlow,
): void {
  const config = configured();
  const request = { ...params, uniqueSessionId: params.uniqueSessionId ?? instanceId(webCryptoRandom) };
  const known = preloaded ?? flow;
  const run = (step: (loaded: SignInFlow) => void) => (known ? step(known) : void loadFlow().then(step));
  if (asRedirect || config.mode === 'redirect') {
    run((loaded) => loaded.redirectTo(config, request));
    return;
  }
  const ready = pkceNow(config);
  const address = ready ? authorizeAddress(config, request, ready, true) : undefined;
  const popup = openPopup(address ?? 'about:blank', config.mode === 'new_window');
  if (!popup) {
    done({ ok: false, error: blocked(params) });
    return;
  }
  run((loaded) => loaded.watchPopup(config, request, popup, done, address === undefined));
}
