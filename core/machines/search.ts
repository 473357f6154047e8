import { assign, fromPromise, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../domain/constants.ts';
import type { SearchKind } from '../domain/showcase/search.ts';
import type { SearchAnswer } from '../model/index.ts';
import type { ApiPort, SearchRequest } from '../ports/api.ts';

/** Where the results panel searches: the page's city and the kinds its page searches (news on the news pages). */
interface SearchScope {
  cityCodeId: number;
  kinds: readonly SearchKind[];
}

/** What the panel shows: the answer for `query`, or that the search failed. */
export type SearchFound = { query: string; answer: SearchAnswer } | { query: string; failed: true };

/**
 * What the search box holds: `input` is what the user typed, `appliedQuery` what the lists filter by; `scope`
 * where the panel searches (none: no panel), `found` the panel's groups for the applied text (none: closed).
 */
export interface SearchContext {
  input: string;
  appliedQuery: string;
  scope?: SearchScope;
  found?: SearchFound;
}

export type SearchEvent =
  | { type: 'search.typed'; value: string }
  | { type: 'route.changed' }
  /** The address's `?q` changed from outside the box: a link, back and forward, «Сбросить поиск». */
  | { type: 'address.changed'; query: string }
  /** The page's city or kinds; null: this page shows no results panel. */
  | { type: 'scope.changed'; scope: SearchScope | null }
  /** Escape, a hit followed, or «Все результаты»: the panel closes, the text stays. */
  | { type: 'results.closed' };

/** The text worth a search: trimmed at its start as the ranking does; an empty one asks nothing. */
function searchable(text: string): boolean {
  return text.trimStart() !== '';
}

/**
 * The top bar search box (portal §2): the lists follow the typed text only after
 * a 500 ms pause in typing, and a route change empties it. A query the address asks for is shown and
 * applied at once: the lists already filter by it, so there is nothing to wait for.
 *
 * With a scope (issue 21), the same pause also asks the API's one search (`search`) for the panel's groups; a
 * keystroke meanwhile drops the answer on its way, so the panel never shows an older text's groups.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    search: fromPromise<SearchAnswer, SearchRequest>(async () => {
      throw new Error('The search machine was started without an API (provideSearch(ports))');
    }),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    worthSearching: ({ context }) => context.scope !== undefined && searchable(context.input),
  },
  actions: {
    takeInput: assign({
      input: ({ event }) => (event.type === 'search.typed' ? event.value : ''),
    }),
    applyInput: assign({
      appliedQuery: ({ context }) => context.input,
    }),
    clear: assign({ input: '', appliedQuery: '', found: undefined }),
    closeResults: assign({ found: undefined }),
    followAddress: assign(({ event }) => {
      const query = event.type === 'address.changed' ? event.query : '';
      return { input: query, appliedQuery: query, found: undefined };
    }),
    takeScope: assign(({ event }) => {
      const scope = event.type === 'scope.changed' ? event.scope : null;
      return { scope: scope ?? undefined, found: undefined };
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
    // Neither drops text still waiting for its pause: the lists still follow it.
    'results.closed': { actions: 'closeResults' },
    'scope.changed': { actions: 'takeScope' },
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
        searchDebounce: [
          { guard: 'worthSearching', target: 'searching', actions: 'applyInput' },
          { target: 'idle', actions: ['applyInput', 'closeResults'] },
        ],
      },
    },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }): SearchRequest => ({
          cityCodeId: context.scope!.cityCodeId,
          q: context.appliedQuery,
          kinds: context.scope!.kinds,
        }),
        onDone: {
          target: 'idle',
          actions: assign({ found: ({ context, event }) => ({ query: context.appliedQuery, answer: event.output }) }),
        },
        onError: {
          target: 'idle',
          actions: assign({ found: ({ context }) => ({ query: context.appliedQuery, failed: true as const }) }),
        },
      },
      on: {
        'search.typed': { target: 'debouncing', actions: 'takeInput' },
        // The answer on its way is dropped: it would open the panel again, or show another city's groups.
        'results.closed': { target: 'idle', actions: 'closeResults' },
        'scope.changed': { target: 'idle', actions: 'takeScope' },
      },
    },
  },
});

/**
 * The search machine ready to run, its panel's search bound to the API (the app binds it through
 * `Services.bind`); without ports it only filters the lists.
 */
export function provideSearch(ports?: { api: Pick<ApiPort, 'search'> }): typeof searchMachine {
  if (ports === undefined) {
    return searchMachine.provide({});
  }
  return searchMachine.provide({
    actors: { search: fromPromise<SearchAnswer, SearchRequest>(({ input }) => ports.api.search(input)) },
  });
}
