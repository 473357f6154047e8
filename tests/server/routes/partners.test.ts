import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { brandSchema, onlineShopRecordSchema, salesUnitRecordSchema } from '../../../server/routes/publicModels.ts';
import type { Brand, OnlineShopRecord, SalesUnitRecord } from '../../../core/model/index.ts';
import { visibleOfflineCards } from '../../../core/domain/showcase/offlineCard.ts';
import { sortBrands } from '../../../core/domain/showcase/sorting.ts';
import {
  expectNotFound,
  expectValidationError,
  get,
  insertBrand,
  insertCity,
  insertOfflineCategory,
  insertOutlet,
  insertShop,
  postJson,
  seededServerPerFile,
} from './publicFixtures.ts';

const s = seededServerPerFile();

const SALES_UNIT_KEYS = [
  'active',
  'address',
  'averageRating',
  'blocked',
  'blockedSf',
  'brandId',
  'categoryId',
  'cityCodeId',
  'coordinatesLatitude',
  'coordinatesLongitude',
  'countryCodeId',
  'description',
  'email',
  'feedbacks',
  'files',
  'id',
  'instagram',
  'keywords',
  'mainOffer',
  'maximumCashback',
  'name',
  'ok',
  'organizationId',
  'phone',
  'position',
  'telegram',
  'twoGis',
  'vk',
  'website',
  'yandexMaps',
  'pointsAccepts',
  'pointsRate',
  'sbpAccepts',
  'sbpRate',
  'cardAccepts',
  'cardRate',
].sort();

async function outletList(countryCodeId: number, cityCodeId: number): Promise<SalesUnitRecord[]> {
  const response = await postJson(s.api, '/api/sales-units/public-list', { countryCodeId, cityCodeId });
  expect(response.status).toBe(200);
  return (await response.json()) as SalesUnitRecord[];
}

describe('sales units public list: only listable outlets', () => {
  it('publishes the active, unblocked outlets of the city and none that are inactive or blocked in either flag', async () => {
    const city = await insertCity(s.db);
    const listed = await insertOutlet(s.db, { cityCodeId: city });
    const inactive = await insertOutlet(s.db, { cityCodeId: city, active: false });
    const blocked = await insertOutlet(s.db, { cityCodeId: city, blocked: true });
    const blockedSf = await insertOutlet(s.db, { cityCodeId: city, blockedSf: true });
    const both = await insertOutlet(s.db, { cityCodeId: city, blocked: true, blockedSf: true });
    const elsewhere = await insertOutlet(s.db, { cityCodeId: s.moscow });
    const list = await outletList(1, city);
    expect(list.map((record) => record.id)).toEqual([listed]);
    for (const hidden of [inactive, blocked, blockedSf, both, elsewhere]) {
      expect(list.some((record) => record.id === hidden)).toBe(false);
    }
  });

  it('answers the seeded Moscow list as SalesUnitRecords that the client visibility rule keeps whole', async () => {
    const list = await outletList(1, s.moscow);
    expect(list.length).toBeGreaterThan(10);
    expect(visibleOfflineCards(list)).toEqual(list);
    expect(v.is(v.array(salesUnitRecordSchema), list)).toBe(true);
    expect(Object.keys(list[0]!).sort()).toEqual(SALES_UNIT_KEYS);
    expect(list.every((record) => record.cityCodeId === s.moscow && Array.isArray(record.files))).toBe(true);
  });

  it('puts top partners first: position ascending, outlets without a position last', async () => {
    const city = await insertCity(s.db);
    const none = await insertOutlet(s.db, { cityCodeId: city, position: null });
    const second = await insertOutlet(s.db, { cityCodeId: city, position: 2 });
    const first = await insertOutlet(s.db, { cityCodeId: city, position: 1 });
    expect((await outletList(1, city)).map((record) => record.id)).toEqual([first, second, none]);
  });

  it('is empty for another country and for a city without outlets', async () => {
    expect(await outletList(2, s.moscow)).toEqual([]);
    expect(await outletList(1, await insertCity(s.db))).toEqual([]);
  });

  it('GET with the query answers the same list (country defaults to 1)', async () => {
    const posted = await outletList(1, s.moscow);
    expect(
      await (await get(s.api, `/api/sales-units/public-list?cityCodeId=${s.moscow}&countryCodeId=1`)).json(),
    ).toEqual(posted);
    expect(await (await get(s.api, `/api/sales-units/public-list?cityCodeId=${s.moscow}`)).json()).toEqual(posted);
  });

  it.each([
    {},
    { countryCodeId: 1 },
    { countryCodeId: 1, cityCodeId: '1' },
    { countryCodeId: 1, cityCodeId: -1 },
    { countryCodeId: 1, cityCodeId: 2 ** 31 },
    { countryCodeId: [1], cityCodeId: 1 },
  ])('rejects the body %j with VALIDATION_ERROR', async (body) => {
    await expectValidationError(await postJson(s.api, '/api/sales-units/public-list', body));
  });

  it('rejects a GET without a numeric cityCodeId', async () => {
    await expectValidationError(await get(s.api, '/api/sales-units/public-list'));
    await expectValidationError(await get(s.api, '/api/sales-units/public-list?cityCodeId=abc'));
  });
});

