/** The sign-in pages: bare, without navbar and footer (portal §2 «Layout»). */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

const bare = { bare: true };

const registrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/RegistrationScreen.tsx')),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/LoginScreen.tsx')),
});

const passwordLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/PasswordLoginScreen.tsx')),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/ForgotPasswordScreen.tsx')),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  staticData: bare,
  component: lazyRouteComponent(() => import('../screens/ResetPasswordScreen.tsx')),
});

export const authRoutes = [
  registrationRoute,
  loginRoute,
  passwordLoginRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
] as const;
