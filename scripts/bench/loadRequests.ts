/**
 * The requests of the load benchmarks' realistic mix (`npm run bench:load`, `npm run bench:overload`), built in one
 * place: public pages with a city, the public lists as the portal posts them, signed-in shoppers' favourites and
 * sign-in refusals.
 */
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { ACCEPT_ENCODING } from './calls.ts';
import type { BenchShopper } from './loadShoppers.ts';
import type { MixRequest } from './wrkMix.ts';

/** The shares of the mix's connections, by kind of request. */
export const MIX_SHARES = { pages: 0.5, lists: 0.25, favourites: 0.1, refusals: 0.15 } as const;

const BROWSER = { 'accept-encoding': ACCEPT_ENCODING, accept: 'text/html' };
const JSON_HEADERS = { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING };

/**
 * `/`, `/brands`, `/offline`, `/online` and `/news` of each city with `?current_city_id=`; `/`, `/brands` and
 * `/offline` with the `city_id` cookie; and the outlet pages `outletIds` of the first city.
 */
export function pageRequests(cityIds: readonly number[], outletIds: readonly number[]): MixRequest[] {
  return cityIds.flatMap((cityId, index) => [
    ...['/', '/brands', '/offline', '/online', '/news'].map((path): MixRequest => ({
      method: 'GET',
      path: `${path}?current_city_id=${cityId}`,
      headers: BROWSER,
    })),
    ...['/', '/brands', '/offline'].map((path): MixRequest => ({
      method: 'GET',
      path,
      headers: { ...BROWSER, cookie: `city_id=${cityId}` },
    })),
    ...(index === 0
      ? outletIds.map((id): MixRequest => ({
          method: 'GET',
          path: `/offline/${id}?current_city_id=${cityId}`,
          headers: BROWSER,
        }))
      : []),
  ]);
}

/** The outlet, brand and online-shop lists of each city, and the city list (POST, as the portal sends them). */
export function listRequests(cityIds: readonly number[]): MixRequest[] {
  const lists = cityIds.flatMap((cityId): MixRequest[] => [
    {
      method: 'POST',
      path: '/api/sales-units/public-list',
      headers: JSON_HEADERS,
      body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }),
    },
    {
      method: 'POST',
      path: '/api/brands/offline-partners-list/',
      headers: JSON_HEADERS,
      body: JSON.stringify({ cityCodeId: cityId, categoryId: 0 }),
    },
    {
      method: 'POST',
      path: '/api/online-shops/public-list',
      headers: JSON_HEADERS,
      body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }),
    },
  ]);
  lists.push({
    method: 'POST',
    path: '/api/city-codes/active-city-codes',
    headers: JSON_HEADERS,
    body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID }),
  });
  return lists;
}

/** Each shopper's favourite outlets (Bearer). */
export function favouriteRequests(shoppers: readonly BenchShopper[]): MixRequest[] {
  return shoppers.map((shopper) => ({
    method: 'GET',
    path: `/api/tenant-profiles/${shopper.profileId}/favorite-sales-units`,
    headers: { authorization: `Bearer ${shopper.accessToken}`, 'accept-encoding': ACCEPT_ENCODING },
  }));
}

/** SMS sign-ins with a captcha that is no captcha: 400 `BAD_CAPTCHA`, through the API's bound. */
export function refusalRequests(): MixRequest[] {
  return Array.from({ length: 5 }, (_, index) => ({
    method: 'POST',
    path: '/api/authentication/login',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      login: `7997000000${index}`,
      fingerprint: 'Mozilla/5.0 (bench:load)2',
      token: `bm90LWEtY2FwdGNoYS0${index}`,
    }),
  }));
}
