import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededServerPerFile } from './publicFixtures.ts';

/**
 * Random and malformed ids, queries, bodies and headers against every public read-only call:
 * whatever comes in, the answer is never a 5xx and every failure is the `{ message }` envelope.
 */

const s = seededServerPerFile();

const ID_PATHS = [
  '/api/sales-units/public-one/{id}',
  '/api/sales-units/{id}',
  '/api/online-shops/public-one/{id}',
  '/api/brands/{id}',
  '/api/sales-unit-actions/{id}/actions',
  '/api/online-shops-actions/all-actions/{id}',
  '/api/sales-unit-action-terms/{id}/action-terms',
  '/api/online-shops-action-terms/{id}/action-terms',
  '/api/sales-unit-opening-hours/{id}/opening-hours/',
  '/api/news/{id}',
  '/api/order-feedbacks/{id}/order-feedbacks-replies',
  '/api/upload/files/proxy/{id}',
  '/upload/{id}',
  '/api/files/proxy/{id}',
  '/files/proxy/{id}',
];

const QUERY_PATHS = [
  '/api/online-shops-categories',
  '/api/online-shops/categories',
  '/api/sales-unit-categories',
  '/api/sales-units/active-categories',
  '/api/sales-units/public-list',
  '/api/sales-units/map-list',
  '/api/online-shops',
  '/api/sales-unit-actions/all-actions/',
  '/api/sales-unit-action-terms/all-actions-terms',
  '/api/sales-unit-action-terms/all-action-terms',
  '/api/online-shops-action-terms/all-action-terms',
  '/api/sales-unit-opening-hours/all-opening-hours',
  '/api/v1/coordinates',
  '/api/search',
];

/** POST calls with the body keys the portal sends. */
const BODY_CALLS: [string, string[]][] = [
  ['/api/city-codes/active-city-codes', ['countryCodeId']],
  ['/api/sales-units/active-categories', ['cityCodeId']],
  ['/api/sales-units/public-list', ['countryCodeId', 'cityCodeId']],
  ['/api/online-shops/public-list', ['countryCodeId', 'cityCodeId']],
  ['/api/brands/offline-partners-list/', ['cityCodeId', 'categoryId']],
  ['/api/news/active-news', ['countryCodeId', 'cityCodeId', 'newsDestinationId', 'dateFrom', 'dateTo']],
  ['/api/order-feedbacks/get-feedbacks', ['salesUnitIds', 'page']],
  ['/api/showroom-offline-banners/active-banners', ['countryCodeId', 'cityCodeId', 'typeId']],
  ['/api/showroom-online-banners/active-banners', ['countryCodeId', 'cityCodeId', 'typeId']],
];

const QUERY_KEYS = ['cityCodeId', 'countryCodeId', 'page', 'iframe', 'q', 'kinds', 'limit'];

const edgeNumbers = fc.constantFrom(
  0,
  -0,
  1,
  2,
  -1,
  1.5,
  10,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  8.64e15,
  8.64e15 + 1,
  1e308,
  Number.MIN_VALUE,
);
const smallId = fc.integer({ min: 1, max: 400 });
const text = fc.string({ unit: 'binary', maxLength: 40 });
/** Header values can only carry visible ASCII and spaces on the wire (Headers rejects the rest). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  smallId,
  edgeNumbers,
  fc.integer(),
  fc.double(),
  text,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(smallId, edgeNumbers, text), { maxLength: 120 }),
  fc.array(smallId, { minLength: 95, maxLength: 105 }),
  fc.object({ maxDepth: 2 }),
);

const idSegment = fc.oneof(
  smallId.map(String),
  edgeNumbers.map(String),
  fc.integer().map(String),
  text.map(encodeURIComponent),
  fc.constantFrom('', '0', '00001', '999999999', '1234567890', '%ZZ', '%E0%A4%A', '..', '1;2', '1%2F2', 'null', '-5'),
);

const headers = fc.record(
  {
    'If-None-Match': fc.oneof(headerText, fc.constantFrom('*', 'W/"x"', '"', 'W/', ',,,')),
    'Accept-Encoding': fc.oneof(headerText, fc.constantFrom('br', 'gzip', 'br;q=0, gzip;q=abc', '*;q=2', 'identity')),
    Cookie: fc.oneof(
      headerText.map((value) => `city_id=${value}`),
      smallId.map((id) => `city_id=${id}`),
      fc.constantFrom('city_id=%ZZ', 'city_id', '=;;=', 'city_id="1"'),
    ),
  },
  { requiredKeys: [] },
);

const queryString = fc
  .dictionary(
    fc.oneof(fc.constantFrom(...QUERY_KEYS), text),
    fc.oneof(smallId.map(String), edgeNumbers.map(String), text),
    { maxKeys: 4 },
  )
  .map((entries) => new URLSearchParams(entries).toString());

interface FuzzRequest {
  path: string;
  init: RequestInit;
}

const idRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom(...ID_PATHS), idSegment, queryString, headers)
  .map(([template, id, query, h]) => ({
    path: `${template.replace('{id}', id)}${query === '' ? '' : `?${query}`}`,
    init: { headers: h },
  }));

const queryRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom(...QUERY_PATHS), queryString, headers)
  .map(([path, query, h]) => ({
    path: `${path}${query === '' ? '' : `?${query}`}`,
    init: { headers: h },
  }));

const bodyRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom(...BODY_CALLS),
    fc.nat(),
    headers,
    fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', null),
  )
  .chain(([[path, keys], , h, contentType]) => {
    const fields = fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] });
    const body = fc.oneof(
      fields.map((value) => JSON.stringify(value)),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ''),
      text,
      fc.constantFrom('{', '{"countryCodeId":', '[]', 'null', '""', '{"salesUnitIds":[1,2,3],"page":1e400}'),
    );
    return body.map((raw) => ({
      path,
      init: {
        method: 'POST',
        headers: { ...h, ...(contentType === null ? {} : { 'Content-Type': contentType }) },
        body: raw,
      },
    }));
  });

async function expectNoServerError({ path, init }: FuzzRequest): Promise<void> {
  const response = await s.api.request(path, init);
  const body = await response.arrayBuffer();
  if (response.status >= 500) {
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${new TextDecoder().decode(body)}`);
  }
  if (response.status >= 400) {
    const envelope = JSON.parse(new TextDecoder().decode(body)) as { message?: unknown };
    expect(typeof envelope.message).toBe('string');
  }
}

describe('public read-only calls under random input', () => {
  it('never answer 5xx to random ids, queries and headers', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(idRequest, queryRequest), expectNoServerError), { numRuns: 1200 });
  }, 60_000);

  it('never answer 5xx to random and malformed bodies', async () => {
    await fc.assert(fc.asyncProperty(bodyRequest, expectNoServerError), { numRuns: 1200 });
  }, 60_000);
});
