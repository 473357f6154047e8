import { describe, expect, it } from 'vitest';
import {
  chooseOrigin,
  cityCentreOf,
  isNearCity,
  NEAR_CITY_METRES,
  pageOrigin,
  sameOrigin,
} from '../../../../core/domain/geo/cityArea.ts';

const moscow = { lat: 55.7558, lon: 37.6173 };
describe('the centre of a city', () => {
  it('is the centre the city list gives', () => {
    expect(cityCentreOf({ latitude: 55.7558, longitude: 37.6173 })).toEqual(moscow);
  });

  it('is unknown for a city without one, or with one off the globe: no page makes one up from its outlets', () => {
    expect(cityCentreOf({})).toBeNull();
    expect(cityCentreOf({ latitude: 95, longitude: 37 })).toBeNull();
  });
});

describe('is the shopper in the chosen city', () => {
  it('yes within 50 km of its centre, no further out', () => {
    expect(NEAR_CITY_METRES).toBe(50_000);
    expect(isNearCity({ lat: 55.89, lon: 37.44 }, moscow)).toBe(true); // Химки, about 19 km
    expect(isNearCity({ lat: moscow.lat + 0.44, lon: moscow.lon }, moscow)).toBe(true); // 48.9 km north
    expect(isNearCity({ lat: moscow.lat + 0.46, lon: moscow.lon }, moscow)).toBe(false); // 51.1 km north
    expect(isNearCity({ lat: 59.9343, lon: 30.3351 }, moscow)).toBe(false); // Saint Petersburg
  });
});

describe('where distances are measured from', () => {
  it('from the shopper inside the city', () => {
    const near = { lat: 55.76, lon: 37.62 };
    expect(chooseOrigin(1, moscow, near)).toEqual({ origin: { kind: 'shopper', position: near }, reason: null });
  });

  it('from the city centre, said so, without a position or with one outside the city', () => {
    expect(chooseOrigin(1, moscow, null)).toEqual({
      origin: { kind: 'cityCentre', cityId: 1, position: moscow },
      reason: 'noPosition',
    });
    expect(chooseOrigin(1, moscow, { lat: 59.9343, lon: 30.3351 })).toEqual({
      origin: { kind: 'cityCentre', cityId: 1, position: moscow },
      reason: 'outsideCity',
    });
    expect(chooseOrigin(1, moscow, { lat: 200, lon: 0 }).reason).toBe('noPosition');
  });

  it('from nowhere when the city has no centre and the shopper no position', () => {
    expect(chooseOrigin(1, null, null)).toEqual({ origin: null, reason: 'noPosition' });
  });

  it('from the shopper when the city has no centre to compare with', () => {
    expect(chooseOrigin(1, null, moscow).origin).toEqual({ kind: 'shopper', position: moscow });
  });
});

describe('the origin of a page: one decision for the loader that orders and the page that labels (issue 33 §2)', () => {
  const cities = [
    { id: 1, name: 'Москва', latitude: moscow.lat, longitude: moscow.lon },
    { id: 2, name: 'Казань', latitude: 55.79, longitude: 49.12 },
  ];
  const nearby = { lat: 55.76, lon: 37.62 };

  it('is the shopper’s position inside the page’s city', () => {
    expect(pageOrigin(1, cities, nearby)).toEqual({ origin: { kind: 'shopper', position: nearby }, reason: null });
  });

  it('is the city’s centre without a position, or with one in another city', () => {
    expect(pageOrigin(2, cities, null).origin).toEqual({
      kind: 'cityCentre',
      cityId: 2,
      position: { lat: 55.79, lon: 49.12 },
    });
    expect(pageOrigin(2, cities, nearby).reason).toBe('outsideCity');
  });

  it('is none while the page has no city', () => {
    expect(pageOrigin(null, cities, nearby).origin).toBeNull();
    expect(pageOrigin(undefined, cities, null).origin).toBeNull();
  });

  it('is the same origin again when the place and its kind are (a list ordered from one is ordered from the other)', () => {
    const centre = pageOrigin(1, cities, null).origin;
    expect(sameOrigin(centre, pageOrigin(1, [...cities], null).origin)).toBe(true);
    expect(sameOrigin(centre, pageOrigin(1, cities, nearby).origin)).toBe(false);
    expect(sameOrigin(centre, pageOrigin(2, cities, null).origin)).toBe(false);
    expect(sameOrigin(null, undefined)).toBe(true);
    expect(sameOrigin(centre, null)).toBe(false);
  });
});
