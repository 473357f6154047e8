/**
 * What the sitemap lists (issue 12), read in one go: the active cities, the brands each city shows, and the
 * outlets, online shops and website news the public may open. The rules are those of the public API, so the
 * sitemap never names a page that answers 404.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { COUNTRY_CODE_ID, NEWS_DESTINATION_WEBSITE, NEWS_START_DATE_MS } from '../../core/domain/constants.ts';
import type { Db } from '../db/database.ts';
import { brands, cities, news, onlineShops, salesUnits } from '../db/schema.ts';
import { publicBrand } from './brands.ts';
import { listableOutlet } from './listable.ts';

/** The ids behind every public page of the portal, each list in id order. */
export interface SitemapEntities {
  cityIds: number[];
  /** Each brand with a listable outlet in an active city, once per such city. */
  cityBrands: { cityId: number; brandId: number }[];
  outletIds: number[];
  shopIds: number[];
  /** Website news published by `now`, with the time it was published (unix ms). */
  news: { id: number; publishedAt: number }[];
}

export async function sitemapEntities(db: Db, now: number): Promise<SitemapEntities> {
  const activeCity = and(eq(cities.active, true), eq(cities.countryCodeId, COUNTRY_CODE_ID));
  const [cityRows, cityBrandRows, outletRows, shopRows, newsRows] = await Promise.all([
    db.select({ id: cities.id }).from(cities).where(activeCity).orderBy(asc(cities.id)),
    db
      .selectDistinct({ cityId: salesUnits.cityCodeId, brandId: brands.id })
      .from(brands)
      .innerJoin(salesUnits, eq(salesUnits.brandId, brands.id))
      .innerJoin(cities, eq(cities.id, salesUnits.cityCodeId))
      .where(and(publicBrand(), listableOutlet(), activeCity))
      .orderBy(asc(salesUnits.cityCodeId), asc(brands.id)),
    db.select({ id: salesUnits.id }).from(salesUnits).where(listableOutlet()).orderBy(asc(salesUnits.id)),
    db
      .select({ id: onlineShops.shopId })
      .from(onlineShops)
      .where(eq(onlineShops.countryCodeId, COUNTRY_CODE_ID))
      .orderBy(asc(onlineShops.shopId)),
    db
      .select({ id: news.id, publishedAt: news.publishedAt })
      .from(news)
      .where(
        and(
          eq(news.newsDestinationId, NEWS_DESTINATION_WEBSITE),
          gte(news.publishedAt, new Date(NEWS_START_DATE_MS)),
          lte(news.publishedAt, new Date(now)),
        ),
      )
      .orderBy(asc(news.id)),
  ]);
  return {
    cityIds: cityRows.map((row) => row.id),
    // The join on cities leaves no outlet without a city; the column is nullable all the same.
    cityBrands: cityBrandRows.flatMap(({ cityId, brandId }) => (cityId === null ? [] : [{ cityId, brandId }])),
    outletIds: outletRows.map((row) => row.id),
    shopIds: shopRows.map((row) => row.id),
    news: newsRows.map((row) => ({ id: row.id, publishedAt: row.publishedAt.getTime() })),
  };
}
