/**
 * The server's app entry: renders one public page with the same routes, loaders, screens and machines
 * the browser runs, for a visitor nobody knows yet. The API server loads the built file
 * (dist/ssr/entry-server.js) and passes in its own page reads and the page's city; nothing here touches a database.
 */
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createMemoryHistory, RouterProvider, type RouteIds } from '@tanstack/react-router';
import * as v from 'valibot';
import { MemoryCityStore } from '../adapters/memory/MemoryCityStore.ts';
import { MemoryNavigator } from '../adapters/memory/MemoryNavigator.ts';
import { MemoryParentWindow } from '../adapters/memory/MemoryParentWindow.ts';
import { MemoryReferralStore } from '../adapters/memory/MemoryReferralStore.ts';
import { MemoryTokenStore } from '../adapters/memory/MemoryTokenStore.ts';
import { SessionRefresher } from '../adapters/http/SessionRefresher.ts';
import { ApiError, SessionEndedError } from '../core/errors.ts';
import { ConsoleLogger } from '../adapters/logging/ConsoleLogger.ts';
import { OncePerItemLogger } from '../adapters/logging/OncePerItemLogger.ts';
import { DEFAULT_MAX_CASH_ERROR } from '../core/domain/cashback.ts';
import type { ApiPort, PageReads, PageRenderRequest, RenderedPage } from '../core/ports/index.ts';
import { appConfigFromBuild } from './app/buildSettings.ts';
import { dehydrateRouter } from './app/dehydrateRouter.ts';
import { isFrameLocation } from './app/frameMode.ts';
import { isNotFoundPage, pageHead, type HeadMeta } from './app/pageHead.ts';
import { ServerSession } from './app/serverSession.ts';
import { createServices } from './app/services.ts';
import { createAppRouter, type AppRouter } from './router.tsx';
import { rootSearchSchema } from '../core/domain/pageParams.ts';
import { parseSearch } from './routes/searchParams.ts';

/** One log for every render of this process: §7's default-cashback line is written once per item, not once per page. */
const SERVER_LOGGER = new OncePerItemLogger(new ConsoleLogger(), [DEFAULT_MAX_CASH_ERROR]);

/**
 * The page reads (core/ports/pageReads.ts) a server render passes on: every one, and nothing else. Written out so
 * that a render given a whole API (a test's fake) still refuses a shopper's profile, favourites or position: no
 * loader can put a shopper's data into a page that any cache keeps for everyone.
 */
const PAGE_READS: Record<keyof PageReads, true> = {
  activeCities: true,
  onlineCategories: true,
  offlineCategories: true,
  salesUnitsPublicList: true,
  cityOpeningHours: true,
  onlineShopsPublicList: true,
  offlinePartners: true,
  brand: true,
  salesUnit: true,
  onlineShop: true,
  salesUnitActions: true,
  onlineShopActions: true,
  salesUnitActionTerms: true,
  onlineShopActionTerms: true,
  openingHours: true,
  activeNews: true,
  news: true,
  feedbacks: true,
  feedbackReplies: true,
  offlineBanners: true,
  onlineBanners: true,
  mapSettings: true,
};

/**
 * An API failure of the server's reads as this bundle's own ApiError: the built entry carries its own copy of
 * core/errors.ts, so the server's ApiError is not an instance of it, and a loader would take a missing entity for a
 * failed read (a 200 page with «Повторить» instead of the 404).
 */
function asOwnApiError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error) || error.name !== 'ApiError') {
    return error;
  }
  const { code, status, details } = error as Error & { code?: unknown; status?: unknown; details?: unknown };
  return typeof code === 'string' && typeof status === 'number'
    ? new ApiError(code as ApiError['code'], status, { cause: error, details })
    : error;
}

