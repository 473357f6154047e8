/** Renders the whole portal (router, layout, session) over memory history and in-memory fakes of every port. */
import { act, configure, render, type RenderResult } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import * as v from 'valibot';
import { MemoryCityStore } from '../../adapters/memory/MemoryCityStore.ts';
import { MemoryFavouriteIntentStore } from '../../adapters/memory/MemoryFavouriteIntentStore.ts';
import { MemoryNavigator } from '../../adapters/memory/MemoryNavigator.ts';
import { MemoryTokenStore } from '../../adapters/memory/MemoryTokenStore.ts';
import { MemoryParentWindow } from '../../adapters/memory/MemoryParentWindow.ts';
import { MemoryReferralStore } from '../../adapters/memory/MemoryReferralStore.ts';
import { SessionRefresher } from '../../adapters/http/SessionRefresher.ts';
import type { AuthUser, Brand, Category, City } from '../../core/model/index.ts';
import type { GeoPoint } from '../../core/domain/geo/distance.ts';
import type { ApiPort, FileUploads, PositionStore } from '../../core/ports/index.ts';
import { PositionUnavailableError } from '../../core/errors.ts';
import { AppSession } from '../../ui/app/appSession.ts';
import { createServices, type Services } from '../../ui/app/services.ts';
import type { SocialPorts } from '../../ui/app/services.ts';
import { keepVisitFacts, readStartup } from '../../ui/app/startup.ts';
import { createAppRouter, type AppRouter } from '../../ui/router.tsx';
import { rootSearchSchema } from '../../core/domain/pageParams.ts';
import { parseSearch } from '../../ui/routes/searchParams.ts';
import { NO_EXTERNAL_LINKS, type ExternalLinks } from '../../core/domain/externalLinks.ts';
import { NO_PAYMENT_PRODUCTS } from '../../core/domain/paymentProducts.ts';
import { outletListReads } from '../../core/domain/showcase/outletListReads.ts';

// Lazy routes and machines settle within a second on a quiet machine, but not always on two busy
// cores running the whole suite: findBy* waits up to 5 s before it calls an element missing.
configure({ asyncUtilTimeout: 5000 });

export const FINGERPRINT = 'test-agent2';

/** A signed-in shopper; pass `employeeProfileId` to make an employee. */
export function shopper(extra: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    login: '79991234567',
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    roles: [2],
    corporateSalesUnitIds: [],
    tenantProfileId: 10,
    employeeSalesUnitIds: [],
    employeeProfileId: null,
    distributorProfileId: null,
    ...extra,
  };
}

export const CITIES: City[] = [
  { id: 1, name: 'Москва' },
  { id: 2, name: 'Казань' },
];

export function brand(id: number, name: string, extra: Partial<Brand> = {}): Brand {
  return {
    id,
    name,
    description: null,
    blocked: false,
    active: true,
    logoId: null,
    bgId: null,
    mainOffer: null,
    positionSf: null,
    cityCodeId: 1,
    totalScore: null,
    totalFeedbacks: 0,
    adresses: [],
    salesUnits: [],
    brandSalesUnitCategories: [],
    showroomCardType: null,
    showroomBadgeType: null,
    maximumCashback: 0.05,
    files: [],
    ...NO_PAYMENT_PRODUCTS,
    ...extra,
  };
}

/** An ApiPort answering only what a test gives it; any other call rejects, naming the method. */
export function fakeApi(calls: Partial<ApiPort>): ApiPort {
  return new Proxy(calls, {
    get(target, name) {
      const own = (target as Record<string | symbol, unknown>)[name];
      return own ?? (() => Promise.reject(new Error(`fake api: ${String(name)} was not expected`)));
    },
  }) as ApiPort;
}

/**
 * The portal's services over `api` and memory adapters (city 1 stored, no session, no referral, the tests' clock;
 * the machines on `timers` when given), for a router a test builds itself (a server render, a hydration) rather than through renderApp.
 */
export function memoryServices(api: ApiPort, timers?: Services['timers']): Services {
  const tokens = new MemoryTokenStore();
  return createServices(
    {
      api,
      ...(timers === undefined ? {} : { timers }),
      tokens,
      renewal: new SessionRefresher({ tokens, fingerprint: 'test', refresh: (request) => api.refresh(request) }),
      cityStore: new MemoryCityStore(1),
      favouriteIntents: new MemoryFavouriteIntentStore(),
      referrals: new MemoryReferralStore(),
      navigator: new MemoryNavigator(),
      parentWindow: new MemoryParentWindow(),
      logger: { error: () => {} },
      clock: { now: () => Date.UTC(2025, 0, 15) },
    },
    { fingerprint: 'test', promoCodesSwitch: '1', fileBase: '/api', links: NO_EXTERNAL_LINKS },
  );
}

export interface RenderAppOptions {
  /** Signed in as this user (a refresh returns it); signed out when absent. */
  user?: AuthUser;
  cities?: City[];
  /** The city a signed-out visitor chose before (the signed-in city comes from the profile). */
  storedCityId?: number | null;
  brands?: Brand[];
  categories?: Category[];
  promoCodesSwitch?: string;
  /** The configured external addresses; none (a fresh start) when absent. */
  links?: ExternalLinks;
  /** Extra or replaced API calls. */
  api?: Partial<ApiPort>;
  /** The social one-tap sign-in's adapters; the forms show no button without them. */
  social?: SocialPorts;
  /** Picture uploads; the partner form shows no logo field without them. */
  uploads?: FileUploads;
  /**
   * «Рядом со мной»: the shopper's position kept in the tab earlier in the visit, which the device also gives on a
   * tap; null: nothing kept, and the device cannot tell. Absent: no geolocation at all (nobody is asked).
   */
  position?: GeoPoint | null;
}

