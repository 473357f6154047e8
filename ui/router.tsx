import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { pageCityOf, type AppContext, type RouterContext } from './app/context.ts';
import { isFrameLocation } from './app/frameMode.ts';
import { RoutePending } from './layout/RouteLoading.tsx';
import { authRoutes } from './routes/authRoutes.tsx';
import { contentRoutes } from './routes/contentRoutes.tsx';
import { profileRoutes } from './routes/profileRoutes.tsx';
import { rootRoute } from './routes/root.tsx';
import { parseSearch, stringifySearch } from './routes/searchParams.ts';
import { showcaseRoutes } from './routes/showcaseRoutes.tsx';
import { socialRoutes } from './routes/socialRoutes.tsx';
import { ServerErrorScreen } from './screens/ServerErrorScreen.tsx';

const routeTree = rootRoute.addChildren([
  ...showcaseRoutes,
  ...authRoutes,
  ...socialRoutes,
  ...contentRoutes,
  ...profileRoutes,
]);

/**
 * The portal's router. Its context carries the services, the session and the page's city to every route and
 * screen; tests pass a memory history. In frames mode every resolved navigation posts page_change with the new path.
 */
export function createAppRouter(app: AppContext, history?: RouterHistory) {
  const context: RouterContext = { ...app, cityId: pageCityOf(app.session.getSnapshot()) };
  // A server render has no history of scroll positions; the router's restoring script would be inline, which the CSP refuses.
  const serverRender = typeof document === 'undefined';
  const router = createRouter({
    routeTree,
    context,
    ...(history === undefined ? {} : { history }),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: ServerErrorScreen,
    scrollRestoration: !serverRender,
  });
  // Every list is per city: the root context follows the session's city, and when it changes the loaders read again.
  app.session.subscribe(() => {
    const cityId = pageCityOf(app.session.getSnapshot());
    if (cityId !== router.options.context.cityId) {
      router.update({ ...router.options, context: { ...router.options.context, cityId } });
      void router.invalidate();
    }
  });
  // A page change is a new address: loaders read again for the same address (a city settled, «Повторить») are not.
  let lastPosted: string | null = null;
  router.subscribe('onResolved', ({ toLocation }) => {
    if (isFrameLocation(toLocation) && toLocation.href !== lastPosted) {
      lastPosted = toLocation.href;
      app.services.parentWindow.post({ type: 'page_change', path: toLocation.pathname });
    }
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
