import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../../../core/domain/cityTime.ts';
import type { Category, City } from '../../../core/model/index.ts';
import { onlineCategories } from '../../../server/db/schema.ts';
import {
  expectValidationError,
  get,
  insertCity,
  insertOfflineCategory,
  insertOutlet,
  postJson,
  seededServerPerFile,
} from './publicFixtures.ts';

const s = seededServerPerFile();

describe('POST /api/city-codes/active-city-codes', () => {
  it('lists the active cities of the country in id order, Moscow first, leaving inactive cities out', async () => {
    const hidden = await insertCity(s.db, { active: false });
    const shown = await insertCity(s.db);
    const response = await postJson(s.api, '/api/city-codes/active-city-codes', { countryCodeId: 1 });
    expect(response.status).toBe(200);
    const list = (await response.json()) as City[];
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Москва',
      latitude: 55.7558,
      longitude: 37.6173,
      timeZone: 'Europe/Moscow',
    });
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.map((city) => city.id)).toEqual([...list.map((city) => city.id)].sort((a, b) => a - b));
    expect(list.some((city) => city.id === shown)).toBe(true);
    expect(list.some((city) => city.id === hidden)).toBe(false);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'latitude', 'longitude', 'name', 'timeZone']);
  });

  it('gives each city its centre and the time zone its opening hours are in (issue 21)', async () => {
    const list = (await (
      await postJson(s.api, '/api/city-codes/active-city-codes', { countryCodeId: 1 })
    ).json()) as Required<City>[];
    const zoneOf = (name: string) => list.find((city) => city.name === name)?.timeZone;
    expect(zoneOf('Санкт-Петербург')).toBe('Europe/Moscow');
    expect(zoneOf('Самара')).toBe('Europe/Samara');
    expect(zoneOf('Екатеринбург')).toBe('Asia/Yekaterinburg');
    expect(zoneOf('Омск')).toBe('Asia/Omsk');
    expect(zoneOf('Новосибирск')).toBe('Asia/Novosibirsk');
    expect(
      list.every(
        (city) => isTimeZone(city.timeZone) && Number.isFinite(city.latitude) && Number.isFinite(city.longitude),
      ),
    ).toBe(true);
    // A city added without a zone keeps Moscow time (the column's default).
    const added = await insertCity(s.db);
    const again = (await (
      await postJson(s.api, '/api/city-codes/active-city-codes', { countryCodeId: 1 })
    ).json()) as Required<City>[];
    expect(again.find((city) => city.id === added)?.timeZone).toBe('Europe/Moscow');
  });

  it('has no cities for a country the portal does not serve', async () => {
    const response = await postJson(s.api, '/api/city-codes/active-city-codes', { countryCodeId: 2 });
    expect(await response.json()).toEqual([]);
  });

  it.each([
    {},
    { countryCodeId: '1' },
    { countryCodeId: -1 },
    { countryCodeId: 0 },
    { countryCodeId: 1.5 },
    { countryCodeId: 3_000_000_000 },
    { countryCodeId: null },
  ])('rejects the body %j with VALIDATION_ERROR', async (body) => {
    await expectValidationError(await postJson(s.api, '/api/city-codes/active-city-codes', body));
  });
});

describe('online categories', () => {
  it('answers the same catalogue-ordered list on both paths, each with id, name and iconFileId', async () => {
    const first = (await (await get(s.api, '/api/online-shops-categories')).json()) as Category[];
    const second = (await (await get(s.api, '/api/online-shops/categories')).json()) as Category[];
    expect(second).toEqual(first);
    const stored = await s.db.select({ id: onlineCategories.id }).from(onlineCategories);
    expect(first.length).toBe(stored.length);
    expect(
      first.every((category) => typeof category.name === 'string' && category.name !== '' && 'iconFileId' in category),
    ).toBe(true);
    expect(first.some((category) => category.id === 0)).toBe(false);
  });
});

describe('offline categories: only those with at least one listable outlet', () => {
  it('leaves out a category whose only outlets are inactive or blocked, and lists it once an outlet is listable', async () => {
    const city = await insertCity(s.db);
    const category = await insertOfflineCategory(s.db);
    await insertOutlet(s.db, { cityCodeId: city, categoryId: category, active: false });
    await insertOutlet(s.db, { cityCodeId: city, categoryId: category, blocked: true });
    await insertOutlet(s.db, { cityCodeId: city, categoryId: category, blockedSf: true });
    for (const path of ['/api/sales-unit-categories', '/api/sales-units/active-categories']) {
      const list = (await (await get(s.api, path)).json()) as Category[];
      expect(list.some((item) => item.id === category)).toBe(false);
      expect(list.length).toBeGreaterThan(5);
    }
    await insertOutlet(s.db, { cityCodeId: city, categoryId: category });
    const list = (await (await get(s.api, '/api/sales-unit-categories')).json()) as Category[];
    expect(list.some((item) => item.id === category)).toBe(true);
  });

  it('POST with a cityCodeId narrows the list to the categories listable in that city', async () => {
    const city = await insertCity(s.db);
    const category = await insertOfflineCategory(s.db);
    const other = await insertOfflineCategory(s.db);
    await insertOutlet(s.db, { cityCodeId: city, categoryId: category });
    await insertOutlet(s.db, { cityCodeId: city, categoryId: other, active: false });
    const response = await postJson(s.api, '/api/sales-units/active-categories', { cityCodeId: city });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: category, name: expect.any(String), iconFileId: null }]);
  });

  it('POST without a city (or with null) lists every city, as GET does', async () => {
    const all = await (await get(s.api, '/api/sales-units/active-categories')).json();
    expect(await (await postJson(s.api, '/api/sales-units/active-categories', {})).json()).toEqual(all);
    expect(await (await postJson(s.api, '/api/sales-units/active-categories', { cityCodeId: null })).json()).toEqual(
      all,
    );
  });

  it('rejects a cityCodeId that is not an id', async () => {
    await expectValidationError(await postJson(s.api, '/api/sales-units/active-categories', { cityCodeId: 'Москва' }));
    await expectValidationError(await postJson(s.api, '/api/sales-units/active-categories', { cityCodeId: -3 }));
  });
});
