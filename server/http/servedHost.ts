import type { MiddlewareHandler } from 'hono';
import type { ApiErrorCode } from '../../core/domain/errorCodes.ts';

/**
 * Production with a public origin answers only requests for its own host: a request naming another Host
 * (`curl -H 'Host: evil.example' …`) gets 421 Misdirected Request with the API's error envelope, before
 * anything is rendered or cached for it. Pages already name the public origin whatever the Host; this keeps
 * a shared cache in front of the portal from storing answers under a made-up host at all.
 */
export function servedHostOnly(publicOrigin: string): MiddlewareHandler {
  const served = new URL(publicOrigin).host.toLowerCase();
  return async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase();
    if (host !== served) {
      return c.json({ message: 'HOST_NOT_SERVED' satisfies ApiErrorCode }, 421);
    }
    return next();
  };
}
