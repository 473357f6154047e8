/** The requests the API benchmarks send, in one place, so the PGlite and the PostgreSQL runs measure the same calls. */
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import type { LoadRequest } from './loadLoop.ts';

/** What Chrome (123 and later) sends; the public lists answer brotli, stored in the answer cache. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** The city the benchmarks grow to thousands of outlets. */
export const BENCH_CITY = 'Москва';

/** The outlet list and the brand list of the city (POST, as the portal sends them), and the GET path of the outlet list. */
export function listRequests(cityId: number): { outletList: LoadRequest; brandList: LoadRequest; listPath: string } {
  const json = { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING };
  return {
    outletList: {
      method: 'POST',
      path: '/api/sales-units/public-list',
      headers: json,
      body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }),
    },
    brandList: {
      method: 'POST',
      path: '/api/brands/offline-partners-list/',
      headers: json,
      body: JSON.stringify({ cityCodeId: cityId, categoryId: 0 }),
    },
    listPath: `/api/sales-units/public-list?countryCodeId=${COUNTRY_CODE_ID}&cityCodeId=${cityId}`,
  };
}

/** SMS login step 1; each request's body comes from a login pool (its own phone and captcha). */
export const LOGIN_REQUEST: LoadRequest = {
  method: 'POST',
  path: '/api/authentication/login',
  headers: { 'content-type': 'application/json' },
};
