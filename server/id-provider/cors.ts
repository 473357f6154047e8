import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppBook } from './apps.ts';

/**
 * Credentialed CORS for the endpoints a site's front end calls (statistics, token exchange, user
 * info, logout, public info): the kit sends statistics with `credentials: 'include'`, so the request's
 * origin is echoed, but only when it is registered. `appIdOf` names the app the request is for (from
 * its query); a call that names none there (a client id sent only in the body, which a preflight never
 * shows) accepts the origins of any registered app. Any other page gets no CORS header at all (its preflight finds no
 * route), so its browser shows it nothing.
 */
export function echoOriginCors(apps: AppBook, appIdOf: (c: Context) => string | undefined): MiddlewareHandler {
  const answer = cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined || origin === '') {
      return next();
    }
    const appId = appIdOf(c);
    const registered = appId === undefined ? apps.originRegisteredByAny(origin) : apps.originRegistered(appId, origin);
    return registered ? answer(c, next) : next();
  };
}
