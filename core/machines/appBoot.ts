import { assign, fromPromise, setup } from 'xstate';
import { COUNTRY_CODE_ID } from '../domain/constants.ts';
import { isActiveCity } from '../domain/pageCity.ts';
import type { AuthUser, City, TenantProfile, Tokens, UserInfo } from '../model/index.ts';
import type { ApiPort, CityStore, Logger, RefreshRequest, TokenStore } from '../ports/index.ts';
import type { SessionRenewal } from '../ports/sessionRenewal.ts';
import { notProvided } from './notProvided.ts';
import { answeredUser, splitSession } from './answeredUser.ts';
import { logFailure, type LogErrorParams } from './logFailure.ts';

export interface AppBootInput {
  /** The device fingerprint sent with the refresh. */
  fingerprint: string;
  /**
   * The active cities a server-rendered page was made with (its rendered view): the start takes them instead
   * of reading them again. None (or none listed) for a page that starts in the browser.
   */
  cities?: readonly City[];
  /**
   * Frames mode: the host page's tokens from the URL, exchanged once for the frame's own session
   * (docs/security.md «Frames mode»); the frame never refreshes with them.
   */
  frameTokens?: (Tokens & { fingerprint: string }) | null;
}

/** The start switched the page from the city this browser showed to the profile's own: said, with the way back. */
export interface CityNotice {
  /** The profile's city the page now shows. */
  cityId: number;
  /** The city the browser showed before (the guest's choice). */
  previousCityId: number;
}

/** What the app knows once it has started. */
export interface AppBootResult {
  user: UserInfo | null;
  cityId: number | null;
  favourites: { online: number[]; offline: number[] };
  cities: City[];
  cityModalOpen: boolean;
  /** Set when signing in switched the city this browser showed (issue 30 §5); null otherwise. */
  cityNotice: CityNotice | null;
  /** The profile has no city and takes the one the guest chose (`cityId`), as SMS registration does. */
  profileCityDue: boolean;
}

export interface AppBootContext extends AppBootResult {
  fingerprint: string;
  frameTokens: (Tokens & { fingerprint: string }) | null;
  /** Tokens to refresh with; null when there are none. */
  tokens: Tokens | null;
  /** The profile's city when signed in, the stored city otherwise; used only if it is in `cities`. */
  preferredCityId: number | null;
  /** Signed in and the profile read: the city this browser showed before (the guest's choice); else null. */
  guestCityId: number | null;
}

function hasBothTokens(user: AuthUser): boolean {
  return user.accessToken !== '' && user.refreshToken !== '';
}

/**
 * Where the exchange's or the refresh's answer leads: a whole session signs in and is stored; anything less
 * goes to `otherwise`, since tokens are stored only in pairs (portal §4 «Tokens setting») and half a session
 * counts as none.
 */
function sessionAnswered<const TOtherwise extends string>(otherwise: TOtherwise) {
  return [
    {
      guard: { type: 'wholeSession', params: answeredUser },
      target: 'signedIn',
      actions: [
        { type: 'keepUser', params: answeredUser },
        { type: 'storeSession', params: answeredUser },
      ],
    },
    { target: otherwise },
  ] as const;
}

/** The stored session (the frame's own in frames mode) as the start read it. */
function readTokensOf(context: AppBootContext): Tokens {
  const tokens = context.tokens;
  if (tokens === null) {
    throw new Error('appBoot: a refresh started without tokens');
  }
  return tokens;
}

/** The exchange request: the host's tokens and the fingerprint that came with them. */
function exchangeRequestOf(context: AppBootContext): RefreshRequest {
  const host = context.frameTokens;
  if (host === null) {
    throw new Error('appBoot: an exchange started without host tokens');
  }
  return { accessToken: host.accessToken, refreshToken: host.refreshToken, fingerprint: host.fingerprint };
}

function profileIdOf(context: AppBootContext): number {
  const id = context.user?.tenantProfileId;
  if (id === null || id === undefined) {
    throw new Error('appBoot: a profile call started without a tenant profile');
  }
  return id;
}

/**
 * The application start (portal §4): refresh the session while the cities load, then settle the
 * favourites and the city (the auth modal follows the address: core/domain/sessionDialog.ts). Ends in the
 * final state `ready`; its output is the `AppBootResult`, which the session (shopperSession.ts) settles
 * with. Regions of `starting`: `session` (tokens → refresh → favourites → profile,
 * or signed out → stored city; in frames mode the host's tokens are first exchanged for the frame's
 * own session) and `cities`.
 */