describe('one sales unit', () => {
  it('answers a listable outlet on both paths', async () => {
    const city = await insertCity(s.db);
    const id = await insertOutlet(s.db, { cityCodeId: city, phone: '79991234567' });
    for (const path of [`/api/sales-units/public-one/${id}`, `/api/sales-units/${id}`]) {
      const response = await get(s.api, path);
      expect(response.status).toBe(200);
      const record = (await response.json()) as SalesUnitRecord;
      expect(record).toMatchObject({
        id,
        cityCodeId: city,
        phone: '79991234567',
        active: true,
        blocked: false,
        blockedSf: false,
        files: [],
      });
      expect(Object.keys(record).sort()).toEqual(SALES_UNIT_KEYS);
    }
  });

  it('is 404 NOT_FOUND for an unknown id and for an inactive or blocked outlet', async () => {
    const city = await insertCity(s.db);
    const hidden = [
      await insertOutlet(s.db, { cityCodeId: city, active: false }),
      await insertOutlet(s.db, { cityCodeId: city, blocked: true }),
      await insertOutlet(s.db, { cityCodeId: city, blockedSf: true }),
    ];
    for (const id of [...hidden, 999_999_999]) {
      await expectNotFound(await get(s.api, `/api/sales-units/public-one/${id}`));
      await expectNotFound(await get(s.api, `/api/sales-units/${id}`));
    }
  });

  it('rejects a path id that names no id (core/domain/ids.ts: digits naming 1 to 2147483647)', async () => {
    for (const id of ['abc', '0', '2147483648', '12345678901', '1e3']) {
      await expectValidationError(await get(s.api, `/api/sales-units/public-one/${id}`));
    }
  });
});

