/**
 * GET /metrics (issue 32 §4): not public. It answers a client on this machine (the address as TRUST_PROXY lets the
 * server see it, and no unvouched proxy in between: a proxy on the same machine would make every visitor local), or
 * any client with `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set. Anyone else gets the plain 404
 * of an unknown address, so a scan learns nothing (docs/decisions.md).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { isLoopback } from '../../core/widgetKit/providerOrigin.ts';
import { clientIp } from '../auth/clientIp.ts';
import type { AppEnv, ServerDeps } from '../deps.ts';
import { notFoundResponse } from '../http/failure.ts';
import type { SiteMetrics } from './metrics.ts';

/** Headers a proxy adds when it passes a request on. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** An address as core's host-name rule spells it: `::1` in brackets, an IPv4-mapped IPv6 address as plain IPv4. */
function asHostName(address: string): string {
  const plain = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  return plain.includes(':') ? `[${plain}]` : plain;
}

/** True for a client on this machine, as far as TRUST_PROXY lets the server see the client. */
function isLocalClient(c: Context<AppEnv>, deps: ServerDeps): boolean {
  if (deps.config.trustProxy === null && FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) {
    return false;
  }
  const address = clientIp(c);
  return (
    address !== null &&
    (isLoopback(asHostName(address)) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(asHostName(address)))
  );
}

/** Compares in constant time (both sides hashed first, so their lengths do not show either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function hasToken(c: Context<AppEnv>, token: string | null): boolean {
  if (token === null) {
    return false;
  }
  const header = c.req.header('authorization') ?? '';
  return header.startsWith('Bearer ') && sameSecret(header.slice('Bearer '.length), token);
}

/** The /metrics route; `token` is METRICS_TOKEN (null or empty: only local clients). */
export function metricsRoutes(deps: ServerDeps, metrics: SiteMetrics, token: string | null): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const expected = token === null || token === '' ? null : token;
  app.get('/metrics', async (c) => {
    c.set('deps', deps);
    if (!hasToken(c, expected) && !isLocalClient(c, deps)) {
      return notFoundResponse(c);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
  return app;
}
