/** The social sign-in's callback routes (portal §2 'login-vk', 'registration-vk'): bare like the sign-in pages. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { rootRoute } from './root.tsx';

const bare = { bare: true };

const text = v.fallback(v.optional(v.string()), undefined);

/** What the provider puts on the callback address; anything else reads as absent (the page then exchanges nothing). */
export const socialCallbackSearchSchema = v.object({ code: text, device_id: text, state: text });

export const loginVkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login-vk',
  staticData: bare,
  validateSearch: socialCallbackSearchSchema,
  component: lazyRouteComponent(() => import('../screens/SocialCallbackScreen.tsx'), 'LoginVkScreen'),
});

export const registrationVkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration-vk',
  staticData: bare,
  validateSearch: socialCallbackSearchSchema,
  component: lazyRouteComponent(() => import('../screens/SocialCallbackScreen.tsx'), 'RegistrationVkScreen'),
});

export const socialRoutes = [loginVkRoute, registrationVkRoute] as const;
