import type { Context, Env, MiddlewareHandler } from 'hono';
import type { ApiErrorCode } from '../../core/domain/errorCodes.ts';
import { isLoopback } from '../../core/widgetKit/providerOrigin.ts';

/** A Host value: a name or an IPv4 address, or an IPv6 one in brackets, and an optional port; nothing else. */
const HOST_SHAPE = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** The host name (no port) a request names in Host, else in its URL (in-process requests); null when it is not a host. */
function requestedHostname(c: Context): string | null {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return HOST_SHAPE.exec(host)?.[1]?.toLowerCase() ?? null;
}

/**
 * Whether a development-only route may answer this request: the Host names this machine (any port:
 * localhost, *.localhost, 127.0.0.1, [::1], names no DNS answer can stand for) or the configured public
 * host. A web page that rebinds its own name to 127.0.0.1 (DNS rebinding) reaches a developer's running
 * server as a same-origin page of its own, but its requests still carry its own name.
 */
function isDevHost(c: Context, configuredOrigin: string | null): boolean {
  const hostname = requestedHostname(c);
  if (hostname === null) {
    return false;
  }
  return isLoopback(hostname) || (configuredOrigin !== null && new URL(configuredOrigin).hostname === hostname);
}

/**
 * The one rule of development-only routes (the portal's /api/dev/*, the local provider's test controls):
 * a request under any other Host gets 421 Misdirected Request `{ "message": "DEV_HOST_NOT_LOCAL" }`.
 * `configuredOrigin` answers the public origin the server is configured with, if any.
 */
export function devHostOnly<E extends Env>(configuredOrigin: (c: Context<E>) => string | null): MiddlewareHandler<E> {
  return async (c, next) => {
    if (!isDevHost(c, configuredOrigin(c))) {
      return c.json({ message: 'DEV_HOST_NOT_LOCAL' satisfies ApiErrorCode }, 421);
    }
    return next();
  };
}