export interface RenderedApp {
  router: AppRouter;
  session: AppSession;
  services: Services;
  parent: MemoryParentWindow;
  navigator: MemoryNavigator;
  view: RenderResult;
  /** The current address, path and query. */
  href: () => string;
}

/**
 * Resolves once the router has loaded the page and the session is ready, told by their own events. The page's
 * route chunks are imported lazily and transformed on their first import, which on a busy machine can take
 * seconds: no fixed deadline here, the test's own timeout is the only limit.
 */
function pageSettled(router: AppRouter, session: AppSession): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const check = () => {
      if (router.state.status === 'idle' && session.getSnapshot().status === 'ready') {
        stops.forEach((stop) => stop());
        resolve();
      }
    };
    stops.push(router.subscribe('onResolved', check), session.subscribe(check));
    check();
  });
}

/** «Рядом со мной»'s ports with `position` kept in the tab (none: nothing kept, and the device cannot tell). */
function keptPosition(position: GeoPoint | null): {
  geolocator: { locate(): Promise<GeoPoint> };
  positions: PositionStore;
} {
  let kept = position;
  return {
    geolocator: { locate: async () => position ?? Promise.reject(new PositionUnavailableError('unavailable')) },
    positions: { read: () => kept, save: (point) => void (kept = point), clear: () => void (kept = null) },
  };
}

/** Renders the portal at `url` and waits until the route is loaded and the session has started. */
export async function renderApp(url = '/', options: RenderAppOptions = {}): Promise<RenderedApp> {
  // jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
  window.scrollTo = () => {};
  const tokens = new MemoryTokenStore();
  const { user } = options;
  if (user !== undefined) {
    tokens.save({ accessToken: user.accessToken, refreshToken: user.refreshToken });
  }
  const cities = options.cities ?? CITIES;
  const publicOutlets = options.api?.salesUnitsPublicList ?? (async () => []);
  const api = fakeApi({
    refresh: async () => {
      if (user === undefined) {
        throw new Error('no session');
      }
      return user;
    },
    activeCities: async () => cities,
    getFavouriteOnlineShops: async () => [],
    getFavouriteSalesUnits: async () => [],
    getTenantProfile: async (id) => ({
      id,
      blocked: false,
      nickname: null,
      firstName: null,
      lastName: null,
      surName: null,
      gender: null,
      birthday: null,
      jobTitle: null,
      email: null,
      phone: user?.login ?? '',
      whatsapp: null,
      telegram: null,
      instagram: null,
      countryCodeId: 1,
      cityCodeId: cities[0]?.id ?? null,
      address: null,
      pushTypeIds: [],
      photoFileId: null,
    }),
    offlinePartners: async () => ({ brands: options.brands ?? [] }),
    offlineCategories: async () => options.categories ?? [],
    onlineCategories: async () => options.categories ?? [],
    onlineShopsPublicList: async () => [],
    salesUnitsPublicList: publicOutlets,
    cityOpeningHours: async () => [],
    // The first page and a brand's outlets come from the list the test gives, as in every adapter.
    ...outletListReads(publicOutlets),
    activeNews: async () => [],
    ...options.api,
  });
  const parent = new MemoryParentWindow();
  const navigator = new MemoryNavigator();
  const services = createServices(
    {
      api,
      tokens,
      // The session's one owner, as the app entry builds it (over this page alone: jsdom has no Web Locks).
      renewal: new SessionRefresher({ tokens, fingerprint: FINGERPRINT, refresh: (request) => api.refresh(request) }),
      cityStore: new MemoryCityStore(options.storedCityId === undefined ? 1 : options.storedCityId),
      favouriteIntents: new MemoryFavouriteIntentStore(),
      referrals: new MemoryReferralStore(),
      navigator,
      parentWindow: parent,
      logger: { error: () => {} },
      clock: { now: () => Date.UTC(2025, 0, 15) },
      ...(options.social === undefined ? {} : { social: options.social }),
      ...(options.uploads === undefined ? {} : { uploads: options.uploads }),
      ...(options.position === undefined ? {} : keptPosition(options.position)),
    },
    {
      fingerprint: FINGERPRINT,
      promoCodesSwitch: options.promoCodesSwitch ?? '1',
      fileBase: '/api',
      links: options.links ?? NO_EXTERNAL_LINKS,
    },
  );
  const address = new URL(url, 'http://localhost');
  const startSearch = v.parse(rootSearchSchema, parseSearch(address.search));
  const startup = readStartup({ pathname: address.pathname, search: startSearch }, FINGERPRINT);
  // As the app's entry does, before the session starts.
  keepVisitFacts(startup, services);
  const session = new AppSession(services, startup);
  session.start();
  const router = createAppRouter({ services, session }, createMemoryHistory({ initialEntries: [url] }));
  const view = render(<RouterProvider router={router} />);
  await act(() => pageSettled(router, session));
  return { router, session, services, parent, navigator, view, href: () => router.state.location.href };
}
