/**
 * One JSON line per request, and per error, through pino (issue 32 §4), and the request's numbers for /metrics.
 * A line holds the method, the route pattern (`/api/news/:id`: never the path itself, which can carry ids and phone
 * numbers, nor its query string), the status, the duration and the request id; never a body and no header but the
 * request id, so no token, code, password or phone number reaches the logs (tests/server/observability/logPrivacy.test.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { SiteMetrics } from './metrics.ts';

/** The header a balancer names its request id in, and the answer returns. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A balancer's id is kept only when it is a short plain token: anything else could forge or flood log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the balancer's when sane, else a new one. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The pattern of the route that answered; `*` for the pages and files the catch-all handlers serve. */
function routeOf(c: Context): string {
  const path = routePath(c);
  return path === '' || path === '/*' ? '*' : path;
}

/** Logs and counts every request the site answers. */
export function observeRequests(logger: Logger, metrics: SiteMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.header(REQUEST_ID_HEADER, id);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    const status = c.res.status;
    metrics.observeRequest(c.req.method, route, status, seconds);
    const line = { requestId: id, method: c.req.method, route, status, durationMs: Math.round(seconds * 10_000) / 10 };
    if (status >= 500) {
      // The error's kind only: a message can quote the input (a phone, a code). A 4xx is the client's, not an error.
      const error = c.error instanceof Error ? c.error.name : c.error === undefined ? null : typeof c.error;
      logger.error({ ...line, error }, 'request failed');
    } else {
      logger.info(line, 'request');
    }
  };
}
