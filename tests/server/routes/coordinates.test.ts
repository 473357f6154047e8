import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Coordinates } from '../../../core/ports/api.ts';
import { cities } from '../../../server/db/schema.ts';
import {
  cityIdByName,
  expectValidationError,
  get,
  insertCity,
  OPEN_TIMEOUT_MS,
  seededServerPerFile,
} from './publicFixtures.ts';

const s = seededServerPerFile();
/** The centre of the first active city by id: Moscow in a freshly seeded database. */
let fallback: Coordinates;

beforeAll(async () => {
  const [first] = await s.db
    .select({ cityCodeId: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.active, true))
    .orderBy(asc(cities.id))
    .limit(1);
  fallback = first!;
}, OPEN_TIMEOUT_MS);

async function coordinates(path: string, cookie?: string): Promise<Coordinates> {
  const response = await get(s.api, path, cookie === undefined ? {} : { Cookie: cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return (await response.json()) as Coordinates;
}

describe('GET /api/v1/coordinates (no geo-IP offline: the chosen city, else the first active city)', () => {
  it('answers the centre of the first active city, Moscow, without a city cookie', async () => {
    expect(await coordinates('/api/v1/coordinates')).toEqual(fallback);
    if (fallback.cityCodeId === (await cityIdByName(s.db, 'Москва'))) {
      expect(fallback).toMatchObject({ latitude: 55.7558, longitude: 37.6173 });
    }
  });

  it('answers the centre of the city in the city_id cookie', async () => {
    const city = await insertCity(s.db, { latitude: 61.25, longitude: 73.5 });
    expect(await coordinates('/api/v1/coordinates', `theme=dark; city_id=${city}`)).toEqual({
      latitude: 61.25,
      longitude: 73.5,
      cityCodeId: city,
    });
  });

  it('falls back to the first active city for an inactive, unknown or malformed city cookie', async () => {
    const inactive = await insertCity(s.db, { active: false, latitude: 10, longitude: 10 });
    for (const value of [
      String(inactive),
      '999999999',
      'abc',
      '-1',
      '1e3',
      '12345678901',
      '0',
      '00',
      '2147483648',
      ' 1',
    ]) {
      expect(await coordinates('/api/v1/coordinates', `city_id=${value}`)).toEqual(fallback);
    }
  });

  it('accepts the iframe flag and answers the same', async () => {
    const city = await insertCity(s.db, { latitude: 45.5, longitude: 39.5 });
    expect(await coordinates('/api/v1/coordinates?iframe=1', `city_id=${city}`)).toEqual({
      latitude: 45.5,
      longitude: 39.5,
      cityCodeId: city,
    });
    expect(await coordinates('/api/v1/coordinates?iframe=0')).toEqual(fallback);
  });

  it('reads the cookie with the core’s one id rule (parseCityId): a city id with leading zeros is that city', async () => {
    const city = await insertCity(s.db, { latitude: 50.5, longitude: 30.5 });
    expect(await coordinates('/api/v1/coordinates', `city_id=000${city}`)).toEqual({
      latitude: 50.5,
      longitude: 30.5,
      cityCodeId: city,
    });
  });

  it('rejects an iframe flag that is not 0, 1, true or false', async () => {
    await expectValidationError(await get(s.api, '/api/v1/coordinates?iframe=yes'));
  });
});
