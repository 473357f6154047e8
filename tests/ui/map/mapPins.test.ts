import { describe, expect, it } from 'vitest';
import { offlineCards } from '../../../core/domain/showcase/showcases.ts';
import type { MapArea } from '../../../core/domain/geo/mapArea.ts';
import {
  areaOfPins,
  CLUSTER_MAX_ZOOM,
  listedInArea,
  markersIn,
  pinIndex,
  pinsOf,
  zoomShowing,
  type MapMarker,
} from '../../../ui/map/mapPins.ts';
import { outlet } from '../../core/domain/showcase/records.ts';

const MOSCOW = { lat: 55.7558, lon: 37.6173 };
const cards = (records: Parameters<typeof offlineCards>[0]) =>
  offlineCards(records, { baseApi: '/api', favourites: new Set() });

/** `count` outlets spread over about 30 km around the centre, the same every run (a linear congruential sequence). */
function city(count: number) {
  let seed = 42;
  const next = () => (seed = (seed * 1_664_525 + 1_013_904_223) >>> 0) / 4_294_967_296;
  return cards(
    Array.from({ length: count }, (_, index) => {
      const radius = Math.sqrt(next()) * 0.25;
      const angle = next() * Math.PI * 2;
      return outlet(index + 1, `Точка ${index + 1}`, {
        coordinatesLatitude: MOSCOW.lat + radius * Math.sin(angle) * 0.6,
        coordinatesLongitude: MOSCOW.lon + radius * Math.cos(angle),
        position: index + 1,
      });
    }),
  );
}

const WHOLE_CITY: MapArea = { south: 55.5, west: 37.2, north: 56.0, east: 38.0 };
const outlets = (markers: readonly MapMarker[]) =>
  markers.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 1), 0);

describe('pinsOf: a pin for every listed outlet that has a place', () => {
  it('keeps the list’s order and leaves out outlets without valid coordinates', () => {
    const pins = pinsOf(
      cards([
        outlet(1, 'Кофейня', { coordinatesLatitude: 55.76, coordinatesLongitude: 37.61 }),
        outlet(2, 'Без адреса'),
        outlet(3, 'Ошибка в координатах', { coordinatesLatitude: 155, coordinatesLongitude: 37.61 }),
        outlet(4, 'Пекарня', { coordinatesLatitude: 55.7, coordinatesLongitude: 37.5 }),
      ]),
    );
    expect(pins.map((pin) => pin.id)).toEqual([1, 4]);
    expect(pins[0]).toMatchObject({ name: 'Кофейня', point: { lat: 55.76, lon: 37.61 } });
  });

  it('a pin says the outlet’s base cashback as its card does', () => {
    const [pin] = pinsOf(
      cards([outlet(1, 'Кофейня', { coordinatesLatitude: 55.76, coordinatesLongitude: 37.61, maximumCashback: 0.1 })]),
    );
    expect(pin?.cashback).toMatch(/^\d+(,\d+)?\s?%$/);
  });
});

describe('markersIn: clusters at the city’s zoom, pins up close', () => {
  const pins = pinsOf(city(2_000));
  const index = pinIndex(pins);

  it('the whole city at zoom 12 is a few hundred markers that together hold every outlet', () => {
    const markers = markersIn(index, WHOLE_CITY, 12);
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.length).toBeLessThan(500);
    expect(markers.some((marker) => marker.kind === 'cluster')).toBe(true);
    expect(outlets(markers)).toBe(2_000);
  });

  it('a cluster zooms in to a closer zoom than the one it is drawn at', () => {
    const clusters = markersIn(index, WHOLE_CITY, 11).filter((marker) => marker.kind === 'cluster');
    expect(clusters.length).toBeGreaterThan(0);
    for (const cluster of clusters) {
      expect(cluster.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(11);
    }
  });

  it('above the last clustering zoom every outlet has its own pin', () => {
    const markers = markersIn(index, WHOLE_CITY, CLUSTER_MAX_ZOOM + 1);
    expect(markers).toHaveLength(2_000);
    expect(markers.every((marker) => marker.kind === 'pin')).toBe(true);
  });

  it('only what the view shows: a corner of the city has fewer outlets than the city', () => {
    const corner: MapArea = { south: 55.75, west: 37.6, north: 55.8, east: 37.7 };
    const inCorner = listedInArea(city(2_000), corner).length;
    expect(inCorner).toBeGreaterThan(0);
    expect(outlets(markersIn(index, corner, 14))).toBeGreaterThanOrEqual(inCorner);
    expect(outlets(markersIn(index, corner, 14))).toBeLessThan(2_000);
  });

  it('a pin carries its outlet’s id, name and cashback', () => {
    const pin = markersIn(index, WHOLE_CITY, CLUSTER_MAX_ZOOM + 1).find(
      (marker) => marker.kind === 'pin' && marker.id === 7,
    );
    expect(pin).toMatchObject({ kind: 'pin', id: 7, name: 'Точка 7', key: 'p7' });
  });
});

