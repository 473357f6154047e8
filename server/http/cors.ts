import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';

/**
 * CORS for an allowlist of origins. Preflights go to Hono's `cors`; every other request gets its headers
 * before the handler runs. Hono's `cors` appends `Vary: Origin` after the handler, and a header set on a
 * finished answer makes Hono rebuild it as a stream, which cost the cached public lists half their throughput
 * (docs/benchmarks.md).
 */
export function corsAllowlist(options: {
  origins: readonly string[];
  allowHeaders: string[];
  allowMethods: string[];
  maxAge: number;
}): MiddlewareHandler {
  const allows = (origin: string): boolean => options.origins.includes(origin);
  const preflight = cors({
    origin: (origin) => (allows(origin) ? origin : null),
    allowHeaders: options.allowHeaders,
    allowMethods: options.allowMethods,
    maxAge: options.maxAge,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return preflight(c, next);
    }
    const origin = c.req.header('Origin') ?? '';
    if (allows(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
    }
    c.header('Vary', 'Origin', { append: true });
    await next();
  };
}
