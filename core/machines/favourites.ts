import { assign, emit, fromPromise, setup } from 'xstate';
import { extraMessages } from '../domain/extraMessages.ts';
import type { ApiPort, FavouriteIntent, FavouriteIntentStore, Logger } from '../ports/index.ts';
import { notProvided } from './notProvided.ts';
import type { LogErrorParams } from './logFailure.ts';

/** `online` holds onlineShopIds, `offline` salesUnitIds (portal §3 «Favourites»). */
export type FavouriteKind = 'online' | 'offline';

/** One toggle waiting for the server: `added` tells which way the list changed. */
export interface FavouriteChange {
  kind: FavouriteKind;
  id: number;
  added: boolean;
  profileId: number;
}

export interface FavouritesContext {
  tenantProfileId: number | null;
  online: number[];
  offline: number[];
  /** Toggles shown already and not yet confirmed, oldest first; the first one is being saved. */
  pending: FavouriteChange[];
  /** A polite status line about the last failed write (the UI announces it); null when there is none. */
  status: string | null;
}

export interface FavouritesInput {
  tenantProfileId: number | null;
  online: number[];
  offline: number[];
}

export type FavouritesEvent =
  | { type: 'favourite.toggled'; kind: FavouriteKind; id: number }
  | { type: 'favourites.loaded'; online: number[]; offline: number[] }
  /** The sign-in a guest's ♡ opened was closed without signing in: the ♡ is forgotten. */
  | { type: 'favourite.intentDropped' };

/** Emitted when a signed-out visitor toggles a favourite (the ♡ is remembered): the UI opens the login form. */
export type FavouritesEmitted = { type: 'login.required' };

function listWith(list: number[], id: number, present: boolean): number[] {
  const without = list.filter((item) => item !== id);
  return present ? [...without, id] : without;
}

function withList(
  kind: FavouriteKind,
  list: number[],
): Pick<FavouritesContext, 'online'> | Pick<FavouritesContext, 'offline'> {
  return kind === 'online' ? { online: list } : { offline: list };
}

/** The change being saved; the `saving` state is only entered with one queued. */
function current(context: FavouritesContext): FavouriteChange {
  const change = context.pending[0];
  if (change === undefined) {
    throw new Error('favourites: saving started with nothing pending');
  }
  return change;
}

/** Sends one change to the API: the add or the remove call of its list. */
function sendChange(api: FavouritesPorts['api'], { kind, id, added, profileId }: FavouriteChange): Promise<void> {
  if (kind === 'online') {
    return added ? api.addFavouriteOnlineShop(profileId, id) : api.removeFavouriteOnlineShop(profileId, id);
  }
  return added ? api.addFavouriteSalesUnit(profileId, id) : api.removeFavouriteSalesUnit(profileId, id);
}

