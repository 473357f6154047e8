/**
 * The full sign-in (widget-kit §4 «Full auth»): PKCE S256, then either a redirect to the provider or a
 * new tab/window watched by the core `fullAuth` machine. Popup-safe: the window is opened synchronously
 * in the caller's click — with its final address when the PKCE pair is ready, else `about:blank` and
 * the address a few ms later — and a blocked window fails with 101 before this function returns.
 */
import { createActor } from 'xstate';
import { provideFullAuth } from '../core/machines/fullAuth.ts';
import { authErrorOf, type AuthError, type AuthSuccessPayload, type PopupOutcome } from '../core/widgetKit/authResult.ts';
import { AuthErrorCode, DEFAULT_LANGUAGE, DEFAULT_SCHEME, FlowSource, StatsEvent, StatsScreen, type FlowSourceName, type LanguageId, type ProviderNameValue, type SchemeName } from '../core/widgetKit/constants.ts';
import { authorizeUrl } from '../core/widgetKit/frameUrl.ts';
import { instanceId } from '../core/widgetKit/instanceId.ts';
import { providerOrigin } from '../core/widgetKit/providerOrigin.ts';
import { buildRedirectUrl } from '../core/widgetKit/redirect.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import { pageNavigation } from './adapters/PageNavigation.ts';
import { openPopup } from './adapters/WindowPopupOpener.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';
import { Config } from './config.ts';
import { pkce, pkceNow, type Pkce } from './session.ts';
import { stat } from './stats.ts';

/** Full auth parameters (widget-kit §3), all optional. */
export interface AuthParams {
  lang?: LanguageId;
  scheme?: SchemeName;
  /** Sign in through OK or Mail instead of the provider's own account. */
  provider?: ProviderNameValue;
  /** The provider's screen to open on (sent by the one-tap frame). */
  screen?: string;
  statsFlowSource?: FlowSourceName;
  uniqueSessionId?: string;
}

export type { AuthError, AuthSuccessPayload };

/** With responseMode 'redirect' a finished sign-in goes on to `redirectUrl` with its payload as the query. */
export function redirectWith(config: WidgetConfig, payload: Record<string, string>): void {
  if (config.responseMode === 'redirect') {
    pageNavigation.assign(buildRedirectUrl(config.redirectUrl, payload));
  }
}

/** The 101 error, with a way out: the same sign-in as a redirect, which no pop-up blocker stops. */
function blocked(params: AuthParams): AuthError {
  return authErrorOf(AuthErrorCode.CannotCreateNewTab, { retry: () => startLogin(params, () => {}, true) });
}

/**
 * Starts a sign-in and reports its outcome to `done` — synchronously for a blocked window. In redirect
 * mode (or with `asRedirect`) the page leaves and `done` is never called.
 */
export function startLogin(params: AuthParams, done: (outcome: PopupOutcome) => void, asRedirect = false): void {
  const config = Config.get();
  const popupMode = !asRedirect && config.mode !== 'redirect';
  const sessionId = params.uniqueSessionId ?? instanceId(webCryptoRandom);
  const url = (pair: Pkce) =>
    authorizeUrl(config, {
      codeChallenge: pair.challenge,
      state: pair.state,
      lang: params.lang ?? DEFAULT_LANGUAGE,
      scheme: params.scheme ?? DEFAULT_SCHEME,
      statsFlowSource: params.statsFlowSource ?? FlowSource.CustomAuth,
      uniqueSessionId: sessionId,
      ...(params.provider ? { provider: params.provider } : {}),
      ...(params.screen ? { screen: params.screen } : {}),
      ...(popupMode ? { origin: location.origin } : {}),
    });
  void stat(config, StatsScreen.Nowhere, sessionId, StatsEvent.ScreenProceed);
  if (!popupMode) {
    void pkce(config).then((pair) => pageNavigation.assign(url(pair)));
    return;
  }
  const ready = pkceNow(config);
  const popup = openPopup(ready ? url(ready) : 'about:blank', config.mode === 'new_window');
  watch(config, popup, params, done, ready ? undefined : url);
}

function watch(config: WidgetConfig, popup: Window | null, params: AuthParams, done: (outcome: PopupOutcome) => void, navigate?: (pair: Pkce) => string): void {
  const onMessage = (event: MessageEvent) => actor.send({ type: 'popup.message', origin: event.origin, source: event.source, data: event.data });
  const actor = createActor(
    provideFullAuth({
      isPopupClosed: () => !popup || popup.closed,
      release: () => {
        removeEventListener('message', onMessage);
        if (popup && !popup.closed) {
          popup.close();
        }
      },
      resolve: (payload) => done({ ok: true, payload }),
      reject: (error) => done({ ok: false, error: error.code === AuthErrorCode.CannotCreateNewTab ? blocked(params) : error }),
    }),
  );
  actor.start();
  if (!popup) {
    actor.send({ type: 'popup.blocked' });
    return;
  }
  addEventListener('message', onMessage);
  pkce(config).then(
    (pair) => {
      if (navigate && !popup.closed) {
        popup.location.replace(navigate(pair));
      }
      actor.send({ type: 'auth.started', popup, origin: providerOrigin(config.__vkidDomain), state: pair.state });
    },
    // No PKCE (crypto.subtle exists only on https and localhost pages): nothing to sign in with.
    (error: unknown) => {
      removeEventListener('message', onMessage);
      popup.close();
      done({ ok: false, error: authErrorOf(AuthErrorCode.AuthorizationFailed, { error: String(error) }) });
    },
  );
}
