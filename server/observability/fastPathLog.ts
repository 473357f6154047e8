/**
 * The request log and metrics of the answers the fast paths give straight off the socket (the page cache's fresh
 * pages, the public lists), which the site never sees: each gets its X-Request-Id and one line, under the route
 * `fast:page` or `fast:list` (the raw path can carry ids; these answers are public lists and pages anyway).
 */
import type { Logger } from 'pino';
import type { FastPath } from '../http/listFastPath.ts';
import type { SiteMetrics } from './metrics.ts';
import { recordRequest, REQUEST_ID_HEADER, requestIdOf, since } from './requestLog.ts';

/** `path`, with its answers logged and counted under `route`. */
export function observedFastPath(path: FastPath, route: string, logger: Logger, metrics: SiteMetrics): FastPath {
  return (incoming, outgoing, site) => {
    const started = performance.now();
    const sent = incoming.headers['x-request-id'];
    const requestId = requestIdOf(typeof sent === 'string' ? sent : undefined);
    outgoing.setHeader(REQUEST_ID_HEADER, requestId);
    let handedOver = false;
    // The site answers it (at once, or after the path read the body), and logs it itself.
    const toSite = (): void => {
      handedOver = true;
      outgoing.removeHeader(REQUEST_ID_HEADER);
      site();
    };
    if (!path(incoming, outgoing, toSite)) {
      outgoing.removeHeader(REQUEST_ID_HEADER);
      return false;
    }
    outgoing.once('finish', () => {
      if (!handedOver) {
        recordRequest(logger, metrics, {
          requestId,
          method: incoming.method ?? '',
          route,
          status: outgoing.statusCode,
          durationMs: since(started),
        });
      }
    });
    return true;
  };
}