/**
 * The visitor's favourite online shops and outlets. A toggle shows at once and is saved in the
 * background, one write at a time in order; a failed write puts back that one id, is logged and
 * leaves a status line for the shopper (`status`, cleared by the next toggle).
 * A toggle of an id whose write is still pending is ignored (the UI can read `pending`).
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as FavouritesInput,
    emitted: {} as FavouritesEmitted,
  },
  actors: {
    saveChange: fromPromise<void, FavouriteChange>(async () => notProvided('favourites', 'saveChange')),
    /** The ♡ a guest tapped before signing in, read and forgotten at once (FavouriteIntentStore); null for a guest. */
    takeIntent: fromPromise<FavouriteIntent | null, { signedIn: boolean }>(async () =>
      notProvided('favourites', 'takeIntent'),
    ),
  },
  actions: {
    logError: (_, _params: LogErrorParams) => notProvided('favourites', 'logError'),
    askForLogin: emit({ type: 'login.required' as const }),
    rememberIntent: (_, _intent: FavouriteIntent) => notProvided('favourites', 'rememberIntent'),
    forgetIntent: () => notProvided('favourites', 'forgetIntent'),
    // The guest meant to add: a shop that is a favourite already stays one, never flipped off.
    addIntended: assign(({ context }, intent: FavouriteIntent | null) => {
      if (intent === null || context.tenantProfileId === null || context[intent.kind].includes(intent.id)) {
        return {};
      }
      const change: FavouriteChange = { ...intent, added: true, profileId: context.tenantProfileId };
      return {
        ...withList(intent.kind, listWith(context[intent.kind], intent.id, true)),
        pending: [...context.pending, change],
      };
    }),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'favourite.toggled' || context.tenantProfileId === null) {
        return {};
      }
      const list = context[event.kind];
      const added = !list.includes(event.id);
      const change: FavouriteChange = { kind: event.kind, id: event.id, added, profileId: context.tenantProfileId };
      return {
        ...withList(event.kind, listWith(list, event.id, added)),
        pending: [...context.pending, change],
        status: null,
      };
    }),
    rollBack: assign(({ context }) => {
      const change = current(context);
      // Said, not only undone: a heart that quietly flips back looks like a misclick.
      const status = change.added ? extraMessages.favourites.addFailed : extraMessages.favourites.removeFailed;
      return { ...withList(change.kind, listWith(context[change.kind], change.id, !change.added)), status };
    }),
    settle: assign({ pending: ({ context }) => context.pending.slice(1) }),
    replaceLists: assign(({ event }) =>
      event.type === 'favourites.loaded' ? { online: event.online, offline: event.offline } : {},
    ),
  },
  guards: {
    signedOut: ({ context }) => context.tenantProfileId === null,
    alreadyPending: ({ context, event }) =>
      event.type === 'favourite.toggled' &&
      context.pending.some((change) => change.kind === event.kind && change.id === event.id),
    somethingPending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({
    tenantProfileId: input.tenantProfileId,
    online: input.online,
    offline: input.offline,
    pending: [],
    status: null,
  }),
  on: {
    'favourite.toggled': [
      {
        guard: 'signedOut',
        actions: [
          { type: 'rememberIntent', params: ({ event }) => ({ kind: event.kind, id: event.id }) },
          'askForLogin',
        ],
      },
      { guard: 'alreadyPending' },
      { actions: 'toggle' },
    ],
    'favourites.loaded': { actions: 'replaceLists' },
    'favourite.intentDropped': { actions: 'forgetIntent' },
  },
  // A signed-in shopper's lists add the ♡ they tapped as a guest, whichever sign-in brought them here; a guest's
  // page leaves it kept. Beside the toggles, which need not wait for it.
  invoke: {
    src: 'takeIntent',
    input: ({ context }) => ({ signedIn: context.tenantProfileId !== null }),
    onDone: { actions: { type: 'addIntended', params: ({ event }) => event.output } },
    onError: {
      actions: { type: 'logError', params: ({ event }) => ({ message: 'favourites: intent', detail: event.error }) },
    },
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'somethingPending', target: 'saving' },
    },
    saving: {
      invoke: {
        src: 'saveChange',
        input: ({ context }) => current(context),
        onDone: { target: 'idle', actions: 'settle' },
        onError: {
          target: 'idle',
          actions: [
            'rollBack',
            {
              type: 'logError',
              params: ({ context, event }) => ({
                message: current(context).added ? 'favourites: adding failed' : 'favourites: removing failed',
                detail: event.error,
              }),
            },
            'settle',
          ],
        },
      },
    },
  },
});

/** Ports the favourites need. */
export interface FavouritesPorts {
  api: Pick<
    ApiPort,
    'addFavouriteOnlineShop' | 'removeFavouriteOnlineShop' | 'addFavouriteSalesUnit' | 'removeFavouriteSalesUnit'
  >;
  logger: Logger;
  /** Where a guest's ♡ waits for the sign-in, across its page loads. */
  favouriteIntents: FavouriteIntentStore;
}

/** Binds the favourites to the API and the logger. */
export function provideFavourites(ports: FavouritesPorts): typeof favouritesMachine {
  const { api } = ports;
  const intents = ports.favouriteIntents;
  return favouritesMachine.provide({
    actors: {
      saveChange: fromPromise<void, FavouriteChange>(({ input }) => sendChange(api, input)),
      takeIntent: fromPromise<FavouriteIntent | null, { signedIn: boolean }>(async ({ input }) => {
        if (!input.signedIn) {
          return null;
        }
        const intent = intents.read();
        intents.clear();
        return intent;
      }),
    },
    actions: {
      logError: (_, params) => ports.logger.error(params.message, params.detail),
      rememberIntent: (_, intent) => intents.save(intent),
      forgetIntent: () => intents.clear(),
    },
  });
}
