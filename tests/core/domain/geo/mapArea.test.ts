import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inArea, isInArea, mapAreaParam, mapAreaText, readMapArea } from '../../../../core/domain/geo/mapArea.ts';
import { offlineSearchSchema } from '../../../../core/domain/pageParams.ts';

describe('an area of the map in the address: ?area=south,west,north,east', () => {
  it('reads four numbers and writes them back in one spelling, five decimals at most', () => {
    expect(readMapArea('55.7,37.5,55.8,37.7')).toEqual({ south: 55.7, west: 37.5, north: 55.8, east: 37.7 });
    expect(mapAreaText({ south: 55.700001234, west: 37.5, north: 55.8, east: 37.700004 })).toBe('55.7,37.5,55.8,37.7');
  });

  it('refuses what is not an area', () => {
    for (const bad of [
      '',
      'x',
      '55.7,37.5,55.8',
      '55.8,37.5,55.7,37.7',
      '95,37.5,96,37.7',
      '55.7,37.5,55.8,190',
      '55.7,37.5,55.8,37.5',
      '1e2,0,2,1',
      '55.7,,55.8,37.7',
    ]) {
      expect(readMapArea(bad), bad).toBeNull();
    }
  });

  it('an address with a broken area reads as if it had none, never an error', () => {
    expect(v.parse(v.object({ area: mapAreaParam }), { area: 'garbage' }).area).toBeUndefined();
    expect(v.parse(v.object({ area: mapAreaParam }), { area: '55.7000001,37.5,55.8,37.7' }).area).toBe(
      '55.7,37.5,55.8,37.7',
    );
  });

  it('/offline reads ?view=map and ?area; ?view=list, the default, reads as absent', () => {
    expect(v.parse(offlineSearchSchema, { view: 'map', area: '55.7,37.5,55.8,37.7' })).toMatchObject({
      view: 'map',
      area: '55.7,37.5,55.8,37.7',
      pages: 1,
    });
    expect(v.parse(offlineSearchSchema, { view: 'list' }).view).toBeUndefined();
    expect(v.parse(offlineSearchSchema, { view: 'globe' }).view).toBeUndefined();
  });
});

describe('isInArea, inArea', () => {
  const area = { south: 55.7, west: 37.5, north: 55.8, east: 37.7 };

  it('holds the points inside and on the edges', () => {
    expect(isInArea({ lat: 55.75, lon: 37.6 }, area)).toBe(true);
    expect(isInArea({ lat: 55.7, lon: 37.7 }, area)).toBe(true);
    expect(isInArea({ lat: 55.69, lon: 37.6 }, area)).toBe(false);
    expect(isInArea({ lat: 55.75, lon: 37.71 }, area)).toBe(false);
  });

  it('an area across the 180th meridian (west > east)', () => {
    const chukotka = { south: 64, west: 177, north: 66, east: -178 };
    expect(isInArea({ lat: 65, lon: 179 }, chukotka)).toBe(true);
    expect(isInArea({ lat: 65, lon: -179 }, chukotka)).toBe(true);
    expect(isInArea({ lat: 65, lon: 170 }, chukotka)).toBe(false);
  });

  it('keeps the items inside in their order, leaving out those without a place', () => {
    const items = [
      { id: 1, at: { lat: 55.75, lon: 37.6 } },
      { id: 2, at: null },
      { id: 3, at: { lat: 56, lon: 37.6 } },
      { id: 4, at: { lat: 55.71, lon: 37.51 } },
    ];
    expect(inArea(items, area, (item) => item.at).map((item) => item.id)).toEqual([1, 4]);
  });
});
