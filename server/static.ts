import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { sendCacheable, strongEtag } from './http/cache.ts';

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

async function fileStat(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** Text formats worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg\+xml)/;

interface LoadedFile {
  size: number;
  mtimeMs: number;
  bytes: Uint8Array;
  etag: string;
}

/** Reads a file once per version (size and mtime), hashing it for its ETag. */
type FileLoader = (file: string, info: { size: number; mtimeMs: number }) => Promise<LoadedFile>;

function fileLoader(): FileLoader {
  const loaded = new Map<string, LoadedFile>();
  return async (file, info) => {
    const known = loaded.get(file);
    if (known !== undefined && known.size === info.size && known.mtimeMs === info.mtimeMs) {
      return known;
    }
    const bytes = new Uint8Array(await readFile(file));
    const fresh = { size: info.size, mtimeMs: info.mtimeMs, bytes, etag: strongEtag(bytes) };
    loaded.set(file, fresh);
    return fresh;
  };
}

async function sendFile(c: Context, load: FileLoader, file: string, info: { size: number; mtimeMs: number }, cacheControl: string): Promise<Response> {
  const { bytes, etag } = await load(file, info);
  const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  await sendCacheable(c, bytes, { etag, cacheControl, contentType, compressible: COMPRESSIBLE.test(contentType) });
  return c.res;
}

/** A path whose last segment has a dot asks for a file; a missing one is 404, never the app shell. */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.');
}

/**
 * Serves the built UI from `root` for GET and HEAD outside /api: existing files as they are,
 * and index.html for any other page path so the client router takes over (SPA fallback).
 * Every file gets an ETag (304 on a match) and br/gzip compression when it is text.
 * Missing assets answer 404 rather than HTML, which would only confuse the browser.
 */
export function serveSpa(options: { root: string }): MiddlewareHandler {
  const root = resolve(options.root);
  const indexFile = resolve(root, 'index.html');
  const load = fileLoader();
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
    if (info !== null) {
      return sendFile(c, load, file, info, path.startsWith(HASHED_PREFIX) ? IMMUTABLE : REVALIDATE);
    }
    if (path.startsWith(HASHED_PREFIX) || looksLikeFile(path)) {
      return c.text('Not found', 404);
    }
    const index = await fileStat(indexFile);
    if (index === null) {
      return c.text('The UI is not built: run npm run build', 503);
    }
    return sendFile(c, load, indexFile, index, REVALIDATE);
  };
}
