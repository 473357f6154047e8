/**
 * Which page a request asks for, as the page cache keys it (issue 23): the path, the query in one spelling, and
 * the city the page will be rendered for. The server renders the page of exactly that address (`href`), so a
 * cached page can never depend on anything its key leaves out.
 */
import { CITY_COOKIE_NAME, pageCity, parseCityId } from '../../core/domain/pageCity.ts';
import { byParamName, isTrackingParam } from '../../core/domain/pageParams.ts';
import type { City } from '../../core/model/index.ts';

/**
 * Parameters that make a page one shopper's: a refresh token in the address (portal §2, a sign-in link) is a
 * secret, so such a page is rendered for its request alone and never kept.
 */
const PERSONAL_PARAMS: readonly string[] = ['refresh_token'];

/** Longest query the cache keys; a longer one is rendered for its request alone (real addresses are far shorter). */
export const MAX_KEYED_QUERY_LENGTH = 1024;

/** The address a request names, read for the page cache. */
export interface PageAddress {
  /** What the page is rendered from: the path and the query in one spelling (sorted, last repeat wins, tracking left out). */
  href: string;
  /** `current_city_id` of the address when it is an id, else null. */
  requestedCityId: number | null;
  /** True when the page must not be kept or shared: a personal parameter, or an overlong query. */
  personal: boolean;
}

/**
 * The address of a page request in one spelling: parameters sorted by name (so `?a=1&b=2` and `?b=2&a=1` are one
 * page), each once with its last value (as the router reads a repeat), empty names and tracking parameters left out.
 */
export function pageAddress(url: URL): PageAddress {
  const chosen = new Map<string, string>();
  let personal = url.search.length > MAX_KEYED_QUERY_LENGTH;
  for (const [name, value] of url.searchParams) {
    if (name === '' || isTrackingParam(name)) {
      continue;
    }
    if (PERSONAL_PARAMS.includes(name)) {
      personal = true;
    }
    chosen.delete(name);
    chosen.set(name, value);
  }
  const query = new URLSearchParams([...chosen].sort(byParamName)).toString();
  return {
    href: query === '' ? url.pathname : `${url.pathname}?${query}`,
    requestedCityId: parseCityId(chosen.get('current_city_id')),
    personal,
  };
}

/** What decides a page's city besides its address. */
export interface CityInputs {
  /** The city cookie's text (`city_id`), if any. */
  cookie: string | undefined;
  defaultCityId: number | null;
  /** The active cities, in their listed order. */
  cities: readonly City[];
}

/** The city a page is keyed and rendered for, and how it was chosen: from the address alone, or from the cookie or the defaults (then a shared cache keyed by the address alone must not keep it). */
export interface KeyedCity {
  cityId: number | null;
  /** True when the address names the very city the page shows, so the page depends on the address alone. */
  fromAddress: boolean;
}

/** The city the render will choose (core/domain/pageCity.ts, the render's own rule) for this address and cookie. */
export function cityOfPage(address: PageAddress, inputs: CityInputs): KeyedCity {
  const cityId = pageCity({
    requested: address.requestedCityId,
    stored: parseCityId(inputs.cookie),
    fallback: inputs.defaultCityId,
    cities: inputs.cities,
  });
  return { cityId, fromAddress: cityId !== null && cityId === address.requestedCityId };
}

/** The cache key of a page: its address in one spelling and its city. */
export function pageKey(address: PageAddress, city: KeyedCity): string {
  return `${address.href} city=${city.cityId ?? '-'}`;
}

/** A GET or HEAD of an address that may be a page: not the API, not a file name. The render decides the rest. */
export function mayBePage(method: string, path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return (method === 'GET' || method === 'HEAD') && path !== '/api' && !path.startsWith('/api/') && !last.includes('.');
}

export { CITY_COOKIE_NAME };
