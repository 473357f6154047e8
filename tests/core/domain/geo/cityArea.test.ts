import { describe, expect, it } from 'vitest';
import { chooseOrigin, cityCentreOf, isNearCity, NEAR_CITY_METRES } from '../../../../core/domain/geo/cityArea.ts';

const moscow = { lat: 55.7558, lon: 37.6173 };
const outletAt = (lat: number | null, lon: number | null) => ({ coordinatesLatitude: lat, coordinatesLongitude: lon });

describe('the centre of a city', () => {
  it('is the centre the city list gives', () => {
    expect(cityCentreOf({ latitude: 55.7558, longitude: 37.6173 }, [outletAt(56, 38)])).toEqual(moscow);
  });

  it('without one, is the median of its outlets, so one far-off outlet does not move it', () => {
    const outlets = [
      outletAt(55.7, 37.5),
      outletAt(55.8, 37.7),
      outletAt(55.75, 37.6),
      outletAt(59.9, 30.3),
      outletAt(null, null),
    ];
    expect(cityCentreOf({}, outlets)).toEqual({ lat: 55.775, lon: 37.55 });
    expect(cityCentreOf({}, outlets.slice(0, 3))).toEqual({ lat: 55.75, lon: 37.6 });
  });

  it('is unknown for a city with neither a centre nor an outlet with coordinates', () => {
    expect(cityCentreOf({}, [outletAt(null, 37)])).toBeNull();
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