describe('zoomShowing: how close the map comes for an outlet picked from the list', () => {
  const neighbours = pinsOf(
    cards([
      outlet(1, 'Кофейня', { coordinatesLatitude: 55.7558, coordinatesLongitude: 37.6173 }),
      outlet(2, 'Пекарня по соседству', { coordinatesLatitude: 55.7559, coordinatesLongitude: 37.6175 }),
      outlet(3, 'Далеко', { coordinatesLatitude: 55.9, coordinatesLongitude: 37.4 }),
    ]),
  );
  const index = pinIndex(neighbours);
  const coffee = neighbours[0]!;

  it('two outlets 15 m apart share a cluster at the city’s zoom; the zoom found shows the outlet alone', () => {
    expect(markersIn(index, WHOLE_CITY, 12).some((marker) => marker.kind === 'pin' && marker.id === 1)).toBe(false);
    const zoom = zoomShowing(index, coffee.id, coffee.point, 12);
    expect(zoom).toBeGreaterThan(12);
    expect(markersIn(index, WHOLE_CITY, zoom).some((marker) => marker.kind === 'pin' && marker.id === 1)).toBe(true);
  });

  it('an outlet already alone keeps the zoom', () => {
    const far = neighbours[2]!;
    expect(zoomShowing(index, far.id, far.point, 12)).toBe(12);
  });
});

describe('listedInArea: «Искать в этой области» narrows the list', () => {
  const list = cards([
    outlet(1, 'В центре', { coordinatesLatitude: 55.75, coordinatesLongitude: 37.62 }),
    outlet(2, 'На окраине', { coordinatesLatitude: 55.95, coordinatesLongitude: 37.3 }),
    outlet(3, 'Без координат'),
    outlet(4, 'Тоже в центре', { coordinatesLatitude: 55.76, coordinatesLongitude: 37.6 }),
  ]);

  it('keeps the outlets inside the area, in the list’s order', () => {
    const centre: MapArea = { south: 55.7, west: 37.5, north: 55.8, east: 37.7 };
    expect(listedInArea(list, centre).map((card) => card.id)).toEqual([1, 4]);
  });

  it('without an area the list is whole, outlets without coordinates included', () => {
    expect(listedInArea(list, null)).toBe(list);
  });

  it('an area with no outlet leaves nothing', () => {
    expect(listedInArea(list, { south: 10, west: 10, north: 11, east: 11 })).toEqual([]);
  });
});

describe('areaOfPins', () => {
  it('is the smallest area holding every pin, null for none', () => {
    const pins = pinsOf(
      cards([
        outlet(1, 'А', { coordinatesLatitude: 55.7, coordinatesLongitude: 37.8 }),
        outlet(2, 'Б', { coordinatesLatitude: 55.9, coordinatesLongitude: 37.4 }),
      ]),
    );
    expect(areaOfPins(pins)).toEqual({ south: 55.7, west: 37.4, north: 55.9, east: 37.8 });
    expect(areaOfPins([])).toBeNull();
  });
});
