import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the connecting socket, or null when there is none (in-process `app.request`).
 * X-Forwarded-For is deliberately ignored: any client can write it, so trusting it would let a
 * script pick a fresh "IP" per request and walk past the per-IP limits (docs/security.md).
 */
export function clientIp(c: Context): string | null {
  try {
    const address = getConnInfo(c).remote.address;
    return typeof address === 'string' && address !== '' ? address.slice(0, 64) : null;
  } catch {
    return null;
  }
}
