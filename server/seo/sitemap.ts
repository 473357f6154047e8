/**
 * robots.txt and the sitemap as text (issue 12 «Search-engine basics»). Pure: the routes in server/routes/seo.ts
 * read the database and the origin and cache what these make.
 *
 * The page addresses are the UI's routes (ui/routes/showcaseRoutes.tsx, contentRoutes.tsx); the city is carried
 * in the address as `current_city_id` (portal §2), so the pages that show a city's lists, and a brand's outlets
 * in a city, are listed once per active city; an outlet, a shop and a news item have one page each.
 */
import type { SitemapEntities } from '../queries/sitemap.ts';
import { escapeMarkup } from '../http/markup.ts';

/** The most addresses one sitemap file may hold (sitemaps.org); beyond, /sitemap.xml becomes an index. */
const SITEMAP_MAX_URLS = 50_000;

/** One address of the sitemap: a path (with its query) on the public origin, and when it last changed. */
export interface SitemapUrl {
  path: string;
  lastModified?: number;
}

/** The pages that list a city's showcase, news or partners (ui/routes). */
const CITY_PAGES = ['/', '/brands', '/offline', '/online', '/news'] as const;

/** Pages the same for every city and every visitor. */
const FIXED_PAGES = ['/partner_application'] as const;

/** Pages that are not worth a search engine's time: a shopper's own, sign-in steps, frames mode and the error page. */
const PRIVATE_PAGES = [
  '/favourites',
  '/login',
  '/registration',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/login-vk',
  '/registration-vk',
  '/frames',
  '/505',
];

/**
 * Query parameters that make a copy of a page (a modal open, a token, a referral, the welcome after
 * registering) rather than another page.
 */
const COPY_PARAMETERS = ['modal', 'refresh_token', 'ref_mode', 'ref_id', 'iframe', 't', 'welcome'];

/** The public images the pages show (banners, logos, photos); the rest of /api is for the portal, not for search. */
const CRAWLABLE_API_PREFIXES = ['/api/upload/files/proxy/', '/api/files/proxy/'];

const inCity = (path: string, cityId: number): string => `${path}?current_city_id=${cityId}`;

/** Every public page, cities first, then brands per city, outlets, shops and news. */
export function sitemapUrls(entities: SitemapEntities): SitemapUrl[] {
  return [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...entities.cityIds.flatMap((cityId) => CITY_PAGES.map((path) => ({ path: inCity(path, cityId) }))),
    ...entities.cityBrands.map(({ cityId, brandId }) => ({ path: inCity(`/brands/${brandId}`, cityId) })),
    ...entities.outletIds.map((id) => ({ path: `/offline/${id}` })),
    ...entities.shopIds.map((id) => ({ path: `/online/${id}` })),
    ...entities.news.map(({ id, publishedAt }) => ({ path: `/news/${id}`, lastModified: publishedAt })),
  ];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One sitemap file (`<urlset>`) of absolute addresses on `origin`. */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod =
      url.lastModified === undefined ? '' : `<lastmod>${new Date(url.lastModified).toISOString()}</lastmod>`;
    return `<url><loc>${escapeMarkup(origin + url.path)}</loc>${lastmod}</url>`;
  });
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}">`, ...entries, '</urlset>', ''].join('\n');
}

/** The address of the `page`th (1-based) sitemap file when the sitemap is split. */
function sitemapPagePath(page: number): string {
  return `/sitemap-${page}.xml`;
}

/** The sitemap index naming `pages` sitemap files. */
function sitemapIndexXml(origin: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, index) => `<sitemap><loc>${escapeMarkup(origin + sitemapPagePath(index + 1))}</loc></sitemap>`,
  );
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`, ...entries, '</sitemapindex>', ''].join('\n');
}

/**
 * The sitemap's documents: `/sitemap.xml` itself is the `<urlset>` while the addresses fit one file, else an
 * index, and `pages[i]` is the file at sitemapPagePath(i + 1).
 */
export function sitemapDocuments(
  origin: string,
  urls: readonly SitemapUrl[],
  perFile = SITEMAP_MAX_URLS,
): { root: string; pages: string[] } {
  if (urls.length <= perFile) {
    return { root: urlsetXml(origin, urls), pages: [] };
  }
  const pages: string[] = [];
  for (let start = 0; start < urls.length; start += perFile) {
    pages.push(urlsetXml(origin, urls.slice(start, start + perFile)));
  }
  return { root: sitemapIndexXml(origin, pages.length), pages };
}

/** robots.txt: the public pages open, the API closed but for its public images, the sitemap named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CRAWLABLE_API_PREFIXES.map((prefix) => `Allow: ${prefix}`),
    'Disallow: /api/',
    ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
    ...COPY_PARAMETERS.flatMap((name) => [`Disallow: /*?${name}=`, `Disallow: /*&${name}=`]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
