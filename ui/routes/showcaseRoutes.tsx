/** Main page, brands, outlets and online shops, with their detail screens. */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { DetailNotFound } from '../screens/DetailLayout.tsx';
import { firstPageOfNewFilter, requireId } from './params.ts';
import { rootRoute } from './root.tsx';
import { PUBLIC_ANSWER_FRESH_SECONDS } from '../../core/domain/constants.ts';
import {
  brandSearchSchema,
  brandsSearchSchema,
  FEEDBACK_SEARCH_DEFAULTS,
  feedbackSearchSchema,
  OFFLINE_SEARCH_DEFAULTS,
  offlineSearchSchema,
  SHOWCASE_SEARCH_DEFAULTS,
  showcaseSearchSchema,
} from '../../core/domain/pageParams.ts';

// Each route's loader (ui/routes/loaders/) comes with the first navigation that needs it: a server-rendered page hydrates without it.
const heads = () => import('./heads.ts');

/** How long a public list the page read stays fresh: the minute the API lets caches keep it. */
const PUBLIC_LIST_FRESH_MS = PUBLIC_ANSWER_FRESH_SECONDS * 1000;

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: async (options) => (await import('./loaders/homeLoader.ts')).homeLoader(options),
  head: async ({ match }) => ({ meta: (await heads()).listHead(match.context, 'home') }),
  component: lazyRouteComponent(() => import('../screens/HomeScreen.tsx')),
});

const brandsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/brands',
  validateSearch: brandsSearchSchema,
  search: { middlewares: [stripSearchParams(SHOWCASE_SEARCH_DEFAULTS)] },
  // The server narrows brands to the category; the search text and the order (core queryBrands) apply in the page,
  // on the server's render too, so a filtered address is rendered filtered. Ordered by distance, the loader also
  // measures each brand's nearest outlet, so that order is a read of its own.
  loaderDeps: ({ search }) => ({ category: search.category, distance: search.sort === 'distance', open: search.open }),
  loader: async (options) => (await import('./loaders/brandsLoader.ts')).brandsLoader(options),
  head: async ({ match }) => ({ meta: (await heads()).listHead(match.context, 'brands') }),
  component: lazyRouteComponent(() => import('../screens/BrandsScreen.tsx')),
});

const brandRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/brands/$brandId',
  validateSearch: brandSearchSchema,
  search: { middlewares: [stripSearchParams(FEEDBACK_SEARCH_DEFAULTS)] },
  beforeLoad: ({ params }) => requireId(params.brandId),
  loaderDeps: ({ search }) => ({
    outlet: search.outlet ?? null,
    feedback_pages: search.feedback_pages,
    replies: search.replies,
  }),
  loader: async (options) => (await import('./loaders/brandLoader.ts')).brandLoader(options),
  head: async ({ match, loaderData }) => ({
    meta: loaderData?.brand.status === 'ready' ? (await heads()).brandHead(match.context, loaderData.brand.data) : [],
  }),
  notFoundComponent: () => <DetailNotFound back="/brands" backLabel="Офлайн-партнёры" title="Партнёр не найден" />,
  component: lazyRouteComponent(() => import('../screens/BrandScreen.tsx')),
});

const offlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offline',
  validateSearch: offlineSearchSchema,
  search: { middlewares: [firstPageOfNewFilter, stripSearchParams(OFFLINE_SEARCH_DEFAULTS)] },
  // The pages shown of the showcase narrowed by the address's category and search, in its order; on the map, its first view's tiles.
  loaderDeps: ({ search }) => ({
    category: search.category,
    q: search.q,
    open: search.open,
    sort: search.sort,
    pages: search.pages,
    view: search.view,
    area: search.area,
  }),
  loader: async (options) => (await import('./loaders/offlineLoader.ts')).offlineLoader(options),
  // Public lists may be kept a minute (the API's Cache-Control); a city change invalidates at once.
  staleTime: PUBLIC_LIST_FRESH_MS,
  head: async ({ match }) => ({ meta: (await heads()).listHead(match.context, 'offline') }),
  component: lazyRouteComponent(() => import('../screens/OfflineScreen.tsx')),
});

const outletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offline/$outletId',
  validateSearch: feedbackSearchSchema,
  search: { middlewares: [stripSearchParams(FEEDBACK_SEARCH_DEFAULTS)] },
  beforeLoad: ({ params }) => requireId(params.outletId),
  // How many pages of feedbacks the address shows, and whose replies are open.
  loaderDeps: ({ search }) => ({ feedback_pages: search.feedback_pages, replies: search.replies }),
  loader: async (options) => (await import('./loaders/outletLoader.ts')).outletLoader(options),
  head: async ({ match, loaderData }) => ({
    meta:
      loaderData?.record.status === 'ready' ? (await heads()).outletHead(match.context, loaderData.record.data) : [],
  }),
  notFoundComponent: () => <DetailNotFound back="/offline" backLabel="Точки партнёров" title="Точка не найдена" />,
  component: lazyRouteComponent(() => import('../screens/OutletScreen.tsx')),
});

const onlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/online',
  validateSearch: showcaseSearchSchema,
  search: { middlewares: [stripSearchParams(SHOWCASE_SEARCH_DEFAULTS)] },
  // The city's shops whole; category, search text and order (core narrowShowcase over sortOnlineShowcase) apply in the page, server render included.
  loader: async (options) => (await import('./loaders/onlineLoader.ts')).onlineLoader(options),
  head: async ({ match }) => ({ meta: (await heads()).listHead(match.context, 'online') }),
  component: lazyRouteComponent(() => import('../screens/OnlineScreen.tsx')),
});

const shopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/online/$shopId',
  beforeLoad: ({ params }) => requireId(params.shopId),
  loader: async (options) => (await import('./loaders/shopLoader.ts')).shopLoader(options),
  head: async ({ match, loaderData }) => ({
    meta: loaderData?.record.status === 'ready' ? (await heads()).shopHead(match.context, loaderData.record.data) : [],
  }),
  notFoundComponent: () => <DetailNotFound back="/online" backLabel="Онлайн-покупки" title="Магазин не найден" />,
  component: lazyRouteComponent(() => import('../screens/ShopScreen.tsx')),
});

/** «Избранное» from the profile menu: the favourite outlets and shops of the city (issue 10). */
const favouritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/favourites',
  loader: async (options) => (await import('./loaders/favouritesLoader.ts')).favouritesLoader(options),
  head: async ({ match }) => ({ meta: (await heads()).listHead(match.context, 'favourites') }),
  component: lazyRouteComponent(() => import('../screens/FavouritesScreen.tsx')),
});

export const showcaseRoutes = [
  homeRoute,
  brandsRoute,
  brandRoute,
  offlineRoute,
  outletRoute,
  onlineRoute,
  shopRoute,
  favouritesRoute,
] as const;