describe('online shops', () => {
  it('lists the city shops plus the shops of every city, but not another city’s', async () => {
    const city = await insertCity(s.db);
    const other = await insertCity(s.db);
    const local = await insertShop(s.db, { cityCodeId: city });
    const everywhere = await insertShop(s.db, { cityCodeId: null });
    const foreign = await insertShop(s.db, { cityCodeId: other });
    const response = await postJson(s.api, '/api/online-shops/public-list', { countryCodeId: 1, cityCodeId: city });
    expect(response.status).toBe(200);
    const byCity = (await response.json()) as OnlineShopRecord[];
    const ids = byCity.map((shop) => shop.shopId);
    expect(ids).toContain(local);
    expect(ids).toContain(everywhere);
    expect(ids).not.toContain(foreign);
    expect(v.is(v.array(onlineShopRecordSchema), byCity)).toBe(true);
    const byQuery = (
      (await (await get(s.api, `/api/online-shops?cityCodeId=${city}`)).json()) as OnlineShopRecord[]
    ).map((shop) => shop.shopId);
    expect(byQuery).toEqual(ids);
    const noCity = ((await (await get(s.api, '/api/online-shops')).json()) as OnlineShopRecord[]).map(
      (shop) => shop.shopId,
    );
    expect(noCity).toContain(everywhere);
    expect(noCity).not.toContain(local);
  });

  it('answers one shop as an OnlineShopRecord, 404 for an unknown one', async () => {
    const shopId = await insertShop(s.db, { nameSf: 'Витрина', maximumCashback: 0.1 });
    const response = await get(s.api, `/api/online-shops/public-one/${shopId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      shopId,
      nameSf: 'Витрина',
      maximumCashback: 0.1,
      logoFileId: null,
      cityCodeId: null,
      countryCodeId: 1,
    });
    await expectNotFound(await get(s.api, '/api/online-shops/public-one/999999999'));
  });

  it('rejects bad bodies and queries', async () => {
    await expectValidationError(
      await postJson(s.api, '/api/online-shops/public-list', { countryCodeId: 1, cityCodeId: 'x' }),
    );
    await expectValidationError(await get(s.api, '/api/online-shops?cityCodeId=-1'));
  });
});

describe('brands', () => {
  async function partners(cityCodeId: number, categoryId: number): Promise<Brand[]> {
    const response = await postJson(s.api, '/api/brands/offline-partners-list/', { cityCodeId, categoryId });
    expect(response.status).toBe(200);
    return ((await response.json()) as { brands: Brand[] }).brands;
  }

  it('lists the brands with a listable outlet in the city, sorted by positionSf with nulls last', async () => {
    const city = await insertCity(s.db);
    const category = await insertOfflineCategory(s.db);
    const unpositioned = await insertBrand(s.db, { positionSf: null });
    const third = await insertBrand(s.db, { positionSf: 3 });
    const first = await insertBrand(s.db, { positionSf: 1 });
    const onlyHidden = await insertBrand(s.db, { positionSf: 2 });
    const blockedBrand = await insertBrand(s.db, { positionSf: 0, blocked: true });
    for (const brandId of [unpositioned, third, first, blockedBrand]) {
      await insertOutlet(s.db, { cityCodeId: city, brandId, categoryId: category, address: `ул. Бренда ${brandId}` });
    }
    await insertOutlet(s.db, { cityCodeId: city, brandId: onlyHidden, active: false });
    await insertOutlet(s.db, {
      cityCodeId: city,
      brandId: third,
      categoryId: category,
      blocked: true,
      address: 'скрытый адрес',
    });
    const list = await partners(city, 0);
    expect(list.map((brand) => brand.id)).toEqual([first, third, unpositioned]);
    const thirdBrand = list[1]!;
    expect(thirdBrand.adresses).toEqual([`ул. Бренда ${third}`]);
    expect(thirdBrand.salesUnits).toHaveLength(1);
    expect(thirdBrand.brandSalesUnitCategories).toEqual([category]);
  });

  it('keeps the seeded Moscow partners in core sortBrands order', async () => {
    const list = await partners(s.moscow, 0);
    expect(list.length).toBeGreaterThan(10);
    expect(list).toEqual(sortBrands(list));
    expect(v.is(v.array(brandSchema), list)).toBe(true);
    expect(list.some((brand) => brand.positionSf !== null)).toBe(true);
  });

  it('narrows to a category, and 0 means all', async () => {
    const city = await insertCity(s.db);
    const food = await insertOfflineCategory(s.db);
    const flowers = await insertOfflineCategory(s.db);
    const foodBrand = await insertBrand(s.db);
    const flowerBrand = await insertBrand(s.db);
    await insertOutlet(s.db, { cityCodeId: city, brandId: foodBrand, categoryId: food });
    await insertOutlet(s.db, { cityCodeId: city, brandId: flowerBrand, categoryId: flowers });
    expect((await partners(city, food)).map((brand) => brand.id)).toEqual([foodBrand]);
    expect((await partners(city, 0)).map((brand) => brand.id).sort()).toEqual([foodBrand, flowerBrand].sort());
  });

  it('answers one brand with its listable outlets, and 404 for unknown or blocked brands', async () => {
    const city = await insertCity(s.db);
    const brandId = await insertBrand(s.db, { positionSf: 4 });
    const outlet = await insertOutlet(s.db, { cityCodeId: city, brandId });
    await insertOutlet(s.db, { cityCodeId: city, brandId, active: false });
    const response = await get(s.api, `/api/brands/${brandId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: brandId,
      positionSf: 4,
      salesUnits: [outlet],
      adresses: ['ул. Тестовая, 1'],
      files: [],
    });
    const lonely = await insertBrand(s.db);
    expect(await (await get(s.api, `/api/brands/${lonely}`)).json()).toMatchObject({
      id: lonely,
      salesUnits: [],
      adresses: [],
      brandSalesUnitCategories: [],
    });
    await expectNotFound(await get(s.api, `/api/brands/${await insertBrand(s.db, { blocked: true })}`));
    await expectNotFound(await get(s.api, `/api/brands/${await insertBrand(s.db, { active: false })}`));
    await expectNotFound(await get(s.api, '/api/brands/999999999'));
  });

  it.each([
    { cityCodeId: 1 },
    { cityCodeId: 1, categoryId: -1 },
    { cityCodeId: '1', categoryId: 0 },
    { cityCodeId: 1, categoryId: 0.5 },
  ])('rejects the partners body %j', async (body) => {
    await expectValidationError(await postJson(s.api, '/api/brands/offline-partners-list/', body));
  });
});

