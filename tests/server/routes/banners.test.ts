import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bannerSchema } from '../../../server/routes/publicModels.ts';
import type { Banner } from '../../../core/model/index.ts';
import { offlineBanners, onlineBanners } from '../../../server/db/schema.ts';
import { cityIdByName, expectValidationError, insertCity, postJson, seededServerPerFile } from './publicFixtures.ts';

const s = seededServerPerFile();

const PATHS = {
  offline: '/api/showroom-offline-banners/active-banners',
  online: '/api/showroom-online-banners/active-banners',
} as const;

async function banners(path: string, cityCodeId: number, typeId: number, countryCodeId = 1): Promise<Banner[]> {
  const response = await postJson(s.api, path, { countryCodeId, cityCodeId, typeId });
  expect(response.status).toBe(200);
  return (await response.json()) as Banner[];
}

describe('active banners of both showcases', () => {
  it.each([
    ['offline', offlineBanners],
    ['online', onlineBanners],
  ] as const)('%s: the switched-on banners of the city and type only, in the order added', async (showcase, table) => {
    const city = await insertCity(s.db);
    const other = await insertCity(s.db);
    const rows = await s.db
      .insert(table)
      .values([
        { cityCodeId: city, typeId: 1, title: 'первый', link: '/a' },
        { cityCodeId: city, typeId: 1, title: 'выключен', active: false },
        { cityCodeId: city, typeId: 2, title: 'другой тип' },
        { cityCodeId: other, typeId: 1, title: 'другой город' },
        { cityCodeId: city, typeId: 1, title: 'второй' },
      ])
      .returning({ id: table.id });
    const list = await banners(PATHS[showcase], city, 1);
    expect(list).toEqual([
      { id: rows[0]!.id, title: 'первый', fileId: null, link: '/a', typeId: 1 },
      { id: rows[4]!.id, title: 'второй', fileId: null, link: null, typeId: 1 },
    ]);
    expect((await banners(PATHS[showcase], city, 2)).map((banner) => banner.title)).toEqual(['другой тип']);
    expect(await banners(PATHS[showcase], city, 1, 2)).toEqual([]);
  });

  it('serves the seeded Moscow banners with their pictures', async () => {
    const moscow = await cityIdByName(s.db, 'Москва');
    for (const path of Object.values(PATHS)) {
      const list = await banners(path, moscow, 1);
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(v.is(v.array(bannerSchema), list)).toBe(true);
      expect(list.every((banner) => banner.typeId === 1 && typeof banner.fileId === 'number')).toBe(true);
    }
  });

  it.each([
    { countryCodeId: 1, cityCodeId: 1 },
    { countryCodeId: 1, cityCodeId: 1, typeId: '1' },
    { countryCodeId: 1, cityCodeId: 0, typeId: 1 },
    { countryCodeId: 1, cityCodeId: 1, typeId: -2 },
  ])('rejects the body %j with VALIDATION_ERROR', async (body) => {
    await expectValidationError(await postJson(s.api, PATHS.offline, body));
    await expectValidationError(await postJson(s.api, PATHS.online, body));
  });
});
