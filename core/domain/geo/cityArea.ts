/**
 * Where a city is, and whether the shopper's position is in it (issue 21): the city's centre, the rule
 * «near the chosen city», and the choice of the origin every distance is measured from.
 */
import type { City } from '../../model/index.ts';
import {
  cityCentreOrigin,
  distanceMeters,
  pointOf,
  shopperOrigin,
  type DistanceOrigin,
  type GeoPoint,
} from './distance.ts';

/**
 * How far from its centre a position still counts as in the city: 50 km. Moscow inside the MKAD reaches about
 * 20 km from the Kremlin and its new territories and the towns around it (Химки, Люберцы, Мытищи) 30–50 km; a
 * shopper there still walks into the city's partners. Further out the centre is a better guess than a
 * position the showcase has no outlets near (docs/decisions.md «One distance rule»).
 */
export const NEAR_CITY_METRES = 50_000;

/**
 * A city's centre: the one the city list gives (every city the API lists carries one); null when it has none or
 * one off the globe. No page makes one up from its outlets: the list, its loader and the map measure from this alone.
 */
export function cityCentreOf(city: Pick<City, 'latitude' | 'longitude'>): GeoPoint | null {
  return pointOf(city.latitude, city.longitude);
}

/** Whether `position` is within `radiusMetres` (NEAR_CITY_METRES) of the city's `centre`. */
export function isNearCity(position: GeoPoint, centre: GeoPoint, radiusMetres = NEAR_CITY_METRES): boolean {
  const metres = distanceMeters(position, centre);
  return Number.isFinite(metres) && metres <= radiusMetres;
}

/** Why distances are measured from the city centre rather than from the shopper. */
type CentreReason =
  /** The shopper gave no position: not asked yet, refused, or the browser could not tell. */
  | 'noPosition'
  /** The position is further than NEAR_CITY_METRES from the chosen city's centre. */
  | 'outsideCity';

/** Where the distances of a page are measured from, and why when it is not the shopper. */
export type OriginChoice =
  | { origin: DistanceOrigin & { kind: 'shopper' }; reason: null }
  | { origin: DistanceOrigin & { kind: 'cityCentre' }; reason: CentreReason }
  /** Neither a usable position nor a centre: no distance is shown at all. */
  | { origin: null; reason: CentreReason };

/**
 * The origin of every distance on a page: the shopper's position when there is one inside the chosen city,
 * else that city's centre (said so on screen), else none. A position outside the city is not used: the showcase
 * lists that city's outlets, and «340 км» from each of them helps nobody.
 */
export function chooseOrigin(cityId: number, centre: GeoPoint | null, position: GeoPoint | null): OriginChoice {
  const usable = position === null ? null : pointOf(position.lat, position.lon);
  if (usable !== null && (centre === null || isNearCity(usable, centre))) {
    return { origin: shopperOrigin(usable), reason: null };
  }
  const reason: CentreReason = usable === null ? 'noPosition' : 'outsideCity';
  return centre === null ? { origin: null, reason } : { origin: cityCentreOrigin(cityId, centre), reason };
}

/**
 * Where a page of the city `cityId` measures its distances from, and so where «по расстоянию» orders from: chooseOrigin
 * over the centre of that city among `cities` (none when the page has no city). The one decision of the origin: the
 * loader that orders a list by distance and the page that labels it and tells when it must be read again both take it.
 */
export function pageOrigin(
  cityId: number | null | undefined,
  cities: readonly City[],
  position: GeoPoint | null,
): OriginChoice {
  if (cityId === null || cityId === undefined) {
    return { origin: null, reason: 'noPosition' };
  }
  const city = cities.find((candidate) => candidate.id === cityId);
  return chooseOrigin(cityId, city === undefined ? null : cityCentreOf(city), position);
}

/** Whether two origins are the same place of the same kind (none equals none): a list ordered from one is ordered from the other. */
export function sameOrigin(a: DistanceOrigin | null | undefined, b: DistanceOrigin | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) {
    return (a ?? null) === (b ?? null);
  }
  return a.kind === b.kind && a.position.lat === b.position.lat && a.position.lon === b.position.lon;
}
