/**
 * The widget kit's built files for the sites that embed it (issue 7): /widget/vkid-sdk.js for a
 * `<script>` tag, /widget/esm/** for `import`, /widget/types/** for editors, from dist/widget/. Any origin
 * may load them: `Access-Control-Allow-Origin: *` (module scripts and `import()` from another origin are
 * CORS requests) and `Cross-Origin-Resource-Policy: cross-origin` (sites with COEP). Other /widget/ paths
 * (the demo page) go on to the next handler.
 */
import { readFile, stat } from 'node:fs/promises';
import type { MiddlewareHandler } from 'hono';
import { sendCacheable, strongEtag } from './http/cache.ts';
import { fileForPath } from './static.ts';

/** The kit's files by URL path; the capture says what kind of file it is. */
const KIT_FILE = /^\/widget\/(?:vkid-sdk\.js|esm\/[\w./-]+\.js|types\/[\w./-]+\.d\.ts)(\.map)?$/;
/** Chunks carry a content hash in their name: a new build gets new names. */
const HASHED = /^\/widget\/esm\/chunks\//;

const HEADERS = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

function contentType(path: string): string {
  if (path.endsWith('.map')) {
    return 'application/json; charset=utf-8';
  }
  return path.endsWith('.d.ts') ? 'text/plain; charset=utf-8' : 'text/javascript; charset=utf-8';
}

/** Serves the kit from `root`/widget (`root` is the build directory, dist/). */
export function serveWidgetAssets(options: { root: string }): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !KIT_FILE.test(path) || path.includes('..')) {
      return next();
    }
    const file = fileForPath(options.root, path);
    const info = file === null ? null : await stat(file).catch(() => null);
    if (file === null || info === null || !info.isFile()) {
      return c.text('Not found: the widget kit is built by npm run build:widget', 404, HEADERS);
    }
    const bytes = new Uint8Array(await readFile(file));
    await sendCacheable(c, bytes, {
      etag: strongEtag(bytes),
      cacheControl: HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      contentType: contentType(path),
      compressible: true,
      extraHeaders: HEADERS,
    });
    return c.res;
  };
}
