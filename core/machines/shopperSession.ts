/**
 * The shopper's session on one page, as one statechart: the application start (appBoot), then the city
 * store and the favourites of whoever is there, the renewal of a long visit (sessionKeeper) and the logout,
 * the city question's flag, and the sign-out in place when the server ends the session under the page.
 * The UI reads it through a thin façade (ui/app/appSession.ts); which dialog shows is the pure rule of
 * core/domain/sessionDialog.ts.
 */
import { assign, fromCallback, sendTo, setup, type ActorRefFromLogic, type SnapshotFrom } from 'xstate';
import type { LogoutScope } from '../domain/logoutRequest.ts';
import type { City, UserInfo } from '../model/index.ts';
import type { SessionRenewalService } from '../ports/sessionRenewal.ts';
import {
  appBootMachine,
  provideAppBoot,
  type AppBootInput,
  type AppBootPorts,
  type AppBootResult,
  type CityNotice,
} from './appBoot.ts';
import { cityMachine, provideCity, type CityPorts } from './city.ts';
import { favouritesMachine, provideFavourites, type FavouritesPorts } from './favourites.ts';
import { logoutMachine, provideLogout, type LogoutPorts } from './logout.ts';
import { notProvided } from './notProvided.ts';
import { provideSessionKeeper, sessionKeeperMachine } from './sessionKeeper.ts';
import { logFailure, type LogErrorParams } from './logFailure.ts';

export type ShopperSessionEvent =
  /** «Выбрать город» / the header's city: ask the city question. */
  | { type: 'cityModal.opened' }
  /** The city question was dismissed. */
  | { type: 'cityModal.closed' }
  /** The city question's answer: the city store keeps it (and saves it to the profile); the question closes. */
  | { type: 'city.selected'; cityId: number }
  /** The shopper's own logout (portal §4): tokens cleared, the session ended on the server, page reloaded; scope `all` («Выйти на всех устройствах») ends every session. */
  | { type: 'logout.requested'; scope?: LogoutScope }
  /** New tokens were stored (a renewal anywhere on the page); `lifetimeMs` null: nothing to count. */
  | { type: 'session.renewed'; lifetimeMs: number | null }
  /** The session ended under the page (a refused refresh, a sign-out in another tab; its tokens are already cleared). */
  | { type: 'session.ended' }
  /** Another tab stored a session this page does not hold (a sign-in there): the page starts again as its. */
  | { type: 'session.started' };

/** What the session asks of the renewal's bridge: the start stored fresh tokens, answer their lifetime. */
export type RenewalNoticesEvent = { type: 'tokens.stored' };

/** The view a page was rendered for: shown while the start runs, its city kept when the shopper has none. */
export interface RenderedView {
  cityId: number | null;
  cities: readonly City[];
}

export interface ShopperSessionInput {
  boot: AppBootInput;
  /** The server-rendered page's view; none (no city, no cities) for a page that starts in the browser. */
  rendered?: RenderedView;
}

export interface ShopperSessionContext {
  boot: AppBootInput;
  user: UserInfo | null;
  cities: readonly City[];
  /** The city the page shows: the rendered one while starting, then the city store's. */
  cityId: number | null;
  cityModalOpen: boolean;
  /** Signing in switched the city this browser showed: the city question says so and offers the way back. */
  cityNotice: CityNotice | null;
  /** The profile has no city and takes the guest's (the city store writes it once it runs). */
  profileCityDue: boolean;
  /** The favourite lists the start loaded, for the signed-in shopper's favourites actor. */
  startFavourites: AppBootResult['favourites'];
}

const NO_FAVOURITES: AppBootResult['favourites'] = { online: [], offline: [] };
const NO_CITIES: readonly City[] = [];

/** A start that could not finish still leaves a usable, signed-out portal that asks for the city. */
const FAILED_BOOT: AppBootResult = {
  user: null,
  cityId: null,
  favourites: NO_FAVOURITES,
  cities: [],
  cityModalOpen: true,
  cityNotice: null,
  profileCityDue: false,
};

