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

/** One answered request's line. */
export interface RequestLine {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

/** Logs and counts one answered request. */
export function recordRequest(logger: Logger, metrics: SiteMetrics, line: RequestLine, error?: unknown): void {
  metrics.observeRequest(line.method, line.route, line.status, line.durationMs / 1000);
  if (line.status >= 500) {
    // The error's kind only: a message can quote the input (a phone, a code). A 4xx is the client's, not an error.
    logger.error(
      { ...line, error: error instanceof Error ? error.name : error === undefined ? null : typeof error },
      'request failed',
    );
  } else {
    logger.info(line, 'request');
  }
}

/** Milliseconds since `started`, to a tenth. */
export function since(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

/** Logs and counts every request the site answers. */
export function observeRequests(logger: Logger, metrics: SiteMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    await next();
    // On a copy, after the caches inside kept theirs: a kept page or list must not replay one request's id to others.
    const answered = c.res;
    c.res = undefined;
    c.res = new Response(answered.body, answered);
    c.res.headers.set(REQUEST_ID_HEADER, id);
    recordRequest(
      logger,
      metrics,
      { requestId: id, method: c.req.method, route: routeOf(c), status: c.res.status, durationMs: since(started) },
      c.error,
    );
  };
}
