import { cors } from 'hono/cors';

/**
 * CORS for the endpoints a site's front end calls (statistics, token exchange, user info): any
 * origin, echoed, with credentials — the kit sends statistics with `credentials: 'include'`.
 */
export function echoOriginCors() {
  return cors({
    origin: (origin) => origin || null,
    credentials: true,
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  });
}
