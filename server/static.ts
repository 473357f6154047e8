/**
 * The built UI from dist/: @hono/node-server's serveStatic sends each file (stream, Content-Length, Last-Modified,
 * HEAD, byte ranges); ours is only what the site decides: which file a path names (never outside dist/, never its
 * bookkeeping), the SPA fallback, caching, content types, the validator, and which precompressed sibling
 * (`x.js.br`, `x.js.gz`, written by scripts/precompress.ts at build time) a request gets.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { ifNoneMatchHits, strongEtag } from './http/cache.ts';
import type { Encoding } from './http/compression.ts';
import { acceptedEncoding, ALL_ENCODINGS } from './http/negotiation.ts';

/** Vite puts content-hashed files here: a changed file gets a new name, so they can be cached for good. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) is revalidated on each use, so a new build shows at once. */
const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** The sibling scripts/precompress.ts writes for each encoding. */
const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The file under `root` a URL path names, or null when it would leave the root or is not a path at all. */
export function fileForPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // The build's own bookkeeping (dist/.vite/manifest.json) and the server's render entry (dist/ssr/) are not part of the site.
  if (decoded.includes('\0') || decoded.startsWith('/.vite/') || decoded.startsWith('/ssr/')) {
    return null;
  }
  const file = resolve(root, `.${decoded}`);
  return file === root || file.startsWith(root + sep) ? file : null;
}

interface FileInfo {
  size: number;
  mtimeMs: number;
}

async function fileStat(file: string): Promise<FileInfo | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Strong ETags by file, each the hash of the bytes that file sends, read once per version (size and mtime).
 * x.js, x.js.br and x.js.gz are three representations with three tags: a strong tag promises the very bytes, and
 * one tag for all three would let a cache (or an If-Range) splice brotli bytes into a gzip answer.
 */
function contentTags(): (file: string, info: FileInfo) => Promise<string> {
  const known = new Map<string, FileInfo & { tag: string }>();
  return async (file, info) => {
    const entry = known.get(file);
    if (entry !== undefined && entry.size === info.size && entry.mtimeMs === info.mtimeMs) {
      return entry.tag;
    }
    const tag = strongEtag(new Uint8Array(await readFile(file)));
    known.set(file, { size: info.size, mtimeMs: info.mtimeMs, tag });
    return tag;
  };
}

/**
 * The representation to send: the sibling of the heaviest encoding the request accepts (negotiation.ts) among
 * those the build wrote for this version of the file, else the file itself. The build writes no sibling where
 * compressing saves under 5 % (and none for pictures), so the file is then sent as it is.
 */
async function representation(
  c: Context,
  file: string,
  info: FileInfo,
): Promise<{ file: string; info: FileInfo; encoding: Encoding | null }> {
  let offered = ALL_ENCODINGS;
  for (let encoding = acceptedEncoding(c, offered); encoding !== null; encoding = acceptedEncoding(c, offered)) {
    const sibling = file + SIBLING_SUFFIX[encoding];
    const siblingInfo = await fileStat(sibling);
    // A sibling older than its file belongs to another build.
    if (siblingInfo !== null && siblingInfo.mtimeMs >= info.mtimeMs) {
      return { file: sibling, info: siblingInfo, encoding };
    }
    offered = offered.filter((other) => other !== encoding);
  }
  return { file, info, encoding: null };
}

/** A path whose last segment has a dot asks for a file; a missing one is 404, never the app shell. */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.');
}

/**
 * Serves the built UI from `root` for GET and HEAD outside /api: existing files as they are, and index.html for
 * any other page path so the client router takes over (SPA fallback). Missing assets answer 404 rather than HTML,
 * which would only confuse the browser. Every answer names Accept-Encoding in Vary, as any file may have siblings.
 */
export function serveSpa(options: { root: string }): MiddlewareHandler {
  const root = resolve(options.root);
  const indexFile = resolve(root, 'index.html');
  const tagOf = contentTags();

  async function send(c: Context, file: string, info: FileInfo, cacheControl: string): Promise<Response> {
    const chosen = await representation(c, file, info);
    const headers = {
      ETag: await tagOf(chosen.file, chosen.info),
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
    };
    // Decided before the file is opened: hono's etag middleware would match only after serveStatic has opened a
    // stream to throw away (a 304 then cost six times as much); cache.ts's matcher is the one the API uses too.
    if (ifNoneMatchHits(c.req.header('If-None-Match'), headers.ETag)) {
      return new Response(null, { status: 304, headers });
    }
    // The file was checked just now; `path` (absolute) skips serveStatic's own reading of the URL, done above.
    const response = await serveStatic({ path: chosen.file })(c, async () => undefined);
    if (response === undefined) {
      return c.text('Not found', 404);
    }
    // serveStatic names the type after the file it sent (x.js.br would be octet-stream): the original's, as before.
    response.headers.set('Content-Type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
    for (const [name, value] of Object.entries(headers)) {
      response.headers.set(name, value);
    }
    if (chosen.encoding !== null) {
      response.headers.set('Content-Encoding', chosen.encoding);
    }
    return response;
  }

  return async (c, next) => {
    const path = c.req.path;
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path === '/api' || path.startsWith('/api/')) {
      return next();
    }
    const file = fileForPath(root, path);
    if (file === null) {
      return c.text('Not found', 404);
    }
    const info = file === root ? null : await fileStat(file);
    let target: [string, FileInfo, string];
    if (info !== null) {
      target = [file, info, path.startsWith(HASHED_PREFIX) ? IMMUTABLE : REVALIDATE];
    } else if (path.startsWith(HASHED_PREFIX) || looksLikeFile(path)) {
      return c.text('Not found', 404);
    } else {
      const index = await fileStat(indexFile);
      if (index === null) {
        return c.text('The UI is not built: run npm run build', 503);
      }
      target = [indexFile, index, REVALIDATE];
    }
    return send(c, ...target);
  };
}
