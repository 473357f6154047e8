import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { forwardedClient } from './trustProxy.ts';

/**
 * The client's address, or null when there is no socket (in-process `app.request`). It is the socket's
 * address unless TRUST_PROXY names the proxies in front of the server: then it is read from
 * X-Forwarded-For as far as those proxies vouch for it (server/auth/trustProxy.ts). Without TRUST_PROXY the
 * header is deliberately ignored: any client can write it, so trusting it would let a script pick a fresh
 * "IP" per request and walk past the per-IP limits (docs/security.md).
 */
export function clientIp(c: Context): string | null {
  let socket: string;
  try {
    const address = getConnInfo(c).remote.address;
    if (typeof address !== 'string' || address === '') {
      return null;
    }
    socket = address;
  } catch {
    return null;
  }
  const trust = (c.get('deps') as ServerDeps | undefined)?.config.trustProxy ?? null;
  const client = trust === null ? socket : forwardedClient(trust, socket, c.req.header('x-forwarded-for'));
  return client.slice(0, 64);
}

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 spelling. */
function isLoopbackAddress(address: string): boolean {
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
