import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CITY_COOKIE_NAME, parseCityId } from '../../core/domain/pageCity.ts';
import type { PageRenderer, RenderedPage } from '../../core/ports/index.ts';
import { acceptedEncoding } from '../http/negotiation.ts';
import { firstPaintShell, readBuiltStyles } from './firstPaintShell.ts';
import { pageTemplate, type PageTemplate } from './pageTemplate.ts';
import type { RenderFailures } from './renderFailures.ts';
import { routeAssetTags, type BuildManifest } from './routeAssets.ts';

export interface ServerRenderedPagesOptions {
  /** The built UI (dist/): index.html, .vite/manifest.json and ssr/entry-server.js. */
  root: string;
  /** The API app's own fetch: the render's reads never leave the process. */
  apiFetch: typeof fetch;
  /** The portal's default city; null takes the first active city. */
  defaultCityId: number | null;
  /** Where errors of a render go; the page then falls back to the browser-only shell. */
  logError: (message: string, detail: unknown) => void;
  /** Counts every render that failed (GET /healthz, the start-up smoke check); issue 23. */
  failures?: RenderFailures;
  /**
   * The portal's public origin (config.publicOrigin): pages name it in their canonical address and sharing
   * card whatever Host a request names, so nobody can make a page (or a cache holding it) point elsewhere.
   * Null: the request's own origin (development).
   */
  publicOrigin: string | null;
}

interface LoadedRenderer {
  renderer: PageRenderer;
  template: PageTemplate;
  /** The head links of a page's route screens, see routeAssets.ts. */
  routeTags: (modules: readonly string[]) => string;
  version: string;
}

/** A server-rendered page may be kept by any cache, but only for the same address and city cookie, and revalidated each time. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

function isPageRenderer(module: unknown): module is PageRenderer {
  return typeof module === 'object' && module !== null && typeof (module as { renderPage?: unknown }).renderPage === 'function';
}

/**
 * The client build's manifest; an empty one when the build wrote none (vite.config.ts asks for it), so
 * pages still render, only without their route screens' links.
 */
async function readManifest(file: string): Promise<BuildManifest> {
  const text = await readFile(file, 'utf8').catch(() => null);
  return text === null ? {} : (JSON.parse(text) as BuildManifest);
}

/** Loads the server entry, the page template and the manifest of the current build; null when the build has no server entry. */
function rendererLoader(root: string): () => Promise<LoadedRenderer | null> {
  const entryFile = join(root, 'ssr', 'entry-server.js');
  const indexFile = join(root, 'index.html');
  // Written by the same client build as index.html, so index.html's time stands for both.
  const manifestFile = join(root, '.vite', 'manifest.json');
  let loaded: LoadedRenderer | null = null;
  return async () => {
    const [entry, index] = await Promise.all([stat(entryFile).catch(() => null), stat(indexFile).catch(() => null)]);
    if (entry === null || index === null) {
      return null;
    }
    const version = `${entry.mtimeMs}:${index.mtimeMs}`;
    if (loaded?.version !== version) {
      const module: unknown = await import(`${pathToFileURL(entryFile).href}?v=${entry.mtimeMs}`);
      if (!isPageRenderer(module)) {
        throw new Error(`${entryFile} does not export renderPage`);
      }
      const [html, manifest] = await Promise.all([readFile(indexFile, 'utf8'), readManifest(manifestFile)]);
      const styles = await readBuiltStyles(root, manifest);
      loaded = { renderer: module, template: pageTemplate(firstPaintShell(html, manifest, styles)), routeTags: routeAssetTags(manifest, html, styles), version };
    }
    return loaded;
  };
}

/** The whole page as a stream: the template's head, the streamed render, then the data and the scripts. */
function pageStream(loaded: LoadedRenderer, page: RenderedPage, origin: string): ReadableStream<Uint8Array> {
  const { template } = loaded;
  const encoder = new TextEncoder();
  const reader = page.body.getReader();
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        // The head goes first, so the browser fetches the styles and scripts while the body completes.
        opened = true;
        controller.enqueue(encoder.encode(template.opening(page.head, origin, loaded.routeTags(page.modules))));
        await page.ready;
        return;
      }
      const { done, value } = await reader.read();
      if (!done) {
        controller.enqueue(value);
        return;
      }
      controller.enqueue(encoder.encode(template.closing({ view: { cityId: page.view.cityId, cities: [...page.view.cities] }, router: page.router() })));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * Renders the portal's public pages on the server (GET and HEAD outside /api): the HTML holds the
 * page's heading and cards and the data it was made from, so the browser hydrates without fetching
 * them again. Addresses that are not public pages, files, and any render that fails go on to the
 * next handler (the browser-only shell), so a broken render never takes the site down.
 */
export function serverRenderedPages(options: ServerRenderedPagesOptions): MiddlewareHandler {
  const load = rendererLoader(options.root);
  return async (c, next) => {
    const path = c.req.path;
    const last = path.slice(path.lastIndexOf('/') + 1);
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path === '/api' || path.startsWith('/api/') || last.includes('.')) {
      return next();
    }
    let page: RenderedPage | null = null;
    let loaded: LoadedRenderer | null = null;
    try {
      loaded = await load();
      const url = new URL(c.req.url);
      page =
        loaded === null
          ? null
          : await loaded.renderer.renderPage({
              href: `${url.pathname}${url.search}`,
              fetch: options.apiFetch,
              storedCityId: parseCityId(getCookie(c, CITY_COOKIE_NAME)),
              defaultCityId: options.defaultCityId,
            });
    } catch (error) {
      options.failures?.record(error);
      options.logError('ssr: the page could not be rendered; sending the browser-only page', error);
    }
    if (page === null || loaded === null) {
      return next();
    }
    const origin = options.publicOrigin ?? new URL(c.req.url).origin;
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PAGE_CACHE_CONTROL,
      Vary: 'Accept-Encoding, Cookie',
    });
    let body: ReadableStream<Uint8Array> = pageStream(loaded, page, origin);
    // Only gzip: the page is streamed, and the platform's CompressionStream makes no brotli on Node 20.
    if (acceptedEncoding(c, ['gzip']) === 'gzip') {
      headers.set('Content-Encoding', 'gzip');
      body = body.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
    }
    if (c.req.method === 'HEAD') {
      await body.cancel();
      return new Response(null, { status: page.status, headers });
    }
    return new Response(body, { status: page.status, headers });
  };
}
