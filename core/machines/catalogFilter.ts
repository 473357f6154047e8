import { assign, emit, setup } from 'xstate';
import { ALL_CATEGORY_ID } from '../domain/showcase/filter.ts';

export interface CatalogFilterContext {
  /** The chosen category; 0 means all. */
  activeId: number;
}

export type CatalogFilterEvent = { type: 'category.selected'; id: number } | { type: 'category.reset' };

/** Emitted only when `activeId` really changes, so listeners can refetch or navigate. */
export type CatalogFilterEmitted = { type: 'category.changed'; activeId: number };

/**
 * The catalog's active category (portal §4 «Category filter»): `all` while activeId is 0,
 * `filtered` otherwise. A reset in `all` is not handled at all, so it changes nothing and emits nothing.
 */
export const catalogFilterMachine = setup({
  types: {
    context: {} as CatalogFilterContext,
    events: {} as CatalogFilterEvent,
    emitted: {} as CatalogFilterEmitted,
  },
  guards: {
    choosesAll: ({ event }) => event.type === 'category.selected' && event.id === ALL_CATEGORY_ID,
    choosesAnother: ({ context, event }) => event.type === 'category.selected' && event.id !== context.activeId,
  },
  actions: {
    takeCategory: assign({
      activeId: ({ event }) => (event.type === 'category.selected' ? event.id : ALL_CATEGORY_ID),
    }),
    announce: emit(({ context }) => ({ type: 'category.changed' as const, activeId: context.activeId })),
  },
}).createMachine({
  id: 'catalogFilter',
  context: { activeId: ALL_CATEGORY_ID },
  initial: 'all',
  states: {
    all: {
      on: {
        'category.selected': { guard: 'choosesAnother', target: 'filtered', actions: ['takeCategory', 'announce'] },
      },
    },
    filtered: {
      on: {
        'category.selected': [
          { guard: 'choosesAll', target: 'all', actions: ['takeCategory', 'announce'] },
          { guard: 'choosesAnother', actions: ['takeCategory', 'announce'] },
        ],
        'category.reset': { target: 'all', actions: ['takeCategory', 'announce'] },
      },
    },
  },
});

/** The category filter ready to run; it needs no ports, the binder exists so the app entry treats every machine alike. */
export function provideCatalogFilter(): typeof catalogFilterMachine {
  return catalogFilterMachine.provide({});
}
