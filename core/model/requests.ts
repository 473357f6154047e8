/**
 * Wire shapes of the public reads of portal §7 that are not entities: what a city's lists, news and banners are
 * asked with, and where the visitor is. The client's port (core/ports/api.ts) and the server's queries and routes
 * both take them from here.
 */

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