/**
 * States: booting (the start runs; the page shows the rendered view) → ready, with the city store invoked
 * for the rest of the page's life, and inside it signedIn ⇄ signedOut: each invokes its own favourites
 * actor, so ending the session in place (signedIn → signedOut) drops the shopper's favourites and gives a
 * visitor's empty ones, keeps the city and tells the city store nobody's profile is to be written. The
 * keeper, the logout and the renewal's notices are invoked at the root and live as long as the session.
 */
export const shopperSessionMachine = setup({
  types: {
    context: {} as ShopperSessionContext,
    events: {} as ShopperSessionEvent,
    input: {} as ShopperSessionInput,
    children: {} as {
      boot: 'appBoot';
      city: 'city';
      favourites: 'favourites';
      keeper: 'sessionKeeper';
      logout: 'logout';
      renewal: 'renewalNotices';
    },
  },
  actors: {
    appBoot: appBootMachine,
    city: cityMachine,
    favourites: favouritesMachine,
    sessionKeeper: sessionKeeperMachine,
    logout: logoutMachine,
    /** The session owner's notices as events ('session.renewed', 'session.ended', 'session.started'); answers 'tokens.stored'. */
    renewalNotices: fromCallback<RenewalNoticesEvent>(() => notProvided('shopperSession', 'renewalNotices')),
  },
  actions: {
    settle: assign((_, result: AppBootResult) => ({
      user: result.user,
      cities: result.cities,
      startFavourites: result.favourites,
    })),
    /** The shopper's own city, else (no city of their own) the one the page was rendered for while the question asks. */
    chooseCity: assign(({ context }, result: AppBootResult) => ({
      cityId: result.cityId ?? context.cityId,
      // A question asked while the start ran (a click on the city) stays asked; a switched city is said there.
      cityModalOpen: result.cityModalOpen || context.cityModalOpen || result.cityNotice !== null,
      cityNotice: result.cityNotice,
      profileCityDue: result.profileCityDue,
    })),
    logError: (_, _params: LogErrorParams) => notProvided('shopperSession', 'logError'),
  },
  guards: {
    startSignedIn: (_, result: AppBootResult) => result.user !== null,
  },
}).createMachine({
  id: 'shopperSession',
  context: ({ input }) => ({
    boot: input.boot,
    user: null,
    cities: input.rendered?.cities ?? NO_CITIES,
    cityId: input.rendered?.cityId ?? null,
    cityModalOpen: false,
    cityNotice: null,
    profileCityDue: false,
    startFavourites: NO_FAVOURITES,
  }),
  invoke: [
    { id: 'keeper', src: 'sessionKeeper' },
    { id: 'logout', src: 'logout' },
    { id: 'renewal', src: 'renewalNotices' },
  ],
  on: {
    'cityModal.opened': { actions: assign({ cityModalOpen: true }) },
    'cityModal.closed': { actions: assign({ cityModalOpen: false, cityNotice: null }) },
    'logout.requested': { actions: sendTo('logout', ({ event }) => event) },
    'session.renewed': { actions: sendTo('keeper', ({ event }) => event) },
    'session.ended': { actions: sendTo('keeper', { type: 'session.ended' }) },
  },
  initial: 'booting',
  states: {
    booting: {
      on: {
        // A sign-in in another tab while this start ran (which may have found no tokens): start again.
        'session.started': { target: 'booting', reenter: true },
      },
      invoke: {
        id: 'boot',
        src: 'appBoot',
        input: ({ context }) => context.boot,
        onDone: [
          {
            guard: { type: 'startSignedIn', params: ({ event }) => event.output },
            target: 'ready.signedIn',
            actions: [
              { type: 'settle', params: ({ event }) => event.output },
              { type: 'chooseCity', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'ready.signedOut',
            actions: [
              { type: 'settle', params: ({ event }) => event.output },
              { type: 'chooseCity', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          target: 'ready.signedOut',
          actions: [
            logFailure('shopperSession: the application start failed'),
            { type: 'settle', params: FAILED_BOOT },
            { type: 'chooseCity', params: FAILED_BOOT },
          ],
        },
      },
    },
    ready: {
      invoke: {
        id: 'city',
        src: 'city',
        input: ({ context }) => ({
          tenantProfileId: context.user?.tenantProfileId ?? null,
          cityId: context.cityId,
          cities: context.cities,
          profileSaveDue: context.profileCityDue,
        }),
        // The page shows the city store's city, however it changed.
        onSnapshot: {
          actions: assign({
            cityId: ({ event }) => event.snapshot.context.cityId,
            cities: ({ event }) => event.snapshot.context.cities,
          }),
        },
      },
      on: {
        'city.selected': {
          actions: [sendTo('city', ({ event }) => event), assign({ cityModalOpen: false, cityNotice: null })],
        },
        // Another tab signed in: this page follows in place, its start run again over the stored session
        // (docs/decisions.md «Tabs follow the session»).
        'session.started': { target: 'booting' },
      },
      // Entered from the start's end, which names the substate; a visitor's unless told otherwise.
      initial: 'signedOut',
      states: {
        signedIn: {
          // The start's refresh just stored fresh tokens: the keeper counts their lifetime from now.
          entry: sendTo('renewal', { type: 'tokens.stored' }),
          invoke: {
            id: 'favourites',
            src: 'favourites',
            input: ({ context }) => ({
              tenantProfileId: context.user?.tenantProfileId ?? null,
              ...context.startFavourites,
            }),
          },
          on: {
            // Signed out in place: the page goes on as a visitor's, in the same city, with no reload and no lost input.
            'session.ended': {
              target: 'signedOut',
              actions: [
                sendTo('keeper', { type: 'session.ended' }),
                sendTo('city', { type: 'user.changed', tenantProfileId: null }),
                assign({ user: null, startFavourites: NO_FAVOURITES }),
              ],
            },
          },
        },
        signedOut: {
          invoke: { id: 'favourites', src: 'favourites', input: { tenantProfileId: null, ...NO_FAVOURITES } },
        },
      },
    },
  },
});

export type ShopperSessionSnapshot = SnapshotFrom<typeof shopperSessionMachine>;
export type CityActor = ActorRefFromLogic<typeof cityMachine>;
export type FavouritesActor = ActorRefFromLogic<typeof favouritesMachine>;

/** Ports the session needs: those of its machines, and the session's one owner, which every refresh goes through. */
export type ShopperSessionPorts = AppBootPorts &
  CityPorts &
  FavouritesPorts &
  LogoutPorts & { renewal: SessionRenewalService };

/** Binds the session and every machine it runs to the ports, in this one place. */
export function provideShopperSession(ports: ShopperSessionPorts): typeof shopperSessionMachine {
  const { renewal } = ports;
  return shopperSessionMachine.provide({
    actors: {
      appBoot: provideAppBoot(ports),
      city: provideCity(ports),
      favourites: provideFavourites(ports),
      sessionKeeper: provideSessionKeeper({ renewal }),
      logout: provideLogout(ports),
      renewalNotices: fromCallback<RenewalNoticesEvent>(({ sendBack, receive }) => {
        const lifetimeMs = () => renewal.lifetimeMs();
        receive(() => sendBack({ type: 'session.renewed', lifetimeMs: lifetimeMs() }));
        return renewal.subscribe((change) => {
          sendBack(
            change.type === 'renewed'
              ? { type: 'session.renewed', lifetimeMs: lifetimeMs() }
              : { type: `session.${change.type}` },
          );
        });
      }),
    },
    actions: {
      logError: (_, params) => ports.logger.error(params.message, params.detail),
    },
  });
}
