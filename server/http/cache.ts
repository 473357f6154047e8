import { createHash } from 'node:crypto';
import { PUBLIC_ANSWER_FRESH_SECONDS } from '../../core/domain/constants.ts';
import type { ServerDeps } from '../deps.ts';
import { answerCacheOf, contentVersionsOf, type CachedAnswer } from './answerCache.ts';
import { COMPRESS_THRESHOLD_BYTES, compressBody, type Encoding } from './compression.ts';
import { noteListAnswer } from './listShapes.ts';
import { acceptedEncoding } from './negotiation.ts';
import { withinApiBound } from './shedding.ts';
import { validatedInputOf } from './validate.ts';
import type { Context, MiddlewareHandler } from 'hono';

/** How long browsers and proxies may reuse a public list without asking again (the core's one figure). */
export const PUBLIC_LIST_MAX_AGE_SECONDS = PUBLIC_ANSWER_FRESH_SECONDS;
function digest(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('base64url');
}

/** A weak validator for a JSON body: the same bytes give the same tag, whatever encoding is sent. */
export function weakEtag(bytes: Uint8Array): string {
  return `W/"${digest(bytes)}"`;
}

/** A strong validator for stored bytes sent as they are. */
export function strongEtag(bytes: Uint8Array): string {
  return `"${digest(bytes)}"`;
}

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** If-None-Match with the weak comparison of RFC 9110 §13.1.2: `*`, or any listed tag with the same opaque part. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined || header.trim() === '') {
    return false;
  }
  if (header.trim() === '*') {
    return true;
  }
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

function addVary(headers: Headers, name: string): void {
  const current = headers.get('Vary');
  if (current === null || current.trim() === '') {
    headers.set('Vary', name);
  } else if (
    current.trim() !== '*' &&
    !current
      .toLowerCase()
      .split(',')
      .some((part) => part.trim() === name.toLowerCase())
  ) {
    headers.set('Vary', `${current}, ${name}`);
  }
}

/** Replaces the response without Hono copying the old headers back over the new ones. */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/** How `sendCacheable` sends one body. */
export interface CacheableOptions {
  etag: string;
  cacheControl: string;
  contentType: string;
  compressible: boolean;
  extraHeaders?: Record<string, string>;
  /** Where the compressed forms come from; by default the shared cache of static bodies, keyed by the tag. */
  encoded?: (encoding: Encoding) => Promise<Uint8Array>;
}

/**
 * Sends `bytes` as the answer with the given validator and caching headers: 304 when the request's
 * If-None-Match already holds the tag, else the body, compressed when it is large enough and the client accepts it.
 * Headers already on `c.res` (CORS, nosniff) are kept.
 */
export async function sendCacheable(c: Context, bytes: Uint8Array, options: CacheableOptions): Promise<void> {
  // Before any answer is set, c.res is the request's own header list (what the middleware set so far) and is
  // changed in place; an answer a handler made is copied, as its headers may be shared or read-only.
  const headers = c.finalized ? new Headers(c.res.headers) : c.res.headers;
  headers.set('ETag', options.etag);
  headers.set('Cache-Control', options.cacheControl);
  for (const [name, value] of Object.entries(options.extraHeaders ?? {})) {
    headers.set(name, value);
  }
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  if (options.compressible) {
    addVary(headers, 'Accept-Encoding');
  }
  if (ifNoneMatchHits(c.req.header('If-None-Match'), options.etag)) {
    headers.delete('Content-Type');
    replaceResponse(c, new Response(null, { status: 304, headers }));
    return;
  }
  headers.set('Content-Type', options.contentType);
  const encoding = options.compressible && bytes.byteLength >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(c) : null;
  let body = bytes;
  if (encoding !== null) {
    body = await (options.encoded?.(encoding) ?? compressBody(bytes, opaque(options.etag), encoding));
    headers.set('Content-Encoding', encoding);
    // A strong tag names exact bytes; the compressed bytes differ, so the tag is only weakly equal.
    headers.set('ETag', options.etag.startsWith('W/') ? options.etag : `W/${options.etag}`);
  }
  headers.set('Content-Length', String(body.byteLength));
  // Bytes from the database drivers and zlib sit on plain ArrayBuffers, never shared memory.
  const payload = c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>);
  replaceResponse(c, new Response(payload, { status: 200, headers }));
}

