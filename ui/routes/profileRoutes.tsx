/** The shopper's own profile page: the personal area when no external cabinet is configured (issue 19). */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PROFILE_PATH } from '../../core/domain/externalLinks.ts';
import { rootRoute } from './root.tsx';

/** /profile: the signed-in shopper's tenant profile; rendered in the browser only (its first screen depends on the shopper). */
const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PROFILE_PATH,
  component: lazyRouteComponent(() => import('../screens/ProfileScreen.tsx')),
});

export const profileRoutes = [profileRoute] as const;
