/**
 * Cached public lists straight to the socket (issue 23), as server/render/pageFastPath.ts does for pages: a request
 * whose shape (listShapes.ts: method, Host, target, Content-Type, body bytes) the site already answered from the
 * public answer cache, and whose answer is still there in the encoding the request takes, is answered by the
 * node:http listener itself, before the site's Hono app routes it, runs its middleware, reads and validates the body
 * and builds its Request, Context, Headers and Response objects. Profiled under `npm run bench:api`, that
 * per-request work was most of what a cached list cost beyond writing its bytes.
 *
 * Everything else goes to the site unchanged: another method, an Origin (CORS headers), a chunked or large body, an
 * unknown shape (the site's answer teaches it), an answer expired, cleared by a write or not yet compressed in the
 * encoding asked for. A body read here is handed to the site as the request's `rawBody`, which the Node adapter
 * reads instead of the socket. The answer is publicCache's and sendCacheable's (cache.ts), with the API's and the
 * site's headers (`/api/*`: nosniff, `Vary: Origin`; server/security/headers.ts), in the order Hono sends them;
 * tests/server/http/listFastPath.test.ts compares the two over the socket.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerDeps } from '../deps.ts';
import { securityHeadersFor, type HeadersConfig } from '../security/headers.ts';
import { answerCacheOf, contentVersionsOf, type CachedAnswer } from './answerCache.ts';
import { ifNoneMatchHits } from './cache.ts';
import { COMPRESS_THRESHOLD_BYTES, type Encoding } from './compression.ts';
import { listShapesOf, markShape, MAX_LIST_SHAPES, pathOf, type KnownShape } from './listShapes.ts';
import { acceptedEncodingOf } from './negotiation.ts';

/** Bodies longer than this go to the site (the list bodies are tens of bytes). */
export const MAX_FAST_BODY_BYTES = 1024;

/** A fast path: answers `incoming` itself and says so, or leaves it (returns false); `site` hands it on later. */
export type FastPath = (incoming: IncomingMessage, outgoing: ServerResponse, site: () => void) => boolean;

/** The one value of a header, or undefined when absent or sent more than once (then the site decides). */
function single(incoming: IncomingMessage, name: string): string | undefined | null {
  let found: string | undefined;
  const raw = incoming.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]!.length === name.length && raw[index]!.toLowerCase() === name) {
      if (found !== undefined) {
        return null;
      }
      found = raw[index + 1];
    }
  }
  return found;
}

/** The shape of a request without its body, or null when the site must decide it (see the file's comment). */
function headOf(incoming: IncomingMessage): string | null {
  const method = incoming.method;
  const target = incoming.url;
  if ((method !== 'GET' && method !== 'POST') || target === undefined || !target.startsWith('/api/') || incoming.httpVersion !== '1.1') {
    return null;
  }
  const headers = incoming.headers;
  if (headers.origin !== undefined || headers['transfer-encoding'] !== undefined || headers.expect !== undefined) {
    return null;
  }
  const host = single(incoming, 'host');
  const contentType = single(incoming, 'content-type');
  if (host === undefined || host === null || contentType === null) {
    return null;
  }
  return `${method}\n${host}\n${target}\n${contentType ?? ''}\n`;
}

