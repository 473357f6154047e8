/**
 * Wire shapes of the public reads of portal §7 that are not entities: what a city's lists, news and banners are
 * asked with, and where the visitor is. The client's port (core/ports/api.ts) and the server's queries and routes
 * both take them from here.
 */
import type { Brand, NewsItem, OnlineShopRecord, SalesUnitRecord } from './showcase.ts';

/** The country and city a public list is read for. */
export interface CityScope {
  countryCodeId: number;
  cityCodeId: number;
}

/** The city's news of one destination published between two instants. */
export interface NewsQuery extends CityScope {
  newsDestinationId: number;
  /** Unix milliseconds. */
  dateFrom: number;
  /** Unix milliseconds. */
  dateTo: number;
}

/** The city's banners of one type. */
export interface BannerQuery extends CityScope {
  typeId: number;
}

/** Where the visitor is: a city's centre, and that city when known. */
export interface Coordinates {
  latitude: number;
  longitude: number;
  cityCodeId: number | null;
}

/** What one search looks through (issue 21): brands, outlets and online shops; news on the news pages. */
export type SearchKind = 'brands' | 'outlets' | 'shops' | 'news';

/** How an item matched: its name (title for news), or only one of its keywords, or only forgivingly (issue 31 §5: a wrong letter, layout or alphabet, words in another order). */
export type MatchTier = 'name' | 'keywords' | 'similar';

/** One found item and how it matched. */
export interface SearchHit<T> {
  tier: MatchTier;
  item: T;
}

/** The items of one kind a search found: the first hits, best first, and how many matched in all. */
export interface SearchGroup<T> {
  total: number;
  hits: SearchHit<T>[];
}

/** The answer of `GET /api/search`: a group for each kind asked for, as the public lists give the items. */
export interface SearchAnswer {
  brands?: SearchGroup<Brand>;
  outlets?: SearchGroup<SalesUnitRecord>;
  shops?: SearchGroup<OnlineShopRecord>;
  news?: SearchGroup<NewsItem>;
}
