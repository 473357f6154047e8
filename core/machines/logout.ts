/**
 * Logout of portal §4 (removes all tokens and reloads the page) that also ends the session on the server
 * (issue 30 §3, docs/security.md «Logout and revocation»): the session's refresh token is kept as a pending
 * logout, the browser is cleared at once, and the pending logouts are sent to the server — before the reload
 * when the server answers in time, else by the next page's start or when the device is back online.
 */
import { fromCallback, fromPromise, setup } from 'xstate';
import type { LogoutScope } from '../domain/logoutRequest.ts';
import { ApiError } from '../errors.ts';
import type { ApiPort, Connectivity, Navigator, PendingLogoutStore, TokenStore } from '../ports/index.ts';
import { notProvided } from './notProvided.ts';

export type LogoutEvent =
  /** «Выйти» (scope `session`, the default) or «Выйти на всех устройствах» (scope `all`). */
  | { type: 'logout.requested'; scope?: LogoutScope }
  /** The device is back online: pending logouts are sent again. */
  | { type: 'connection.restored' };

/** How long «Выйти» waits for the server before the reload; a logout not sent by then is sent by the next page. */
export const LOGOUT_PATIENCE_MS = 3000;

/**
 * States: ready (the page's life: sending the pending logouts left by earlier pages, then idle until the device
 * is back online) → loggingOut (the browser is already cleared; the logouts are sent, at most LOGOUT_PATIENCE_MS)
 * → loggedOut (final: the page reloads). The referral is kept: it belongs to the visit, not to the session.
 */
export const logoutMachine = setup({
  types: {
    events: {} as LogoutEvent,
  },
  actors: {
    /** Sends every pending logout; rejects when one could not be sent (it stays pending). */
    sendPending: fromPromise<void>(() => notProvided('logout', 'sendPending')),
    /** 'connection.restored' each time the device comes back online. */
    connection: fromCallback<LogoutEvent>(() => notProvided('logout', 'connection')),
  },
  actions: {
    rememberLogout: (_, _params: { scope: LogoutScope }) => notProvided('logout', 'rememberLogout'),
    clearSession: () => notProvided('logout', 'clearSession'),
    reloadPage: () => notProvided('logout', 'reloadPage'),
  },
  delays: {
    patience: LOGOUT_PATIENCE_MS,
  },
}).createMachine({
  id: 'logout',
  initial: 'ready',
  invoke: { id: 'connection', src: 'connection' },
  states: {
    ready: {
      initial: 'sending',
      states: {
        sending: {
          invoke: { src: 'sendPending', onDone: 'idle', onError: 'idle' },
        },
        idle: {
          on: { 'connection.restored': 'sending' },
        },
      },
      on: {
        'logout.requested': {
          target: 'loggingOut',
          actions: [
            { type: 'rememberLogout', params: ({ event }) => ({ scope: event.scope ?? 'session' }) },
            'clearSession',
          ],
        },
      },
    },
    loggingOut: {
      invoke: { src: 'sendPending', onDone: 'loggedOut', onError: 'loggedOut' },
      after: { patience: 'loggedOut' },
    },
    loggedOut: {
      type: 'final',
      entry: 'reloadPage',
    },
  },
});

/** The ports the logout talks to. */
export interface LogoutPorts {
  api: Pick<ApiPort, 'logout'>;
  tokens: Pick<TokenStore, 'read' | 'clear'>;
  navigator: Pick<Navigator, 'reload'>;
  pendingLogouts: PendingLogoutStore;
  connectivity: Connectivity;
}

/**
 * A refusal that sending again cannot change (the server judged the request: a 4xx); a network failure or a
 * server failure (5xx, overload) is worth another try.
 */
function isFinalAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Sends the pending logouts oldest first; each one the server answered leaves the store. */
async function sendPendingLogouts({ api, pendingLogouts }: Pick<LogoutPorts, 'api' | 'pendingLogouts'>): Promise<void> {
  for (const pending of pendingLogouts.list()) {
    try {
      await api.logout(pending);
    } catch (error) {
      if (!isFinalAnswer(error)) {
        throw error;
      }
    }
    pendingLogouts.remove(pending.refreshToken);
  }
}

/** The logout machine bound to its ports. */
export function provideLogout(ports: LogoutPorts) {
  const { tokens, navigator: nav, pendingLogouts, connectivity } = ports;
  return logoutMachine.provide({
    actors: {
      sendPending: fromPromise(() => sendPendingLogouts(ports)),
      connection: fromCallback<LogoutEvent>(({ sendBack }) =>
        connectivity.onOnline(() => sendBack({ type: 'connection.restored' })),
      ),
    },
    actions: {
      rememberLogout: (_, { scope }) => {
        const refreshToken = tokens.read()?.refreshToken;
        if (refreshToken !== undefined) {
          pendingLogouts.add({ refreshToken, scope });
        }
      },
      clearSession: () => tokens.clear(),
      reloadPage: () => nav.reload(),
    },
  });
}
