/**
 * Cached pages straight to the socket (issue 23): a request whose page the cache holds fresh, in the encoding the
 * request takes, already compressed, is answered by the node:http listener itself, before the site's Hono app
 * builds its Request, Context, Headers and Response objects for it. That per-request work, not the page, is what
 * kept a cached page at about 0.4× a bare node:http server sending the same bytes. Everything else — a miss, a
 * stale page, a compressed form not made yet, any address that is no page — goes through the site as before, and
 * every answer an entry can give was first decided by the site (pageCache.ts): an address the site routes elsewhere
 * (the API, /healthz, the widget, a file, another host in production) never has an entry. The answer is the one
 * pageCache.ts's send() gives, with the security headers the site adds to every answer (server/security/headers.ts).
 */
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { FastPath } from '../http/listFastPath.ts';
import { DEFAULT_TURN_BUDGET_MS, turnBudget } from '../http/turnBudget.ts';
import type { HeadersConfig } from '../security/headers.ts';
import { isFramedRequest, securityHeadersFor } from '../security/headers.ts';
import type { PageCache, RawPageRequest } from './pageCache.ts';

/** A node:http request, read as the page cache reads one; null when it is not a plain page request over HTTP/1. */
function rawOf(incoming: IncomingMessage): RawPageRequest | null {
  const method = incoming.method;
  const target = incoming.url;
  const host = incoming.headers.host;
  if (
    (method !== 'GET' && method !== 'HEAD') ||
    target === undefined ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    host === undefined
  ) {
    return null;
  }
  const scheme = (incoming.socket as { encrypted?: boolean }).encrypted === true ? 'https' : 'http';
  let url: URL;
  try {
    url = new URL(target, `${scheme}://${host}`);
  } catch {
    return null;
  }
  const header = (name: string): string | undefined => {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    method,
    url,
    cookie: header('cookie'),
    acceptEncoding: header('accept-encoding'),
    ifNoneMatch: header('if-none-match'),
  };
}

/** Answers `incoming` from the page cache when it can, and says whether it did. */
export function pageFastPath(
  pages: PageCache,
  config: HeadersConfig,
): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  // The security headers depend on the configuration and on whether the address is framed (frames mode).
  const security = new Map<boolean, Record<string, string>>();
  return (incoming, outgoing) => {
    const raw = rawOf(incoming);
    const answer = raw === null ? null : pages.freshAnswer(raw);
    if (raw === null || answer === null) {
      return false;
    }
    const framed = isFramedRequest(raw.url);
    let added = security.get(framed);
    if (added === undefined) {
      added = securityHeadersFor(raw.url, config);
      security.set(framed, added);
    }
    outgoing.writeHead(answer.status, { ...answer.headers, ...added });
    outgoing.end(answer.body ?? undefined);
    return true;
  };
}

/**
 * A `createServer` for @hono/node-server's serve(): each fast path in turn (pages, then public lists:
 * server/http/listFastPath.ts), the site's listener for everything else. A fast path that takes a request and
 * then finds it cannot answer it (a list whose body it had to read first) hands it to the site itself. Every
 * request starts in the turn budget's slices (server/http/turnBudget.ts), so a busy server still accepts
 * connections.
 */
export function withFastPath(fast: readonly FastPath[], budgetMs = DEFAULT_TURN_BUDGET_MS): typeof createServer {
  return ((options: object, listener: RequestListener) => {
    const start = turnBudget(budgetMs);
    return createServer(options, (incoming, outgoing) => {
      start(() => {
        try {
          answer(incoming, outgoing, fast, listener);
        } catch (error) {
          failed(outgoing, error);
        }
      });
    });
  }) as typeof createServer;
}

function answer(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  fast: readonly FastPath[],
  listener: RequestListener,
): void {
  const site = (): void => {
    listener(incoming, outgoing);
  };
  for (const path of fast) {
    if (path(incoming, outgoing, site)) {
      return;
    }
  }
  site();
}

/** A fast path that threw: the client gets the API's envelope (server/http/failure.ts), the log the error. */
function failed(outgoing: ServerResponse, error: unknown): void {
  console.error('unhandled error', error);
  if (outgoing.headersSent) {
    outgoing.destroy();
    return;
  }
  outgoing.writeHead(500, { 'content-type': 'application/json' });
  outgoing.end(JSON.stringify({ message: 'INTERNAL_ERROR' }));
}
