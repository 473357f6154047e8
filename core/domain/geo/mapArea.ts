/**
 * An area of the map (issue 21): what «Искать в этой области» narrows a list to, kept in the address as
 * `?area=south,west,north,east` in degrees, so a narrowed map is shareable and survives a reload. One spelling:
 * five decimals (about a metre), south before north.
 */
import * as v from 'valibot';
import { pointOf, type GeoPoint } from './distance.ts';

/** A rectangle of latitudes and longitudes; `west > east` crosses the 180th meridian (Chukotka). */
export interface MapArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Decimals an area keeps in the address: 1e-5° is about a metre, finer than any map the portal shows. */
const AREA_DECIMALS = 5;

const round = (degrees: number) => Number(degrees.toFixed(AREA_DECIMALS));

/** The area as the address writes it: `55.70000,37.50000,55.80000,37.70000` is `55.7,37.5,55.8,37.7`. */
export function mapAreaText(area: MapArea): string {
  return [area.south, area.west, area.north, area.east].map(round).join(',');
}

/**
 * An area from its text (`south,west,north,east`), rounded to AREA_DECIMALS; null unless it is four numbers with
 * latitudes in −90…90, south below north, and longitudes in −180…180 that are not the same.
 */
export function readMapArea(text: string): MapArea | null {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((part) => !/^\s*-?\d{1,3}(\.\d+)?\s*$/.test(part))) {
    return null;
  }
  const [south, west, north, east] = parts.map((part) => round(Number(part))) as [number, number, number, number];
  if (pointOf(south, west) === null || pointOf(north, east) === null || !(south < north) || west === east) {
    return null;
  }
  return { south, west, north, east };
}

/** Whether a point lies in the area (its edges included). */
export function isInArea(point: GeoPoint, area: MapArea): boolean {
  if (point.lat < area.south || point.lat > area.north) {
    return false;
  }
  return area.west <= area.east
    ? point.lon >= area.west && point.lon <= area.east
    : point.lon >= area.west || point.lon <= area.east;
}

/** The items whose place (`placeOf`, null for none) lies in the area, in their order; an item without a place is left out. */
export function inArea<T>(items: readonly T[], area: MapArea, placeOf: (item: T) => GeoPoint | null): T[] {
  return items.filter((item) => {
    const place = placeOf(item);
    return place !== null && isInArea(place, area);
  });
}

/**
 * `?area` of a list address: the area's text in its one spelling (mapAreaText), or absent for anything that is not
 * an area (an address from a link or a person never fails).
 */
export const mapAreaParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.check((text) => readMapArea(text) !== null),
      v.transform((text) => mapAreaText(readMapArea(text)!)),
    ),
  ),
  undefined,
);
