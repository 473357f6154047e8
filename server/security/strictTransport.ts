/**
 * Strict-Transport-Security (issue 30 §3): a browser that once reached production over https keeps to https,
 * so a network attacker cannot strip a later visit to plain http and read the tokens the page sends.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config.ts';
import type { FastPath } from '../http/listFastPath.ts';
import { isLoopback } from '../../core/widgetKit/providerOrigin.ts';
import { isTrustedProxy } from '../auth/trustProxy.ts';

/** One year; without includeSubDomains (other hosts of the domain are not ours to pin to https). */
const HSTS_VALUE = 'max-age=31536000';

/** The host name of a Host value, its port dropped (`[::1]:3000` → `[::1]`). */
const HOST_NAME = /^(\[[^\]]*\]|[^:]*)/;

export type StrictTransportConfig = Pick<ServerConfig, 'production' | 'publicUrl' | 'trustProxy'>;

/** What the rule reads of a request. */
interface ArrivingRequest {
  host: string | undefined;
  /** X-Forwarded-Proto as sent; believed only from a proxy TRUST_PROXY vouches for. */
  forwardedProto: string | undefined;
  /** The peer's address. */
  socket: string | undefined;
  /** The connection itself is TLS. */
  encrypted: boolean;
}

/**
 * Whether this request reached production over https: PUBLIC_URL is https (TLS ends in front of the server, and
 * production answers only that host), the connection is TLS, or a trusted proxy's X-Forwarded-Proto (its last
 * entry, the nearest proxy's) says https. Never for a loopback Host: a developer's localhost stays on plain http.
 */
function arrivedOverHttps(config: StrictTransportConfig, request: ArrivingRequest): boolean {
  if (!config.production || isLoopback(HOST_NAME.exec(request.host ?? '')?.[1]?.toLowerCase() ?? '')) {
    return false;
  }
  if (config.publicUrl.startsWith('https://') || request.encrypted) {
    return true;
  }
  const proto = request.forwardedProto?.split(',').pop()?.trim().toLowerCase();
  return (
    proto === 'https' &&
    config.trustProxy !== null &&
    request.socket !== undefined &&
    isTrustedProxy(config.trustProxy, request.socket)
  );
}

function arrivingOf(incoming: IncomingMessage): ArrivingRequest {
  const proto = incoming.headers['x-forwarded-proto'];
  return {
    host: incoming.headers.host,
    forwardedProto: Array.isArray(proto) ? proto.join(', ') : proto,
    socket: incoming.socket.remoteAddress,
    encrypted: (incoming.socket as { encrypted?: boolean }).encrypted === true,
  };
}

/**
 * Runs first among the listener's fast paths and answers nothing: it sets Strict-Transport-Security on the
 * response of a request that arrived over https (`arrivedOverHttps`), so every answer carries it, whether a
 * fast path or the site writes it (Node merges headers set here into writeHead's).
 */
export function strictTransportFastPath(config: StrictTransportConfig): FastPath {
  return (incoming, outgoing) => {
    if (arrivedOverHttps(config, arrivingOf(incoming))) {
      outgoing.setHeader('Strict-Transport-Security', HSTS_VALUE);
    }
    return false;
  };
}
