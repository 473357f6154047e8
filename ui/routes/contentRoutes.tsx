/** News, the partner application, the frames entry and the server error page. */
import { createRoute, lazyRouteComponent, redirect, stripSearchParams } from '@tanstack/react-router';
import { ServerErrorScreen } from '../screens/ServerErrorScreen.tsx';
import { requireId } from './params.ts';
import { rootRoute } from './root.tsx';
import { LIST_SEARCH_DEFAULTS, listSearchSchema } from './searchParams.ts';

export const newsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news',
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: lazyRouteComponent(() => import('../screens/NewsScreen.tsx')),
});

export const newsItemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news/$newsId',
  beforeLoad: ({ params }) => requireId(params.newsId),
  component: lazyRouteComponent(() => import('../screens/NewsItemScreen.tsx')),
});

/** «Request» of portal §2 is the become-a-partner request page: bare like the sign-in pages. */
export const partnerApplicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partner_application',
  staticData: { bare: true },
  component: lazyRouteComponent(() => import('../screens/PartnerApplicationScreen.tsx')),
});

export const framesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/frames',
  staticData: { bare: true },
  // Frames mode lives in `?iframe`, which every later navigation keeps: the entry puts it in the address.
  beforeLoad: ({ search }) => {
    if (search.iframe !== true) {
      throw redirect({ to: '/frames', search: { ...search, iframe: true }, replace: true });
    }
  },
  component: lazyRouteComponent(() => import('../screens/FramesScreen.tsx')),
});

export const serverErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/505',
  staticData: { bare: true },
  // Already in the first bundle: it is also the router's error page.
  component: ServerErrorScreen,
});

export const contentRoutes = [newsRoute, newsItemRoute, partnerApplicationRoute, framesRoute, serverErrorRoute] as const;
