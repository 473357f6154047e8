/** Logout of portal §4: removes all tokens and reloads the page. */
import { setup } from 'xstate';
import type { Navigator, TokenStore } from '../ports/index.ts';
import { notProvided } from './notProvided.ts';

export type LogoutEvent = { type: 'logout.requested' };

/** State names: signedIn → loggedOut (final). The referral is kept: it belongs to the visit, not to the session. */
export const logoutMachine = setup({
  types: {
    events: {} as LogoutEvent,
  },
  actions: {
    clearSession: () => notProvided('logout', 'clearSession'),
    reloadPage: () => notProvided('logout', 'reloadPage'),
  },
}).createMachine({
  id: 'logout',
  initial: 'signedIn',
  states: {
    signedIn: {
      on: {
        'logout.requested': { target: 'loggedOut', actions: ['clearSession', 'reloadPage'] },
      },
    },
    loggedOut: {
      type: 'final',
    },
  },
});

/** The ports the logout talks to. */
export interface LogoutPorts {
  tokens: Pick<TokenStore, 'clear'>;
  navigator: Pick<Navigator, 'reload'>;
}

/** The logout machine bound to its ports. */
export function provideLogout({ tokens, navigator: nav }: LogoutPorts) {
  return logoutMachine.provide({
    actions: {
      clearSession: () => tokens.clear(),
      reloadPage: () => nav.reload(),
    },
  });
}