describe('public lists are cheap to serve again', () => {
  it('sends a weak ETag and public caching, and answers 304 to If-None-Match on GET and POST', async () => {
    const path = `/api/sales-units/public-list?cityCodeId=${s.moscow}`;
    const first = await get(s.api, path);
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    const again = await get(s.api, path, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const posted = await postJson(s.api, '/api/sales-units/public-list', { countryCodeId: 1, cityCodeId: s.moscow });
    expect(posted.headers.get('ETag')).toBe(etag);
    const revalidated = await postJson(
      s.api,
      '/api/sales-units/public-list',
      { countryCodeId: 1, cityCodeId: s.moscow },
      { 'If-None-Match': etag },
    );
    expect(revalidated.status).toBe(304);
  });

  it('changes the ETag when the list changes', async () => {
    const city = await insertCity(s.db);
    await insertOutlet(s.db, { cityCodeId: city });
    const path = `/api/sales-units/public-list?cityCodeId=${city}`;
    const before = (await get(s.api, path)).headers.get('ETag')!;
    await insertOutlet(s.db, { cityCodeId: city });
    const after = await get(s.api, path, { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(before);
  });

  it('compresses a large list with brotli for a client that accepts it', async () => {
    const response = await get(s.api, `/api/sales-units/public-list?cityCodeId=${s.moscow}`, {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
  });

  it('keeps no-store on failures', async () => {
    const response = await get(s.api, '/api/sales-units/public-one/999999999');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('ETag')).toBeNull();
  });
});

describe('payment products of outlets and brands ({product}Accepts, {product}Rate; portal §3)', () => {
  it('every outlet and brand answers all six fields, and the seed has outlets that accept points with a limit', async () => {
    const fields = ['pointsAccepts', 'pointsRate', 'sbpAccepts', 'sbpRate', 'cardAccepts', 'cardRate'];
    const outlets = (await (
      await postJson(s.api, '/api/sales-units/public-list', { countryCodeId: 1, cityCodeId: 1 })
    ).json()) as Record<string, unknown>[];
    expect(outlets.length).toBeGreaterThan(0);
    for (const outlet of outlets) {
      expect(Object.keys(outlet)).toEqual(expect.arrayContaining(fields));
    }
    expect(outlets.some((outlet) => outlet.pointsAccepts === true && typeof outlet.pointsRate === 'number')).toBe(true);
    const one = (await (await get(s.api, `/api/sales-units/public-one/${String(outlets[0]!.id)}`)).json()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(one)).toEqual(expect.arrayContaining(fields));
    const brand = (await (await get(s.api, `/api/brands/${String(outlets[0]!.brandId)}`)).json()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(brand)).toEqual(expect.arrayContaining(fields));
    const partners = (await (
      await postJson(s.api, '/api/brands/offline-partners-list/', { cityCodeId: 1, categoryId: 0 })
    ).json()) as { brands: Record<string, unknown>[] };
    expect(Object.keys(partners.brands[0]!)).toEqual(expect.arrayContaining(fields));
  });
});
