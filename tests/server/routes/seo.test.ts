import { describe, expect, it } from 'vitest';
import { NEWS_DESTINATION_WEBSITE } from '../../../core/domain/constants.ts';
import { createApi } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { news } from '../../../server/db/schema.ts';
import { SITEMAP_CACHE_SECONDS } from '../../../server/routes/seo.ts';
import { locs, parseXml } from '../seo/parseXml.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';
import { get, insertBrand, insertCity, insertOutlet, insertShop, seededServerPerFile } from './publicFixtures.ts';

const s = seededServerPerFile();

/** The <loc> addresses of a sitemap document, after checking it is well-formed XML in the sitemaps namespace. */
function locations(xml: string): string[] {
  const document = parseXml(xml);
  expect(document.documentElement.localName).toBe('urlset');
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return locs(document);
}

/** The sitemap as it is after the cache window of the previous test has passed. */
async function freshSitemap(app = s.api): Promise<string[]> {
  s.server.clock.advance(SITEMAP_CACHE_SECONDS * 1000 + 1);
  const response = await get(app, '/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
  return locations(await response.text());
}

describe('robots.txt', () => {
  it('opens the public pages, closes the API but for its public images and names the sitemap on the request origin', async () => {
    const response = await get(s.api, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Allow: /api/upload/files/proxy/');
    expect(lines).toContain('Disallow: /favourites');
    expect(lines).toContain('Disallow: /*?modal=');
    // The welcome after registering (/brands?welcome=1) is a copy of /brands too.
    expect(lines).toContain('Disallow: /*?welcome=');
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(lines.some((line) => /^Disallow: \/(brands|offline|online|news)?$/.test(line))).toBe(false);
  });

  it('names the configured PUBLIC_ORIGIN whatever host the request came to', async () => {
    const app = createApi({
      ...s.server.deps,
      config: { ...s.server.deps.config, publicOrigin: 'https://rjadom.example' },
    });
    const text = await (await app.request('http://internal:3000/robots.txt')).text();
    expect(text).toContain('Sitemap: https://rjadom.example/sitemap.xml');
  });
});

describe('sitemap.xml from the database', () => {
  it('lists every active city’s pages, its brands, the listable outlets, the shops and the published website news', async () => {
    const city = await insertCity(s.db);
    const inactive = await insertCity(s.db, { active: false });
    const brand = await insertBrand(s.db);
    const outlet = await insertOutlet(s.db, { cityCodeId: city, brandId: brand });
    const hidden = await insertOutlet(s.db, { cityCodeId: city, brandId: await insertBrand(s.db), blocked: true });
    const blockedBrand = await insertBrand(s.db, { blocked: true });
    await insertOutlet(s.db, { cityCodeId: city, brandId: blockedBrand });
    const shop = await insertShop(s.db);
    const now = s.server.clock.now();
    const [published] = await s.db
      .insert(news)
      .values({
        title: 'Вышла',
        text: 'т',
        publishedAt: new Date(now - 86_400_000),
        newsDestinationId: NEWS_DESTINATION_WEBSITE,
      })
      .returning({ id: news.id });
    const [scheduled] = await s.db
      .insert(news)
      .values({
        title: 'Завтра',
        text: 'т',
        publishedAt: new Date(now + 86_400_000 * 30),
        newsDestinationId: NEWS_DESTINATION_WEBSITE,
      })
      .returning({ id: news.id });
    const [tenant] = await s.db
      .insert(news)
      .values({ title: 'Партнёрам', text: 'т', publishedAt: new Date(now - 86_400_000), newsDestinationId: 2 })
      .returning({ id: news.id });

    const urls = await freshSitemap();
    for (const path of ['/', '/brands', '/offline', '/online', '/news']) {
      expect(urls).toContain(`http://localhost${path}?current_city_id=${city}`);
      expect(urls).toContain(`http://localhost${path}?current_city_id=${s.moscow}`);
      expect(urls).not.toContain(`http://localhost${path}?current_city_id=${inactive}`);
    }
    expect(urls).toContain('http://localhost/partner_application');
    expect(urls).toContain(`http://localhost/brands/${brand}?current_city_id=${city}`);
    expect(urls.filter((url) => url.startsWith(`http://localhost/brands/${blockedBrand}?`))).toEqual([]);
    expect(urls).toContain(`http://localhost/offline/${outlet}`);
    expect(urls).not.toContain(`http://localhost/offline/${hidden}`);
    expect(urls).toContain(`http://localhost/online/${shop}`);
    expect(urls).toContain(`http://localhost/news/${published!.id}`);
    expect(urls).not.toContain(`http://localhost/news/${scheduled!.id}`);
    expect(urls).not.toContain(`http://localhost/news/${tenant!.id}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('gives a news item the time it was published', async () => {
    const publishedAt = new Date(s.server.clock.now() - 3_600_000);
    const [item] = await s.db
      .insert(news)
      .values({ title: 'Час назад', text: 'т', publishedAt, newsDestinationId: NEWS_DESTINATION_WEBSITE })
      .returning({ id: news.id });
    s.server.clock.advance(SITEMAP_CACHE_SECONDS * 1000 + 1);
    const xml = await (await get(s.api, '/sitemap.xml')).text();
    expect(xml).toContain(
      `<url><loc>http://localhost/news/${item!.id}</loc><lastmod>${publishedAt.toISOString()}</lastmod></url>`,
    );
  });

  it('is built once per cache window: a new outlet shows after SITEMAP_CACHE_SECONDS', async () => {
    await freshSitemap();
    const outlet = await insertOutlet(s.db, { cityCodeId: s.moscow });
    s.server.clock.advance(SITEMAP_CACHE_SECONDS * 1000 - 1);
    expect(locations(await (await get(s.api, '/sitemap.xml')).text())).not.toContain(
      `http://localhost/offline/${outlet}`,
    );
    expect(await freshSitemap()).toContain(`http://localhost/offline/${outlet}`);
  });

  it('is revalidated by its ETag and compressed for a client that accepts it', async () => {
    const first = await get(s.api, '/sitemap.xml', { 'Accept-Encoding': 'br' });
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const again = await get(s.api, '/sitemap.xml', { 'If-None-Match': first.headers.get('ETag')! });
    expect(again.status).toBe(304);
  });

  it('puts every address on the configured PUBLIC_ORIGIN', async () => {
    const app = createApi({
      ...s.server.deps,
      config: { ...s.server.deps.config, publicOrigin: 'https://rjadom.example' },
    });
    const urls = await freshSitemap(app);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('https://rjadom.example/'))).toBe(true);
  });

  it('has no split files while the addresses fit one', async () => {
    expect((await get(s.api, '/sitemap-1.xml')).status).toBe(404);
  });
});

describe('PUBLIC_ORIGIN', () => {
  const config = (origin: string | undefined) => loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, PUBLIC_ORIGIN: origin });

  it('is the bare origin, or null when unset', () => {
    expect(config('https://rjadom.example/').publicOrigin).toBe('https://rjadom.example');
    expect(config(undefined).publicOrigin).toBeNull();
    expect(config(' ').publicOrigin).toBeNull();
  });

  it('refuses what is not an http(s) origin', () => {
    expect(() => config('rjadom.example')).toThrow(/PUBLIC_ORIGIN/);
    expect(() => config('ftp://rjadom.example')).toThrow(/PUBLIC_ORIGIN/);
    expect(() => config('https://rjadom.example/portal')).toThrow(/PUBLIC_ORIGIN/);
  });
});
