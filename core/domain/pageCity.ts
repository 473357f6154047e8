import type { City } from '../model/index.ts';
import { parseId } from './ids.ts';

/** The cookie that carries the chosen city across the main domain's subdomains (portal §3 «Stored client data»). */
export const CITY_COOKIE_NAME = 'city_id';

/** A stored or requested city id (the cookie, storage), or null when the text names no id (core `parseId`). */
export function parseCityId(raw: string | null | undefined): number | null {
  return parseId(raw);
}

/**
 * The city a page's lists are for: the city's id, null when none is chosen (the city question asks), undefined while
 * the application start has not settled it (a page the server rendered knows its city at once: the rendered view's).
 */
export type PageCity = number | null | undefined;

export interface PageCityChoice {
  /** `current_city_id` of the address. */
  requested: number | null;
  /** The city cookie's value. */
  stored: number | null;
  /** The portal's default city (a setting). */
  fallback: number | null;
  /** The active cities, in their listed order. */
  cities: readonly City[];
}

/**
 * The city a public page is rendered for before anyone is known: the address's `current_city_id`,
 * else the city cookie, else the default city, else the first active city; each only when it is
 * active. Null only when no city is active at all. The browser then settles the shopper's own city.
 */
export function pageCity({ requested, stored, fallback, cities }: PageCityChoice): number | null {
  for (const candidate of [requested, stored, fallback]) {
    if (isActiveCity(candidate, cities)) {
      return candidate;
    }
  }
  return cities[0]?.id ?? null;
}

/**
 * Whether a page may show `cityId`: one of the active cities. The server's choice above and the browser's
 * start (core/machines/appBoot.ts, the shopper's profile or stored city) both take a city only then.
 */
export function isActiveCity(cityId: number | null, cities: readonly City[]): cityId is number {
  return cityId !== null && cities.some((city) => city.id === cityId);
}
