import type { ApiPort } from './api.ts';

/**
 * What a public page reads to show itself: the public, the-same-for-everyone reads of portal §7 (cities, categories,
 * a city's outlets, shops, brands, offers, opening hours, news, feedbacks, banners, the map's settings). The route
 * loaders read through it; a page's paging and orders are worked out of these reads on the loaders' side.
 *
 * Two implementations: in the browser the HTTP API itself (adapters/http/OfetchApi.ts, which implements ApiPort), on
 * the server the server's own reads over its queries and answer cache (server/render/DrizzlePageReads.ts), so a
 * server render never asks its own API over HTTP.
 *
 * Contract for every implementation, the same as ApiPort's for these calls:
 * - answers exactly what the API's call answers, as JSON would carry it (no `undefined` fields, no class instances);
 * - an entity that does not exist or is hidden (a brand, an outlet, a shop, a news item, a feedback) rejects with
 *   `ApiError('NOT_FOUND', 404)`; any other failure rejects with another error;
 * - never reads or reveals anything of a shopper: the answers may be kept for everyone.
 */
export type PageReads = Pick<
  ApiPort,
  | 'activeCities'
  | 'onlineCategories'
  | 'offlineCategories'
  | 'salesUnitsPublicList'
  | 'cityOpeningHours'
  | 'onlineShopsPublicList'
  | 'offlinePartners'
  | 'brand'
  | 'salesUnit'
  | 'onlineShop'
  | 'salesUnitActions'
  | 'onlineShopActions'
  | 'salesUnitActionTerms'
  | 'onlineShopActionTerms'
  | 'openingHours'
  | 'activeNews'
  | 'news'
  | 'feedbacks'
  | 'feedbackReplies'
  | 'offlineBanners'
  | 'onlineBanners'
  | 'mapSettings'
>;
