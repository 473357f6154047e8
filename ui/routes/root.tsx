import { createRootRouteWithContext, retainSearchParams } from '@tanstack/react-router';
import type { RouterContext } from '../app/context.ts';
import { RootLayout } from '../layout/RootLayout.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { ServerErrorScreen } from '../screens/ServerErrorScreen.tsx';
import { PUBLIC_ANSWER_FRESH_SECONDS } from '../../core/domain/constants.ts';
import { rootSearchSchema } from '../../core/domain/pageParams.ts';

// Each route's loader (ui/routes/loaders/) comes with the first navigation that needs it: a server-rendered page hydrates without it.
declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** The navbar and footer are left out on this route (portal §2 «Layout»). */
    bare?: boolean;
  }
}

/**
 * The root: the parameters every page accepts, the categories of both catalogues (the layout's catalogue menu
 * and the cards name them), the layout, and the 404 and 505 pages.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  loader: async (options) => (await import('./loaders/rootLoader.ts')).rootLoader(options),
  // Read again at most once a minute (the API lets caches keep them that long), not on every navigation.
  staleTime: PUBLIC_ANSWER_FRESH_SECONDS * 1000,
  // Frames mode lives in the address: every navigation inside the frame keeps `iframe`.
  search: { middlewares: [retainSearchParams(['iframe'])] },
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: ServerErrorScreen,
});
