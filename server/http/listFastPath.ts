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
const MAX_FAST_BODY_BYTES = 1024;

/** A fast path: answers `incoming` itself and says so, or leaves it (returns false); `site` hands it on later. */
export type FastPath = (incoming: IncomingMessage, outgoing: ServerResponse, site: () => void) => boolean;

/** What the fast path reads of a request, in one pass over its raw headers (Node's header object is made lazily). */
interface RawHead {
  /** Method, Host, target and Content-Type: the shape without the body. */
  shape: string;
  contentLength: string | undefined;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/** A repeated header's values joined as Node and Hono's Headers join them. */
function joined(known: string | undefined, value: string): string {
  return known === undefined ? value : `${known}, ${value}`;
}

/**
 * The request's head, or null when the site must decide it (see the file's comment): another method or HTTP
 * version, an Origin, a chunked body, an Expect, no Host, or a Host, Content-Type or Content-Length sent twice.
 */
function headOf(incoming: IncomingMessage): RawHead | null {
  const method = incoming.method;
  const target = incoming.url;
  if (
    (method !== 'GET' && method !== 'POST') ||
    target === undefined ||
    !target.startsWith('/api/') ||
    incoming.httpVersion !== '1.1'
  ) {
    return null;
  }
  let host: string | undefined;
  let contentType: string | undefined;
  let contentLength: string | undefined;
  let ifNoneMatch: string | undefined;
  let acceptEncoding: string | undefined;
  const raw = incoming.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    const value = raw[index + 1]!;
    switch (raw[index]!.toLowerCase()) {
      case 'host':
        if (host !== undefined) {
          return null;
        }
        host = value;
        break;
      case 'content-type':
        if (contentType !== undefined) {
          return null;
        }
        contentType = value;
        break;
      case 'content-length':
        if (contentLength !== undefined) {
          return null;
        }
        contentLength = value;
        break;
      case 'if-none-match':
        ifNoneMatch = joined(ifNoneMatch, value);
        break;
      case 'accept-encoding':
        acceptEncoding = joined(acceptEncoding, value);
        break;
      case 'origin':
      case 'transfer-encoding':
      case 'expect':
        return null;
      default:
    }
  }
  if (host === undefined) {
    return null;
  }
  return { shape: `${method}\n${host}\n${target}\n${contentType ?? ''}\n`, contentLength, ifNoneMatch, acceptEncoding };
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
  const headerList = (
    cached: CachedAnswer,
    target: string,
    known: KnownShape,
    kind: Encoding | 'identity' | 304,
    length: number,
  ): string[] | null => {
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
    const headers: Record<string, string> = {
      ...added,
      'cache-control': known.cacheControl,
      etag: cached.etag,
      vary: 'Origin, Accept-Encoding',
      'x-content-type-options': 'nosniff',
    };
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
  const answer = (incoming: IncomingMessage, outgoing: ServerResponse, head: RawHead, known: KnownShape): boolean => {
    const cached = answers.get(known.key, deps.clock.now());
    // publicCache's own test: an answer of an older content version is not sent (a write clears them anyway).
    if (
      cached === undefined ||
      (cached.version !== undefined && cached.version !== contentVersionsOf(deps)?.current())
    ) {
      return false;
    }
    const target = incoming.url!;
    if (ifNoneMatchHits(head.ifNoneMatch, cached.etag)) {
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
      const encoding = acceptedEncodingOf(head.acceptEncoding);
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
      const known = registry.shapes.get(head.shape);
      if (known !== undefined && answer(incoming, outgoing, head, known)) {
        return true;
      }
      markShape(incoming, head.shape);
      return false;
    }
    const declared = Number(head.contentLength);
    if (
      head.contentLength === undefined ||
      !Number.isSafeInteger(declared) ||
      declared < 0 ||
      declared > MAX_FAST_BODY_BYTES
    ) {
      return false;
    }
    // The body is read here; whatever happens next, the site gets it as the request's rawBody.
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => {
      const body = Buffer.concat(chunks);
      const shape = `${head.shape}${body.toString('latin1')}`;
      const known = registry.shapes.get(shape);
      if (known !== undefined && answer(incoming, outgoing, head, known)) {
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
