/** The social sign-in's callback routes (portal §2 'login-vk', 'registration-vk'): bare like the sign-in pages. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { socialCallbackSearchSchema } from '../../core/domain/pageParams.ts';
import { rootRoute } from './root.tsx';

const bare = { bare: true };

const loginVkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login-vk',
  staticData: bare,
  validateSearch: socialCallbackSearchSchema,
  component: lazyRouteComponent(() => import('../screens/SocialCallbackScreen.tsx'), 'LoginVkScreen'),
});

const registrationVkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration-vk',
  staticData: bare,
  validateSearch: socialCallbackSearchSchema,
  component: lazyRouteComponent(() => import('../screens/SocialCallbackScreen.tsx'), 'RegistrationVkScreen'),
});

export const socialRoutes = [loginVkRoute, registrationVkRoute] as const;
