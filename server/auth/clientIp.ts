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

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 spelling. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** Headers a proxy adds when it passes a request on. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * True only for a client on this machine that talks to the server directly: the socket is loopback and no
 * proxy forwarded the request (a proxy on the same machine would make every visitor look local).
 * In-process requests have no socket and are not local clients.
 */
export function isDirectLoopbackClient(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) {
    return false;
  }
  try {
    const address = getConnInfo(c).remote.address;
    return typeof address === 'string' && isLoopbackAddress(address);
  } catch {
    return false;
  }
}
