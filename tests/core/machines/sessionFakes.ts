/**
 * In-memory ports of the shopper's session (core/machines/shopperSession.ts and the application start it
 * invokes) that record what was asked of them; shared by the appBoot and shopperSession tests.
 */
import type { ShopperSessionPorts } from '../../../core/machines/shopperSession.ts';
import type { SessionChangeNotice, SessionRenewalService } from '../../../core/ports/sessionRenewal.ts';
import type { AuthUser, City, TenantProfile, Tokens, UserInfo } from '../../../core/model/index.ts';
import type { FavouriteIntentStore, LogoutRequest, RefreshRequest } from '../../../core/ports/index.ts';
import { MemoryPendingLogoutStore } from '../../../adapters/memory/MemoryPendingLogoutStore.ts';
import { MemoryFavouriteIntentStore } from '../../../adapters/memory/MemoryFavouriteIntentStore.ts';
import { storedProfile } from '../domain/profileExamples.ts';

export const CITIES: City[] = [
  { id: 10, name: 'Казань' },
  { id: 20, name: 'Самара' },
];

export const STORED_TOKENS: Tokens = { accessToken: 'old-access', refreshToken: 'old-refresh' };

export const USER_INFO: UserInfo = {
  id: 3,
  login: '79991234567',
  roles: [2],
  corporateSalesUnitIds: [],
  tenantProfileId: 42,
  employeeSalesUnitIds: [],
  employeeProfileId: null,
  distributorProfileId: null,
};

export const REFRESHED: AuthUser = { ...USER_INFO, accessToken: 'new-access', refreshToken: 'new-refresh' };
/** What the frame-session exchange answers: the same user, the frame's own tokens. */
export const FRAME_SESSION: AuthUser = { ...USER_INFO, accessToken: 'frame-access', refreshToken: 'frame-refresh' };

/** The shopper's stored profile, in `cityCodeId`. */
export function profileIn(cityCodeId: number | null): TenantProfile {
  return storedProfile({ id: 42, firstName: null, gender: null, birthday: null, telegram: null, cityCodeId });
}

export const rejected =
  <T>(error: unknown) =>
  () =>
    Promise.reject<T>(error);

export interface World {
  storedTokens?: Tokens | null;
  storedCity?: number | null;
  /** The session owner's start refresh of the tokens read (rejects with SessionEndedError when refused). */
  resume?: (read: Tokens) => Promise<AuthUser>;
  /** Where a guest's ♡ waits (a fresh memory store when absent). */
  favouriteIntents?: FavouriteIntentStore;
  frameSession?: (request: RefreshRequest) => Promise<AuthUser>;
  cities?: () => Promise<City[]>;
  profile?: () => Promise<TenantProfile>;
  online?: () => Promise<number[]>;
  offline?: () => Promise<number[]>;
  /** Storing tokens throws this (a broken store): the application start itself fails. */
  saveFails?: Error;
}

/**
 * The HTTP adapter's renewal as the session sees it: every `renew` waits for the test to answer it,
 * `notify` plays a notice ('renewed' after a 401 elsewhere, 'ended' after a refused refresh).
 */
export class FakeRenewal implements SessionRenewalService {
  readonly pending: { resolve(lifetime: number | null): void; reject(error: unknown): void }[] = [];
  /** The start's refreshes: the tokens each was asked to refresh. */
  readonly resumed: Tokens[] = [];
  private readonly listeners = new Set<(change: SessionChangeNotice) => void>();

  constructor(
    public lifetime: number | null,
    private readonly answer: (read: Tokens) => Promise<AuthUser> = async () => REFRESHED,
  ) {}

  resume(read: Tokens): Promise<AuthUser> {
    this.resumed.push(read);
    return this.answer(read);
  }

  renew(): Promise<number | null> {
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
    });
  }

  lifetimeMs(): number | null {
    return this.lifetime;
  }

  subscribe(listener: (change: SessionChangeNotice) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  notify(change: SessionChangeNotice): void {
    this.listeners.forEach((listener) => listener(change));
  }
}

/** In-memory ports that record what the session and its start asked of them. */
export function fakes(world: World = {}, given?: FakeRenewal) {
  const renewal = given ?? new FakeRenewal(null, world.resume);
  const calls = {
    /** What the start asked the session's owner to refresh. */
    refresh: renewal.resumed,
    frameSession: [] as RefreshRequest[],
    activeCities: [] as { countryCodeId: number }[],
    profile: [] as number[],
    profileSaves: [] as { id: number; cityCodeId: number | null }[],
    favourites: [] as string[],
    favouriteWrites: [] as string[],
    saved: [] as { tokens: Tokens; user: UserInfo | undefined }[],
    cleared: 0,
    tokenReads: 0,
    storedCities: [] as number[],
    reloads: 0,
    logouts: [] as LogoutRequest[],
    logged: [] as { message: string; detail: unknown }[],
  };
  const write = (entry: string) => async () => {
    calls.favouriteWrites.push(entry);
  };
  const ports: ShopperSessionPorts = {
    api: {
      frameSession: (request) => {
        calls.frameSession.push(request);
        return world.frameSession ? world.frameSession(request) : Promise.resolve(FRAME_SESSION);
      },
      activeCities: (request) => {
        calls.activeCities.push(request);
        return world.cities ? world.cities() : Promise.resolve(CITIES);
      },
      getTenantProfile: (id) => {
        calls.profile.push(id);
        return world.profile ? world.profile() : Promise.resolve(profileIn(20));
      },
      updateTenantProfile: async (id, profile) => {
        calls.profileSaves.push({ id, cityCodeId: profile.cityCodeId ?? null });
        return profileIn(profile.cityCodeId ?? null);
      },
      getFavouriteOnlineShops: (id) => {
        calls.favourites.push(`online:${id}`);
        return world.online ? world.online() : Promise.resolve([1, 2]);
      },
      getFavouriteSalesUnits: (id) => {
        calls.favourites.push(`offline:${id}`);
        return world.offline ? world.offline() : Promise.resolve([100]);
      },
      addFavouriteOnlineShop: (profileId, id) => write(`add online ${id} for ${profileId}`)(),
      removeFavouriteOnlineShop: (profileId, id) => write(`remove online ${id} for ${profileId}`)(),
      addFavouriteSalesUnit: (profileId, id) => write(`add offline ${id} for ${profileId}`)(),
      removeFavouriteSalesUnit: (profileId, id) => write(`remove offline ${id} for ${profileId}`)(),
      logout: async (request) => {
        calls.logouts.push(request);
      },
    },
    pendingLogouts: new MemoryPendingLogoutStore(),
    connectivity: { onOnline: () => () => undefined },
    tokens: {
      read: () => {
        calls.tokenReads += 1;
        return world.storedTokens === undefined ? STORED_TOKENS : world.storedTokens;
      },
      save: (tokens, user) => {
        if (world.saveFails !== undefined) {
          throw world.saveFails;
        }
        calls.saved.push({ tokens, user });
      },
      readUser: () => null,
      clear: () => {
        calls.cleared += 1;
      },
    },
    cityStore: {
      read: () => world.storedCity ?? null,
      save: (cityId) => {
        calls.storedCities.push(cityId);
      },
    },
    navigator: {
      reload: () => {
        calls.reloads += 1;
      },
    },
    logger: {
      error: (message, detail) => {
        calls.logged.push({ message, detail });
      },
    },
    renewal,
    favouriteIntents: world.favouriteIntents ?? new MemoryFavouriteIntentStore(),
  };
  return { ports, calls };
}
