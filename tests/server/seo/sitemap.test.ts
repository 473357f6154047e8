import { describe, expect, it } from 'vitest';
import { locs, parseXml } from './parseXml.ts';
import { robotsTxt, sitemapDocuments, sitemapUrls, urlsetXml } from '../../../server/seo/sitemap.ts';

const ORIGIN = 'https://rjadom.example';

describe('sitemap documents', () => {
  it('escapes what XML reserves, so an address with & or < stays well-formed', () => {
    const xml = urlsetXml(ORIGIN, [{ path: '/news?x=1&y=<2>' }]);
    expect(parseXml(xml).getElementsByTagName('loc')[0]!.textContent).toBe(`${ORIGIN}/news?x=1&y=<2>`);
  });

  it('one file while the addresses fit, else an index naming each file of at most the limit', () => {
    const urls = Array.from({ length: 7 }, (_, index) => ({ path: `/offline/${index + 1}` }));
    const single = sitemapDocuments(ORIGIN, urls, 7);
    expect(single.pages).toEqual([]);
    expect(parseXml(single.root).documentElement.localName).toBe('urlset');

    const split = sitemapDocuments(ORIGIN, urls, 3);
    const index = parseXml(split.root);
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(locs(index)).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`, `${ORIGIN}/sitemap-3.xml`]);
    const listed = split.pages.flatMap((page) => locs(parseXml(page)));
    expect(listed).toEqual(urls.map((url) => ORIGIN + url.path));
    expect(split.pages.map((page) => parseXml(page).getElementsByTagName('url').length)).toEqual([3, 3, 1]);
  });

  it('lists the city pages per city and a brand in each city it has outlets in', () => {
    const paths = sitemapUrls({
      cityIds: [1, 2],
      cityBrands: [{ cityId: 2, brandId: 9 }],
      outletIds: [5],
      shopIds: [6],
      news: [{ id: 7, publishedAt: 0 }],
    }).map((url) => url.path);
    expect(paths).toEqual([
      '/partner_application',
      ...['/', '/brands', '/offline', '/online', '/news'].map((path) => `${path}?current_city_id=1`),
      ...['/', '/brands', '/offline', '/online', '/news'].map((path) => `${path}?current_city_id=2`),
      '/brands/9?current_city_id=2',
      '/offline/5',
      '/online/6',
      '/news/7',
    ]);
  });

  it('robots.txt allows the public images before it closes /api/', () => {
    const lines = robotsTxt(ORIGIN).split('\n');
    expect(lines.indexOf('Allow: /api/upload/files/proxy/')).toBeLessThan(lines.indexOf('Disallow: /api/'));
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
