import { assign, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../domain/constants.ts';

/** What the search box holds: `input` is what the user typed, `appliedQuery` what the lists filter by. */
export interface SearchContext {
  input: string;
  appliedQuery: string;
}

export type SearchEvent =
  | { type: 'search.typed'; value: string }
  | { type: 'route.changed' }
  /** The address's `?q` changed from outside the box: a link, back and forward, «Сбросить поиск». */
  | { type: 'address.changed'; query: string };

/**
 * The top bar search box (portal §2): the lists follow the typed text only after
 * a 500 ms pause in typing, and a route change empties it. A query the address asks for is shown and
 * applied at once: the lists already filter by it, so there is nothing to wait for.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  actions: {
    takeInput: assign({
      input: ({ event }) => (event.type === 'search.typed' ? event.value : ''),
    }),
    applyInput: assign({
      appliedQuery: ({ context }) => context.input,
    }),
    clear: assign({ input: '', appliedQuery: '' }),
    followAddress: assign(({ event }) => {
      const query = event.type === 'address.changed' ? event.query : '';
      return { input: query, appliedQuery: query };
    }),
  },
}).createMachine({
  id: 'search',
  context: { input: '', appliedQuery: '' },
  initial: 'idle',
  on: {
    // Targeting a child from the root leaves `debouncing`, which cancels its pending timer.
    'route.changed': { target: '.idle', actions: 'clear' },
    // The address wins over text still waiting for its pause, which would otherwise write itself back.
    'address.changed': { target: '.idle', actions: 'followAddress' },
  },
  states: {
    idle: {
      on: {
        'search.typed': { target: 'debouncing', actions: 'takeInput' },
      },
    },
    debouncing: {
      on: {
        // Re-entering restarts the delay, so the pause counts from the last keystroke.
        'search.typed': { target: 'debouncing', reenter: true, actions: 'takeInput' },
      },
      after: {
        searchDebounce: { target: 'idle', actions: 'applyInput' },
      },
    },
  },
});

/** The search machine ready to run; it needs no ports, the binder exists so the app entry treats every machine alike. */
export function provideSearch(): typeof searchMachine {
  return searchMachine.provide({});
}
