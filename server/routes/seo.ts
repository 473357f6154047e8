/**
 * robots.txt and the sitemap (issue 12 «Search-engine basics»), outside /api. Addresses are absolute on
 * the public origin (config.publicOrigin: PUBLIC_URL, else PUBLIC_ORIGIN), else on the origin the request came to; what the database gives is built once per origin and
 * kept SITEMAP_CACHE_SECONDS, so a crawler fetching every file of a split sitemap costs one read.
 */
import { Hono, type Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppEnv, ServerDeps } from '../deps.ts';
import { sendCacheable, strongEtag } from '../http/cache.ts';
import { fail } from '../http/failure.ts';
import { sitemapEntities } from '../queries/sitemap.ts';
import { robotsTxt, sitemapDocuments, sitemapUrls } from '../seo/sitemap.ts';

/** How long a built sitemap is served before the database is read again. */
export const SITEMAP_CACHE_SECONDS = 600;
/** Crawlers may keep robots.txt and the sitemap this long. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';
/** Origins a server keeps a sitemap for at once: one in production; the Host header may name others. */
const MAX_CACHED_ORIGINS = 8;

/** One document ready to send: its bytes and their validator. */
interface Document {
  bytes: Uint8Array;
  etag: string;
}

interface BuiltSitemap {
  root: Document;
  pages: Document[];
}

const builtSitemaps = new WeakMap<ServerDeps, LRUCache<string, BuiltSitemap>>();
const encoder = new TextEncoder();

function document(text: string): Document {
  const bytes = encoder.encode(text);
  return { bytes, etag: strongEtag(bytes) };
}

/** The origin search engines are given: the configured public one, else the request's own. */
function publicOrigin(c: Context<AppEnv>): string {
  return c.get('deps').config.publicOrigin ?? new URL(c.req.url).origin;
}

/**
 * The sitemaps of one server by origin (lru-cache): each built at most once per SITEMAP_CACHE_SECONDS on the
 * server's clock, requests meanwhile sharing the one build, at most MAX_CACHED_ORIGINS kept, so a stream of
 * made-up Host headers cannot grow the process. A failed build is not kept.
 */
function sitemapsOf(deps: ServerDeps): LRUCache<string, BuiltSitemap> {
  let byOrigin = builtSitemaps.get(deps);
  if (byOrigin === undefined) {
    byOrigin = new LRUCache<string, BuiltSitemap>({
      max: MAX_CACHED_ORIGINS,
      ttl: SITEMAP_CACHE_SECONDS * 1000,
      ttlResolution: 0,
      perf: { now: () => deps.clock.now() },
      fetchMethod: async (origin) => {
        const now = deps.clock.now();
        const documents = sitemapDocuments(origin, sitemapUrls(await sitemapEntities(deps.db, now)));
        return { root: document(documents.root), pages: documents.pages.map(document) };
      },
    });
    builtSitemaps.set(deps, byOrigin);
  }
  return byOrigin;
}

/** The sitemap for `origin`, read and built at most once per SITEMAP_CACHE_SECONDS (concurrent requests share it). */
async function sitemapFor(deps: ServerDeps, origin: string): Promise<BuiltSitemap> {
  const built = await sitemapsOf(deps).fetch(origin);
  if (built === undefined) {
    throw new Error(`the sitemap of ${origin} could not be built`);
  }
  return built;
}

function sendXml(c: Context<AppEnv>, { bytes, etag }: Document): Promise<void> {
  return sendCacheable(c, bytes, {
    etag,
    cacheControl: SEO_CACHE_CONTROL,
    contentType: 'application/xml; charset=utf-8',
    compressible: true,
  });
}

export function seoRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/robots.txt', async (c) => {
    const { bytes, etag } = document(robotsTxt(publicOrigin(c)));
    await sendCacheable(c, bytes, {
      etag,
      cacheControl: SEO_CACHE_CONTROL,
      contentType: 'text/plain; charset=utf-8',
      compressible: false,
    });
    return c.res;
  });

  router.get('/sitemap.xml', async (c) => {
    await sendXml(c, (await sitemapFor(c.get('deps'), publicOrigin(c))).root);
    return c.res;
  });

  // The files of a split sitemap: /sitemap-1.xml, /sitemap-2.xml, … as the index names them.
  router.get('/:file{sitemap-[1-9][0-9]{0,4}\\.xml}', async (c) => {
    const page = Number(c.req.param('file').replace(/\D/g, ''));
    const found = (await sitemapFor(c.get('deps'), publicOrigin(c))).pages[page - 1];
    if (found === undefined) {
      return fail(404, 'NOT_FOUND');
    }
    await sendXml(c, found);
    return c.res;
  });

  return router;
}