/**
 * For the public read-only calls (GET and the POST list calls): a 200 JSON answer gets a weak ETag
 * (hash of its bytes), `Cache-Control: public, max-age=…` in place of the API's default no-store,
 * 304 when If-None-Match matches, and br/gzip compression from 1 KB up (each form made once and kept with the
 * answer, so a cached answer is sent as stored compressed bytes). Error answers pass untouched.
 * Browsers do not cache POST answers; the ETag still lets a client revalidate them.
 *
 * The answer itself is kept in the server's bounded answer cache, keyed on the route and the validated input:
 * place this middleware after the route's validators, so unknown fields and query parameters never make a new
 * key. How long (issue 23): when the server follows the content version (answersFollowContent, server/main.ts),
 * until a write moves it on, as the answer reads nothing but the content tables; a route whose answer also reads
 * the clock (`readsClock`: the news, by publication date) and a server without the version keep it
 * `publicCacheSeconds`. Clients see the same either way: the same Cache-Control, and an unchanged answer keeps
 * its ETag.
 */
export function publicCache(options: { maxAgeSeconds?: number; readsClock?: boolean } = {}): MiddlewareHandler {
  const cacheControl = `public, max-age=${options.maxAgeSeconds ?? PUBLIC_LIST_MAX_AGE_SECONDS}`;
  const optionsFor = (answer: CachedAnswer): CacheableOptions => ({
    etag: answer.etag,
    cacheControl,
    contentType: answer.contentType,
    compressible: true,
  });
  return async (c, next) => {
    const deps = c.get('deps') as ServerDeps | undefined;
    const ttlMs = (deps?.config.publicCacheSeconds ?? 0) * 1000;
    const now = deps?.clock.now() ?? 0;
    if (ttlMs <= 0 || deps === undefined) {
      await withinApiBound(c, () => next());
      const answer = await answerOf(c, now);
      if (answer !== null) {
        await sendCacheable(c, answer.bytes, optionsFor(answer));
      }
      return;
    }
    const answers = answerCacheOf(deps);
    const key = answerKey(c);
    // The version before the build reads anything: a write during the build clears the cache (answerCache.ts).
    const version = options.readsClock === true ? undefined : contentVersionsOf(deps)?.current();
    let answer = answers.get(key, now);
    if (answer !== undefined && answer.version !== version) {
      answer = undefined;
    }
    if (answer === undefined) {
      // Building reads the database: within the API bound (API_CONCURRENCY), else 503 OVERLOADED at once (issue 23).
      const build = await answers.shared(key, async () => {
        await withinApiBound(c, () => next());
        const built = await answerOf(c, version === undefined ? now + ttlMs : Number.POSITIVE_INFINITY, version);
        if (built !== null) {
          answers.set(key, built, now);
        }
        return built;
      });
      if (build.answer === null) {
        // This request's own error answer is already in place; a request that waited on a failed build makes its own.
        if (!build.ownBuild) {
          await withinApiBound(c, () => next());
        }
        return;
      }
      answer = build.answer;
    }
    const kept = answer;
    noteListAnswer(c, deps, key, cacheControl);
    await sendCacheable(c, kept.bytes, {
      ...optionsFor(kept),
      encoded: (encoding) => answers.encoded(key, kept, encoding),
    });
  };
}

/** The handler's answer as one to keep until `expiresAt`, or null when it is not a 200 JSON answer (errors pass untouched). */
async function answerOf(c: Context, expiresAt: number, version?: number): Promise<CachedAnswer | null> {
  const type = c.res.headers.get('Content-Type') ?? '';
  if (c.res.status !== 200 || !type.startsWith('application/json') || c.res.body === null) {
    return null;
  }
  const bytes = new Uint8Array(await c.res.arrayBuffer());
  return version === undefined
    ? { bytes, etag: weakEtag(bytes), contentType: type, expiresAt }
    : { bytes, etag: weakEtag(bytes), contentType: type, expiresAt, version };
}

/** Method, route pattern and the validated input: requests that mean the same get the same answer. */
function answerKey(c: Context): string {
  return `${c.req.method} ${c.req.routePath} ${JSON.stringify(validatedInputOf(c))}`;
}