/** The answer cache's public lists straight to the socket for one server. */
export function listFastPath(deps: ServerDeps, config: HeadersConfig = deps.config): FastPath {
  const registry = listShapesOf(deps);
  const answers = answerCacheOf(deps);
  // The security headers depend on the configuration and on whether the address is framed (frames mode): by target.
  const security = new Map<string, Record<string, string>>();
  const securityFor = (target: string): Record<string, string> | null => {
    let headers = security.get(target);
    if (headers === undefined) {
      let url: URL;
      try {
        // Only the path and the query matter (frames mode); the Host was checked by the site for this shape.
        url = new URL(target, 'http://localhost');
      } catch {
        return null;
      }
      headers = lowerCased(securityHeadersFor(url, config));
      if (security.size >= MAX_LIST_SHAPES) {
        security.clear();
      }
      security.set(target, headers);
    }
    return headers;
  };

  /**
   * The headers of one answer as the site sends them, by target, Cache-Control and representation: made once per
   * answer (names sorted, as Hono's Headers object gives them to the Node adapter) and kept with it.
   */
  const headersOf = new WeakMap<CachedAnswer, Map<string, string[]>>();
  const headerList = (cached: CachedAnswer, target: string, known: KnownShape, kind: Encoding | 'identity' | 304, length: number): string[] | null => {
    let lists = headersOf.get(cached);
    if (lists === undefined) {
      lists = new Map();
      headersOf.set(cached, lists);
    }
    const memo = `${kind} ${known.cacheControl} ${target}`;
    const made = lists.get(memo);
    if (made !== undefined) {
      return made;
    }
    const added = securityFor(target);
    if (added === null) {
      return null;
    }
    const headers: Record<string, string> = { ...added, 'cache-control': known.cacheControl, etag: cached.etag, vary: 'Origin, Accept-Encoding', 'x-content-type-options': 'nosniff' };
    if (kind !== 304) {
      if (kind !== 'identity') {
        headers['content-encoding'] = kind;
        headers.etag = cached.etag.startsWith('W/') ? cached.etag : `W/${cached.etag}`;
      }
      headers['content-type'] = cached.contentType;
      headers['content-length'] = String(length);
    }
    const list = Object.entries(headers)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .flat();
    if (lists.size >= MAX_LIST_SHAPES) {
      lists.clear();
    }
    lists.set(memo, list);
    return list;
  };

  /** Sends the answer `known` names, when the cache holds it in the encoding asked for; else false. */
  const answer = (incoming: IncomingMessage, outgoing: ServerResponse, known: KnownShape): boolean => {
    const cached = answers.get(known.key, deps.clock.now());
    // publicCache's own test: an answer of an older content version is not sent (a write clears them anyway).
    if (cached === undefined || (cached.version !== undefined && cached.version !== contentVersionsOf(deps)?.current())) {
      return false;
    }
    const target = incoming.url!;
    if (ifNoneMatchHits(incoming.headers['if-none-match'], cached.etag)) {
      const headers = headerList(cached, target, known, 304, 0);
      if (headers === null) {
        return false;
      }
      outgoing.writeHead(304, headers);
      outgoing.end();
      registry.answered += 1;
      return true;
    }
    let body = cached.bytes;
    let kind: Encoding | 'identity' = 'identity';
    if (cached.bytes.byteLength >= COMPRESS_THRESHOLD_BYTES) {
      const encoding = acceptedEncodingOf(incoming.headers['accept-encoding']);
      if (encoding !== null) {
        const form = answers.madeForm(known.key, cached, encoding);
        if (form === undefined) {
          return false;
        }
        body = form;
        kind = encoding;
      }
    }
    const headers = headerList(cached, target, known, kind, body.byteLength);
    if (headers === null) {
      return false;
    }
    outgoing.writeHead(200, headers);
    outgoing.end(body);
    registry.answered += 1;
    return true;
  };

  return (incoming, outgoing, site) => {
    const target = incoming.url;
    if (target === undefined || !registry.paths.has(pathOf(target))) {
      return false;
    }
    const head = headOf(incoming);
    if (head === null) {
      return false;
    }
    if (incoming.method === 'GET') {
      const shape = head;
      const known = registry.shapes.get(shape);
      if (known !== undefined && answer(incoming, outgoing, known)) {
        return true;
      }
      markShape(incoming, shape);
      return false;
    }
    const declared = Number(incoming.headers['content-length']);
    if (!Number.isSafeInteger(declared) || declared < 0 || declared > MAX_FAST_BODY_BYTES) {
      return false;
    }
    // The body is read here; whatever happens next, the site gets it as the request's rawBody.
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => {
      const body = Buffer.concat(chunks);
      const shape = `${head}${body.toString('latin1')}`;
      const known = registry.shapes.get(shape);
      if (known !== undefined && answer(incoming, outgoing, known)) {
        return;
      }
      (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
      markShape(incoming, shape);
      site();
    });
    return true;
  };
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
