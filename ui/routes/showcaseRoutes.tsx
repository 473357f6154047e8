/** Main page, brands, outlets and online shops, with their detail screens. */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { requireId } from './params.ts';
import { rootRoute } from './root.tsx';
import { LIST_SEARCH_DEFAULTS, listSearchSchema } from './searchParams.ts';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../screens/HomeScreen.tsx')),
});

export const brandsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/brands',
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: lazyRouteComponent(() => import('../screens/BrandsScreen.tsx')),
});

export const brandRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/brands/$brandId',
  beforeLoad: ({ params }) => requireId(params.brandId),
  component: lazyRouteComponent(() => import('../screens/BrandScreen.tsx')),
});

export const offlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offline',
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: lazyRouteComponent(() => import('../screens/OfflineScreen.tsx')),
});

export const outletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offline/$outletId',
  beforeLoad: ({ params }) => requireId(params.outletId),
  component: lazyRouteComponent(() => import('../screens/OutletScreen.tsx')),
});

export const onlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/online',
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: lazyRouteComponent(() => import('../screens/OnlineScreen.tsx')),
});

export const shopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/online/$shopId',
  beforeLoad: ({ params }) => requireId(params.shopId),
  component: lazyRouteComponent(() => import('../screens/ShopScreen.tsx')),
});

/** «Избранное» from the profile menu: the favourite outlets and shops of the city (issue 10). */
export const favouritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/favourites',
  component: lazyRouteComponent(() => import('../screens/FavouritesScreen.tsx')),
});

export const showcaseRoutes = [homeRoute, brandsRoute, brandRoute, offlineRoute, outletRoute, onlineRoute, shopRoute, favouritesRoute] as const;
