import { describe, expect, it } from 'vitest';
import {
  cityCentreOrigin,
  distanceFrom,
  distanceMeters,
  distanceText,
  formatDistance,
  isValidCoordinates,
  outletDistance,
  outletPoint,
  pointOf,
  shopperOrigin,
  shownDistance,
  UNIT_SPACE,
} from '../../../../core/domain/geo/distance.ts';

/** The text with a plain space in place of the no-break one, to read the examples as the issue writes them. */
const plain = (text: string) => text.replaceAll(UNIT_SPACE, ' ');

describe('distanceMeters: the great-circle distance (haversine)', () => {
  it('is 0 from a point to itself', () => {
    expect(distanceMeters({ lat: 55.75, lon: 37.62 }, { lat: 55.75, lon: 37.62 })).toBe(0);
  });

  it('one degree of latitude is about 111.2 km', () => {
    expect(distanceMeters({ lat: 55, lon: 37 }, { lat: 56, lon: 37 })).toBeCloseTo(111_195, -1);
  });

  it('Moscow to Saint Petersburg is about 633 km, the same both ways', () => {
    const moscow = { lat: 55.7558, lon: 37.6173 };
    const spb = { lat: 59.9343, lon: 30.3351 };
    expect(distanceMeters(moscow, spb) / 1000).toBeCloseTo(633, 0);
    expect(distanceMeters(spb, moscow)).toBeCloseTo(distanceMeters(moscow, spb), 6);
  });

  it('one degree of longitude is 111.2 km on the equator and nothing at a pole', () => {
    expect(distanceMeters({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111_195, -1);
    expect(distanceMeters({ lat: 90, lon: 0 }, { lat: 90, lon: 120 })).toBeCloseTo(0, 3);
    expect(distanceMeters({ lat: 90, lon: 0 }, { lat: -90, lon: 0 })).toBeCloseTo(Math.PI * 6_371_000, -1);
  });

  it('crosses the antimeridian the short way', () => {
    expect(distanceMeters({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(111_195, -1);
  });

  it('is NaN for a point that is not coordinates', () => {
    expect(distanceMeters({ lat: 91, lon: 0 }, { lat: 0, lon: 0 })).toBeNaN();
    expect(distanceMeters({ lat: 0, lon: 0 }, { lat: Number.NaN, lon: 0 })).toBeNaN();
    expect(distanceMeters({ lat: 0, lon: 181 }, { lat: 0, lon: 0 })).toBeNaN();
  });
});

describe('points', () => {
  it('are valid on the edges of the globe and nowhere past them', () => {
    expect(isValidCoordinates(90, 180)).toBe(true);
    expect(isValidCoordinates(-90, -180)).toBe(true);
    expect(isValidCoordinates(90.0001, 0)).toBe(false);
    expect(isValidCoordinates(null, 0)).toBe(false);
    expect(isValidCoordinates(0, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('an outlet without both coordinates has no point', () => {
    expect(outletPoint({ coordinatesLatitude: 55.75, coordinatesLongitude: 37.62 })).toEqual({
      lat: 55.75,
      lon: 37.62,
    });
    expect(outletPoint({ coordinatesLatitude: 55.75, coordinatesLongitude: null })).toBeNull();
    expect(pointOf(undefined, 37)).toBeNull();
  });
});

describe('formatDistance: the distance as the portal writes it', () => {
  it.each([
    [0, '10 м'],
    [3, '10 м'],
    [14, '10 м'],
    [15, '20 м'],
    [238, '240 м'],
    [994, '990 м'],
    [995, '1 км'],
    [1000, '1 км'],
    [1049, '1 км'],
    [1050, '1,1 км'],
    [1234, '1,2 км'],
    [1250, '1,3 км'],
    [9949, '9,9 км'],
    [9950, '10 км'],
    [10_499, '10 км'],
    [14_600, '15 км'],
    [633_000, '633 км'],
  ])('%s m → «%s»', (metres, text) => {
    expect(plain(formatDistance(metres))).toBe(text);
  });

  it('keeps the figure and its unit together with a no-break space', () => {
    expect(formatDistance(240)).toBe('240\u00a0м');
    expect(formatDistance(1200)).toBe('1,2\u00a0км');
  });

  it('refuses what is not a distance', () => {
    expect(() => formatDistance(-1)).toThrow(RangeError);
    expect(() => formatDistance(Number.NaN)).toThrow(RangeError);
    expect(() => formatDistance(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('a distance knows what it is measured from', () => {
  const kremlin = { lat: 55.752, lon: 37.6175 };
  const outlet = { coordinatesLatitude: 55.7542, coordinatesLongitude: 37.6175 };

  it('from the shopper it is the shopper’s: the figure alone', () => {
    const distance = outletDistance(shopperOrigin(kremlin), outlet);
    expect(distance).toEqual({ metres: expect.closeTo(245, 0), from: 'shopper' });
    expect(plain(distanceText(distance!))).toBe('240 м');
  });

  it('from the city centre it never passes for the shopper’s: «от центра города»', () => {
    const distance = outletDistance(cityCentreOrigin(1, kremlin), outlet);
    expect(distance?.from).toBe('cityCentre');
    expect(plain(distanceText(distance!))).toBe('240 м от центра города');
  });

  it('there is none to a place without coordinates', () => {
    expect(
      outletDistance(shopperOrigin(kremlin), { coordinatesLatitude: null, coordinatesLongitude: null }),
    ).toBeNull();
    expect(distanceFrom(shopperOrigin(kremlin), null)).toBeNull();
    expect(distanceFrom(shopperOrigin({ lat: 95, lon: 0 }), kremlin)).toBeNull();
  });
});

describe('which distance a place shows (issue 21)', () => {
  it('the shopper’s always, whether or not the list is ordered by distance', () => {
    expect(plain(shownDistance({ metres: 240, from: 'shopper' }, false) ?? '')).toBe('240 м');
    expect(plain(shownDistance({ metres: 240, from: 'shopper' }, true) ?? '')).toBe('240 м');
  });

  it('one from the city centre only where the page measures from it on purpose, and said so', () => {
    expect(plain(shownDistance({ metres: 1200, from: 'cityCentre' }, true) ?? '')).toBe('1,2 км от центра города');
    expect(shownDistance({ metres: 1200, from: 'cityCentre' }, false)).toBeNull();
  });

  it('none for a place that could not be measured', () => {
    expect(shownDistance(null, true)).toBeNull();
  });
});
