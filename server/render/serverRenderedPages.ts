import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import type { PageReads, PageRenderer, PageView, RenderedPage } from '../../core/ports/index.ts';
import { acceptedEncoding } from '../http/negotiation.ts';
import type { BuildManifest } from './buildManifest.ts';
import { CITY_COOKIE_NAME, cityOfPage, mayBePage, pageAddress } from './pageKey.ts';
import { firstPaintShell, readBuiltStyles } from './firstPaintShell.ts';
import { pageTemplate, type PageTemplate } from './pageTemplate.ts';
import type { RenderFailures } from './renderFailures.ts';
import { routeAssetTags } from './routeAssets.ts';

export interface ServerRenderedPagesOptions {
  /** The built UI (dist/): index.html, .vite/manifest.json and ssr/entry-server.js. */
  root: string;
  /** What pages read: the server's own reads (DrizzlePageReads), never its API over HTTP. */
  reads: PageReads;
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
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof (module as { renderPage?: unknown }).renderPage === 'function'
  );
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
      loaded = {
        renderer: module,
        template: pageTemplate(firstPaintShell(html, manifest, styles)),
        routeTags: routeAssetTags(manifest, html, styles),
        version,
      };
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
      controller.enqueue(
        encoder.encode(
          template.closing({
            view: { cityId: page.view.cityId, cities: [...page.view.cities] },
            router: page.router(),
          }),
        ),
      );
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** One page to render: exactly this address for this city (decided once by the caller), for this origin. */
interface PageRenderCall {
  /** Path and query of the page. */
  href: string;
  view: PageView;
  /** The origin the page names in its canonical address when the portal has no public origin set. */
  origin: string;
  /** Whether the body may go out gzipped (the request accepts it). */
  gzip: boolean;
}

/** Renders one page: its answer (streamed), or null when the address is no public page or the render failed before it began. */
export type PageRender = (call: PageRenderCall) => Promise<Response | null>;

/**
 * The portal's public pages rendered on the server: the HTML holds the page's heading and cards and the data it was
 * made from, so the browser hydrates without fetching them again. The page's reads are the server's own (no request
 * to itself); an address that is not a public page, and any render that fails, answer null (the caller sends the
 * browser-only shell), so a broken render never takes the site down.
 */
export function serverPageRender(options: ServerRenderedPagesOptions): PageRender {
  const load = rendererLoader(options.root);
  return async ({ href, view, origin, gzip }) => {
    let page: RenderedPage | null = null;
    let loaded: LoadedRenderer | null = null;
    try {
      loaded = await load();
      page = loaded === null ? null : await loaded.renderer.renderPage({ href, reads: options.reads, view });
    } catch (error) {
      options.failures?.record(error);
      options.logError('ssr: the page could not be rendered; sending the browser-only page', error);
    }
    if (page === null || loaded === null) {
      return null;
    }
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PAGE_CACHE_CONTROL,
      Vary: 'Accept-Encoding, Cookie',
    });
    let body: ReadableStream<Uint8Array> = pageStream(loaded, page, options.publicOrigin ?? origin);
    // Only gzip: the page is streamed, and the platform's CompressionStream makes no brotli on Node 20.
    if (gzip) {
      headers.set('Content-Encoding', 'gzip');
      body = body.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
    }
    return new Response(body, { status: page.status, headers });
  };
}

/** How a page request without the page cache finds its city: the active cities and the portal's default. */
export interface PageCityOptions {
  reads: Pick<PageReads, 'activeCities'>;
  /** The portal's default city; null takes the first active city. */
  defaultCityId: number | null;
}

/**
 * The public pages without the page cache (GET and HEAD outside /api): the city decided once from the address, the
 * city cookie and the default (pageKey.ts cityOfPage), the page rendered for it, anything else on to the next handler.
 */
export function serverRenderedPages(render: PageRender, city: PageCityOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!mayBePage(c.req.method, c.req.path)) {
      return next();
    }
    const url = new URL(c.req.url);
    const cities = await city.reads.activeCities({ countryCodeId: COUNTRY_CODE_ID }).catch(() => null);
    if (cities === null) {
      return next();
    }
    const { cityId } = cityOfPage(pageAddress(url), {
      cookie: getCookie(c, CITY_COOKIE_NAME),
      defaultCityId: city.defaultCityId,
      cities,
    });
    const response = await render({
      href: `${url.pathname}${url.search}`,
      view: { cityId, cities },
      origin: url.origin,
      gzip: acceptedEncoding(c, ['gzip']) === 'gzip',
    });
    if (response === null) {
      return next();
    }
    if (c.req.method === 'HEAD') {
      await response.body?.cancel();
      return new Response(null, { status: response.status, headers: response.headers });
    }
    return response;
  };
}
