/** The sign-in pages: bare, without navbar and footer (portal §2 «Layout»). */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

const bare = { bare: true };

export const registrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/RegistrationScreen.tsx')),
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/LoginScreen.tsx')),
});

export const passwordLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/PasswordLoginScreen.tsx')),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/ForgotPasswordScreen.tsx')),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/ResetPasswordScreen.tsx')),
});

export const authRoutes = [registrationRoute, loginRoute, passwordLoginRoute, forgotPasswordRoute, resetPasswordRoute] as const;
