/**
 * The part of a full sign-in that runs once it has started (login.ts opens the window, or decides to
 * redirect, and loads this): the site's own sign-in statistic, the redirect, and the watch over an open
 * window with the core `fullAuth` machine — the provider's message (checked
 * for origin, source, type and state) or the window closing. A page that only shows a widget does not
 * download it.
 */
import { createActor } from 'xstate';
import { provideFullAuth } from '../core/machines/fullAuth.ts';
import { authErrorOf, type PopupOutcome } from '../core/widgetKit/authResult.ts';
import { AuthErrorCode, FlowSource, StatsEvent, StatsScreen } from '../core/widgetKit/constants.ts';
import { providerOrigin } from '../core/widgetKit/providerOrigin.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import { pageNavigation } from './adapters/PageNavigation.ts';
import { pkce } from './pkcePair.ts';
import { authorizeAddress, type SignInRequest } from './signInRequest.ts';
import { stat } from './statsSender.ts';

/** A sign-in the site started itself (not a widget's) is noted, with the provider the visitor goes through. */
function noteCustomStart(config: WidgetConfig, request: SignInRequest): void {
  if (!request.statsFlowSource || request.statsFlowSource === FlowSource.CustomAuth) {
    void stat(
      config,
      StatsScreen.Nowhere,
      request.uniqueSessionId,
      StatsEvent.CustomAuthStart,
      request.provider ? [{ name: 'oauth_service', value: request.provider }] : [],
    );
  }
}

/** Redirect mode: the page leaves for the provider once the pair is made. */
export function redirectTo(config: WidgetConfig, request: SignInRequest): void {
  noteCustomStart(config, request);
  void pkce(config).then((pair) => pageNavigation.assign(authorizeAddress(config, request, pair, false)));
}

/** Reports an open window's outcome to `done`; `navigate` gives the window its address when it opened blank. */
export function watchPopup(
  config: WidgetConfig,
  request: SignInRequest,
  popup: Window,
  done: (outcome: PopupOutcome) => void,
  navigate: boolean,
): void {
  noteCustomStart(config, request);
  const onMessage = (event: MessageEvent) =>
    actor.send({ type: 'popup.message', origin: event.origin, source: event.source, data: event.data });
  const actor = createActor(
    provideFullAuth({
      isPopupClosed: () => popup.closed,
      release: () => {
        removeEventListener('message', onMessage);
        if (!popup.closed) {
          popup.close();
        }
      },
      resolve: (payload) => done({ ok: true, payload }),
      reject: (error) => done({ ok: false, error }),
    }),
  );
  actor.start();
  addEventListener('message', onMessage);
  pkce(config).then(
    (pair) => {
      if (navigate && !popup.closed) {
        popup.location.replace(authorizeAddress(config, request, pair, true));
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
