import { bodyLimit } from 'hono/body-limit';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Hono's `bodyLimit`, minus its cost on the requests it has nothing to count: a GET or HEAD, or a body whose
 * declared Content-Length already says whether it fits. Hono's version opens the request body as a web stream
 * to find out whether there is one, which turns off the Node adapter's direct read of the body (a copy of
 * the request per call); only a chunked body, whose size nobody declared, still goes through it.
 */
export function declaredBodyLimit(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      return next();
    }
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      if (Number.parseInt(declared, 10) > maxSize) {
        return onError(c);
      }
      return next();
    }
    return counting(c, next);
  };
}
