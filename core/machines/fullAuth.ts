/**
 * The full sign-in in a new tab or window (widget-kit §8 codes 100–104). The page opens the window
 * synchronously inside the click — before any statistics call — and reports the outcome: `auth.started`
 * with the window, or `popup.blocked` when the browser refused. The machine then waits for the
 * provider's answer, checking every 500 ms whether the window was closed first.
 */
import { assign, setup } from 'xstate';
import { acceptsBridgeMessage } from '../widgetKit/bridge.ts';
import { AuthErrorCode } from '../widgetKit/constants.ts';
import {
  authErrorOf,
  interpretPopupMessage,
  type AuthError,
  type AuthFailureReason,
  type AuthSuccessPayload,
} from '../widgetKit/authResult.ts';
import { notProvided } from './notProvided.ts';

/** How often the page looks whether the sign-in window is still open. */
export const POPUP_POLL_INTERVAL_MS = 500;

export type FullAuthEvent =
  /** The window opened: `popup` is its handle (opaque to the core), `origin` the provider's id origin. */
  | { type: 'auth.started'; popup: unknown; origin: string; state: string }
  /** `window.open` returned null. */
  | { type: 'popup.blocked' }
  /** Any message the page received while waiting (a MessageEvent's origin, source and data). */
  | { type: 'popup.message'; origin: string; source: unknown; data: unknown }
  /** The page learned that the window closed (besides the polling). */
  | { type: 'popup.closed' };

export interface FullAuthContext {
  popup: unknown;
  origin: string;
  /** The `state` the answer must carry. */
  expectedState: string;
  payload: AuthSuccessPayload | null;
  error: AuthError | null;
  reason: AuthFailureReason | null;
}

const FAILED = '#fullAuth.failed';

function isFromPopup(context: FullAuthContext, event: FullAuthEvent): boolean {
  return (
    event.type === 'popup.message' && acceptsBridgeMessage(event, { origin: context.origin, source: context.popup })
  );
}

export const fullAuthMachine = setup({
  types: {
    context: {} as FullAuthContext,
    events: {} as FullAuthEvent,
  },
  guards: {
    popupMissing: ({ event }) => event.type === 'auth.started' && (event.popup === null || event.popup === undefined),
    /** Origin, source and type: anything else is not the answer and is ignored. */
    fromPopup: ({ context, event }) => isFromPopup(context, event),
    answerAccepted: ({ context, event }) =>
      isFromPopup(context, event) &&
      event.type === 'popup.message' &&
      interpretPopupMessage(event.data, context.expectedState).ok,
    isPopupClosed: () => notProvided('fullAuth', 'isPopupClosed'),
  },
  delays: {
    pollInterval: POPUP_POLL_INTERVAL_MS,
  },
  actions: {
    fail: assign((_, params: { error: AuthError }) => ({ error: params.error, reason: params.error.reason ?? null })),
    /** Stops listening to messages and closes the window if it is still open; runs once when waiting ends. */
    release: () => notProvided('fullAuth', 'release'),
    resolve: (_, _params: { payload: AuthSuccessPayload }) => notProvided('fullAuth', 'resolve'),
    reject: (_, _params: { error: AuthError }) => notProvided('fullAuth', 'reject'),
  },
}).createMachine({
  id: 'fullAuth',
  context: { popup: null, origin: '', expectedState: '', payload: null, error: null, reason: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'auth.started': [
          {
            guard: 'popupMissing',
            target: 'failed',
            actions: { type: 'fail', params: () => ({ error: authErrorOf(AuthErrorCode.CannotCreateNewTab) }) },
          },
          {
            target: 'waiting',
            actions: assign(({ event }) => ({ popup: event.popup, origin: event.origin, expectedState: event.state })),
          },
        ],
        'popup.blocked': {
          target: 'failed',
          actions: { type: 'fail', params: () => ({ error: authErrorOf(AuthErrorCode.CannotCreateNewTab) }) },
        },
      },
    },
    waiting: {
      exit: 'release',
      initial: 'polling',
      states: {
        // Re-entering only this child restarts the 500 ms timer without leaving `waiting`.
        polling: {
          after: {
            pollInterval: [
              {
                guard: 'isPopupClosed',
                target: FAILED,
                actions: { type: 'fail', params: () => ({ error: authErrorOf(AuthErrorCode.NewTabHasBeenClosed) }) },
              },
              { target: 'polling', reenter: true },
            ],
          },
        },
      },
      on: {
        'popup.closed': {
          target: FAILED,
          actions: { type: 'fail', params: () => ({ error: authErrorOf(AuthErrorCode.NewTabHasBeenClosed) }) },
        },
        'popup.message': [
          {
            guard: 'answerAccepted',
            target: 'succeeded',
            actions: assign(({ context, event }) => {
              const outcome = interpretPopupMessage(event.data, context.expectedState);
              return { payload: outcome.ok ? outcome.payload : null };
            }),
          },
          {
            guard: 'fromPopup',
            target: FAILED,
            actions: assign(({ context, event }) => {
              const outcome = interpretPopupMessage(event.data, context.expectedState);
              const error = outcome.ok ? null : outcome.error;
              return { error, reason: error?.reason ?? null };
            }),
          },
        ],
      },
    },
    succeeded: {
      type: 'final',
      entry: { type: 'resolve', params: ({ context }) => ({ payload: context.payload! }) },
    },
    failed: {
      type: 'final',
      entry: { type: 'reject', params: ({ context }) => ({ error: context.error! }) },
    },
  },
});

/** What the full sign-in needs from the page. */
export interface FullAuthPorts {
  /** Whether the window the kit opened is closed; read every 500 ms while waiting. */
  isPopupClosed(): boolean;
  /** Removes the message listener and closes the window if still open. */
  release(): void;
  /** The sign-in succeeded: redirect with the payload or hand it to the site's callback. */
  resolve(payload: AuthSuccessPayload): void;
  /** The sign-in failed with a code 100–104. */
  reject(error: AuthError): void;
}

/** The full sign-in bound to the page. */
export function provideFullAuth(ports: FullAuthPorts) {
  return fullAuthMachine.provide({
    guards: {
      isPopupClosed: () => ports.isPopupClosed(),
    },
    actions: {
      release: () => ports.release(),
      resolve: (_, params) => ports.resolve(params.payload),
      reject: (_, params) => ports.reject(params.error),
    },
  });
}