/** The ApiPort a server render's services hold: the page's reads, every other call refused. */
function apiOfReads(reads: PageReads): ApiPort {
  return new Proxy(reads as ApiPort, {
    get: (target, method) => {
      if (typeof method === 'string' && Object.hasOwn(PAGE_READS, method)) {
        const read = Reflect.get(target, method) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) =>
          read.apply(target, args).catch((error: unknown) => {
            throw asOwnApiError(error);
          });
      }
      return () => Promise.reject(new Error(`A server render makes public reads only, not ${String(method)}`));
    },
  });
}

/**
 * The routes a search engine or a first visit may land on, each with the source of the screen its
 * lazyRouteComponent imports (the server links that screen's styles and chunks in the head); sign-in
 * pages and the frames view start in the browser. tests/ui/publicRouteScreens.test.ts keeps the paths
 * true to ui/routes/*.tsx.
 */
export const PUBLIC_ROUTE_SCREENS: Readonly<Partial<Record<RouteIds<AppRouter['routeTree']>, string>>> = {
  '/': 'ui/screens/HomeScreen.tsx',
  '/brands': 'ui/screens/BrandsScreen.tsx',
  '/brands/$brandId': 'ui/screens/BrandScreen.tsx',
  '/offline': 'ui/screens/OfflineScreen.tsx',
  '/offline/$outletId': 'ui/screens/OutletScreen.tsx',
  '/online': 'ui/screens/OnlineScreen.tsx',
  '/online/$shopId': 'ui/screens/ShopScreen.tsx',
  '/news': 'ui/screens/NewsScreen.tsx',
  '/news/$newsId': 'ui/screens/NewsItemScreen.tsx',
  '/partner_application': 'ui/screens/PartnerApplicationScreen.tsx',
};

/**
 * The `PageRenderer` port (core/ports/pageRenderer.ts): renders the page at `href`, or answers null
 * when the address is not a public page. A route the router does not know renders the 404 page.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.href, 'http://portal.invalid');
  const search = v.safeParse(rootSearchSchema, parseSearch(url.search));
  if (!search.success || isFrameLocation({ pathname: url.pathname, search: search.output })) {
    return null;
  }
  const tokens = new MemoryTokenStore();
  const api = apiOfReads(request.reads);
  const { view } = request;
  const { cityId } = view;
  const services = createServices(
    {
      api,
      tokens,
      cityStore: new MemoryCityStore(cityId),
      referrals: new MemoryReferralStore(),
      navigator: new MemoryNavigator(),
      parentWindow: new MemoryParentWindow(),
      logger: SERVER_LOGGER,
      clock: { now: () => Date.now() },
      // Nothing signs in during a server render: its session owner holds nothing and refreshes nothing.
      renewal: new SessionRefresher({
        tokens,
        fingerprint: '',
        refresh: () => Promise.reject(new SessionEndedError()),
      }),
    },
    // The same build settings as the browser's; no fingerprint, as nothing signs in during a server render.
    appConfigFromBuild(import.meta.env, ''),
  );
  const router = createAppRouter(
    { services, session: new ServerSession(view) },
    createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
  );
  await router.load();
  const matches = router.state.matches;
  const leaf = matches.at(-1);
  const notFound = isNotFoundPage(matches) || leaf === undefined || leaf.routeId === '__root__';
  if (!notFound && PUBLIC_ROUTE_SCREENS[leaf.routeId] === undefined) {
    return null;
  }
  const failed = matches.some((match) => match.status === 'error');
  const status = notFound ? 404 : failed ? 500 : 200;
  const head = pageHead(
    matches.map((match) => match.meta as HeadMeta[] | undefined),
    url.pathname,
    { notFound },
  );
  const body = await renderToReadableStream(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    {
      onError: (error) => services.logger.error('ssr: rendering failed', error),
      // React moves a large part (a long card list) out of place and swaps it in with an inline script,
      // which the CSP refuses: every part stays in place, and the data is already loaded anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const modules = matches.flatMap((match) => PUBLIC_ROUTE_SCREENS[match.routeId] ?? []);
  return { status, head, body, ready: body.allReady, router: () => dehydrateRouter(router), modules, view };
}