export const appBootMachine = setup({
  types: {
    context: {} as AppBootContext,
    input: {} as AppBootInput,
    output: {} as AppBootResult,
  },
  actors: {
    readTokens: fromPromise<Tokens | null>(async () => notProvided('appBoot', 'readTokens')),
    /** The session's one owner refreshes what was read, or hands over what another tab already rotated. */
    refreshSession: fromPromise<AuthUser, Tokens>(async () => notProvided('appBoot', 'refreshSession')),
    exchangeFrameSession: fromPromise<AuthUser, RefreshRequest>(async () =>
      notProvided('appBoot', 'exchangeFrameSession'),
    ),
    loadFavourites: fromPromise<{ online: number[]; offline: number[] }, { profileId: number }>(async () =>
      notProvided('appBoot', 'loadFavourites'),
    ),
    loadProfile: fromPromise<TenantProfile, { profileId: number }>(async () => notProvided('appBoot', 'loadProfile')),
    readStoredCity: fromPromise<number | null>(async () => notProvided('appBoot', 'readStoredCity')),
    loadCities: fromPromise<City[]>(async () => notProvided('appBoot', 'loadCities')),
  },
  actions: {
    keepUser: assign(({ context }, user: AuthUser) => ({ ...context, user: splitSession(user).user })),
    storeSession: (_, _user: AuthUser) => notProvided('appBoot', 'storeSession'),
    logError: (_, _params: LogErrorParams) => notProvided('appBoot', 'logError'),
    /** The browser now shows this city (CityStore): what was switched is said once. */
    storeCity: (_, _cityId: number) => notProvided('appBoot', 'storeCity'),
  },
  guards: {
    hasFrameTokens: ({ context }) => context.frameTokens !== null,
    wholeSession: (_, user: AuthUser) => hasBothTokens(user),
    hasTenantProfile: ({ context }) => context.user !== null && context.user.tenantProfileId !== null,
    preferredCityListed: ({ context }) => isActiveCity(context.preferredCityId, context.cities),
    // Signed in with a profile that has no city of its own: the guest's choice stays.
    guestCityListed: ({ context }) =>
      context.preferredCityId === null && isActiveCity(context.guestCityId, context.cities),
    switchedFromGuestCity: ({ context }) =>
      isActiveCity(context.preferredCityId, context.cities) &&
      isActiveCity(context.guestCityId, context.cities) &&
      context.guestCityId !== context.preferredCityId,
    citiesGiven: ({ context }) => context.cities.length > 0,
  },
}).createMachine({
  id: 'appBoot',
  context: ({ input }) => ({
    fingerprint: input.fingerprint,
    frameTokens: input.frameTokens ?? null,
    tokens: null,
    preferredCityId: null,
    guestCityId: null,
    user: null,
    cityId: null,
    favourites: { online: [], offline: [] },
    cities: [...(input.cities ?? [])],
    cityModalOpen: false,
    cityNotice: null,
    profileCityDue: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      type: 'parallel',
      onDone: 'choosingCity',
      states: {
        session: {
          initial: 'findingTokens',
          states: {
            findingTokens: {
              always: [{ guard: 'hasFrameTokens', target: 'exchanging' }, { target: 'readingTokens' }],
            },
            exchanging: {
              invoke: {
                src: 'exchangeFrameSession',
                input: ({ context }) => exchangeRequestOf(context),
                onDone: sessionAnswered('readingTokens'),
                // Refused (a replayed address: the host's token was exchanged already) or unreachable:
                // the frame's own stored session, if this frame has one, carries on.
                onError: 'readingTokens',
              },
            },
            readingTokens: {
              invoke: {
                src: 'readTokens',
                onDone: [
                  {
                    guard: ({ event }) => event.output !== null,
                    target: 'refreshing',
                    actions: assign({ tokens: ({ event }) => event.output }),
                  },
                  { target: 'notSignedIn' },
                ],
                onError: { target: 'notSignedIn', actions: logFailure('appBoot: reading tokens failed') },
              },
            },
            refreshing: {
              invoke: {
                src: 'refreshSession',
                input: ({ context }) => readTokensOf(context),
                // The owner stored the session under its lock: storing it again here could write over a newer
                // rotation of another tab.
                onDone: { target: 'signedIn', actions: { type: 'keepUser', params: ({ event }) => event.output } },
                // An expired session is the normal case for a returning visitor, not an error to log. Only the
                // server's refusal ends it, and the owner cleared it then; an unanswered refresh (a page left
                // mid-request, a network failure, a 5xx) starts this page signed out and leaves the tokens for
                // the next page or try.
                onError: 'notSignedIn',
              },
            },
            signedIn: {
              always: [{ guard: 'hasTenantProfile', target: 'loadingFavourites' }, { target: 'done' }],
            },
            loadingFavourites: {
              invoke: {
                src: 'loadFavourites',
                input: ({ context }) => ({ profileId: profileIdOf(context) }),
                onDone: { target: 'loadingProfile', actions: assign({ favourites: ({ event }) => event.output }) },
                onError: { target: 'loadingProfile', actions: logFailure('appBoot: loading favourites failed') },
              },
            },
            loadingProfile: {
              invoke: {
                src: 'loadProfile',
                input: ({ context }) => ({ profileId: profileIdOf(context) }),
                onDone: {
                  target: 'readingGuestCity',
                  actions: assign({ preferredCityId: ({ event }) => event.output.cityCodeId }),
                },
                onError: { target: 'done', actions: logFailure('appBoot: loading the profile failed') },
              },
            },
            // The city the browser showed before signing in, to keep it or to say it was switched (issue 30 §5).
            readingGuestCity: {
              invoke: {
                src: 'readStoredCity',
                onDone: { target: 'done', actions: assign({ guestCityId: ({ event }) => event.output }) },
                onError: { target: 'done', actions: logFailure('appBoot: reading the stored city failed') },
              },
            },
            // Nothing is cleared here: a start that found no tokens must leave in place a session another tab
            // (or a sign-in on this very page) stored meanwhile, and a refused one was cleared by its owner.
            notSignedIn: {
              entry: assign({ user: null, tokens: null }),
              invoke: {
                src: 'readStoredCity',
                onDone: { target: 'done', actions: assign({ preferredCityId: ({ event }) => event.output }) },
                onError: { target: 'done', actions: logFailure('appBoot: reading the stored city failed') },
              },
            },
            done: { type: 'final' },
          },
        },
        cities: {
          initial: 'known',
          states: {
            known: {
              always: [{ guard: 'citiesGiven', target: 'done' }, { target: 'loading' }],
            },
            loading: {
              invoke: {
                src: 'loadCities',
                onDone: { target: 'done', actions: assign({ cities: ({ event }) => event.output }) },
                onError: { target: 'done', actions: logFailure('appBoot: loading cities failed') },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    choosingCity: {
      always: [
        {
          guard: 'switchedFromGuestCity',
          target: 'ready',
          actions: [
            assign({
              cityId: ({ context }) => context.preferredCityId,
              cityNotice: ({ context }) => ({
                cityId: context.preferredCityId ?? 0,
                previousCityId: context.guestCityId ?? 0,
              }),
            }),
            { type: 'storeCity', params: ({ context }) => context.preferredCityId ?? 0 },
          ],
        },
        {
          guard: 'preferredCityListed',
          target: 'ready',
          actions: assign({ cityId: ({ context }) => context.preferredCityId }),
        },
        {
          guard: 'guestCityListed',
          target: 'ready',
          actions: assign({ cityId: ({ context }) => context.guestCityId, profileCityDue: true }),
        },
        { target: 'ready', actions: assign({ cityModalOpen: true }) },
      ],
    },
    ready: { type: 'final' },
  },
  output: ({ context }) => ({
    user: context.user,
    cityId: context.cityId,
    favourites: context.favourites,
    cities: context.cities,
    cityModalOpen: context.cityModalOpen,
    cityNotice: context.cityNotice,
    profileCityDue: context.profileCityDue,
  }),
});

/** Ports the application start needs. */
export interface AppBootPorts {
  api: Pick<
    ApiPort,
    'frameSession' | 'getFavouriteOnlineShops' | 'getFavouriteSalesUnits' | 'activeCities' | 'getTenantProfile'
  >;
  tokens: TokenStore;
  /** The session's one owner (adapters/http/SessionRefresher.ts): the start refreshes through it like every later renewal. */
  renewal: Pick<SessionRenewal, 'resume'>;
  cityStore: CityStore;
  logger: Logger;
}

/** Binds the application start to its ports. */
export function provideAppBoot(ports: AppBootPorts): typeof appBootMachine {
  const { api } = ports;
  return appBootMachine.provide({
    actors: {
      readTokens: fromPromise<Tokens | null>(async () => ports.tokens.read()),
      refreshSession: fromPromise<AuthUser, Tokens>(({ input }) => ports.renewal.resume(input)),
      exchangeFrameSession: fromPromise<AuthUser, RefreshRequest>(({ input }) => api.frameSession(input)),
      loadFavourites: fromPromise<{ online: number[]; offline: number[] }, { profileId: number }>(async ({ input }) => {
        const [online, offline] = await Promise.all([
          api.getFavouriteOnlineShops(input.profileId),
          api.getFavouriteSalesUnits(input.profileId),
        ]);
        return { online, offline };
      }),
      loadProfile: fromPromise<TenantProfile, { profileId: number }>(({ input }) =>
        api.getTenantProfile(input.profileId),
      ),
      readStoredCity: fromPromise<number | null>(async () => ports.cityStore.read()),
      loadCities: fromPromise<City[]>(() => api.activeCities({ countryCodeId: COUNTRY_CODE_ID })),
    },
    actions: {
      storeSession: (_, authUser) => {
        const { tokens, user } = splitSession(authUser);
        ports.tokens.save(tokens, user);
      },
      storeCity: (_, cityId) => ports.cityStore.save(cityId),
      logError: (_, params) => ports.logger.error(params.message, params.detail),
    },
  });
}
