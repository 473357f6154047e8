/**
 * The one distance rule of the portal (issue 21): how far an outlet is from where distances are measured,
 * and how that distance is written. The list, the map, the outlet page, the search results and the frames
 * card all take their figures and their words from here, so none can say «240 м» where another says «0,2 км».
 *
 * A distance always carries its origin: the shopper's own position, or the centre of the chosen city when
 * there is no position (refused, unavailable, outside the city). A distance from the city centre is never
 * the shopper's: `distanceText` says «от центра города» for it.
 */

/** A point on the globe in WGS 84 degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** True for a finite latitude in −90…90 and longitude in −180…180. */
export function isValidCoordinates(lat: number | null | undefined, lon: number | null | undefined): boolean {
  return (
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180
  );
}

/** The point at `lat`, `lon`, or null when they are not valid coordinates. */
export function pointOf(lat: number | null | undefined, lon: number | null | undefined): GeoPoint | null {
  return isValidCoordinates(lat, lon) ? { lat: lat as number, lon: lon as number } : null;
}

/** Where an outlet (its stored record or its card) stands, or null when it has no valid coordinates. */
export function outletPoint(outlet: {
  coordinatesLatitude: number | null;
  coordinatesLongitude: number | null;
}): GeoPoint | null {
  return pointOf(outlet.coordinatesLatitude, outlet.coordinatesLongitude);
}

/** Mean Earth radius in metres (the sphere the haversine formula assumes). */
const EARTH_RADIUS_M = 6_371_000;

/**
 * Great-circle distance in metres between two points (haversine on a sphere: within 0.5 % of the
 * ellipsoid, plenty to say which outlet is nearer). NaN when either point is not valid coordinates.
 */
export function distanceMeters(from: GeoPoint, to: GeoPoint): number {
  if (!isValidCoordinates(from.lat, from.lon) || !isValidCoordinates(to.lat, to.lon)) {
    return Number.NaN;
  }
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLon = rad(to.lon - from.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The no-break space between a figure and its unit: «1,2 км» never breaks across two lines. */
export const UNIT_SPACE = '\u00a0';

/**
 * A distance as the portal writes it (docs/decisions.md «One distance rule»):
 * - under a kilometre, metres rounded to 10 m, at least «10 м»: «240 м»;
 * - from 1 km to under 10 km, kilometres with one decimal and a comma, a «,0» left out: «1,2 км», «3 км»;
 * - from 10 km, whole kilometres: «15 км».
 * The rounding decides the unit: 996 m is «1 км», 9 960 m is «10 км». Figure and unit are joined by a no-break
 * space (UNIT_SPACE). Throws RangeError for a negative or non-finite distance: there is nothing to write.
 */
export function formatDistance(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) {
    throw new RangeError(`a distance must be a finite number of metres, got ${metres}`);
  }
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1000) {
    return `${tens}${UNIT_SPACE}м`;
  }
  const tenths = Math.round(metres / 100);
  if (tenths < 100) {
    const whole = Math.floor(tenths / 10);
    const decimal = tenths % 10;
    return `${whole}${decimal === 0 ? '' : `,${decimal}`}${UNIT_SPACE}км`;
  }
  return `${Math.round(metres / 1000)}${UNIT_SPACE}км`;
}

/** Distances measured from the shopper's own position (the browser's geolocation, kept in the tab). */
export interface ShopperOrigin {
  kind: 'shopper';
  position: GeoPoint;
}

/** Distances measured from the centre of the chosen city: never the shopper's, and said so. */
export interface CityCentreOrigin {
  kind: 'cityCentre';
  /** The city whose centre it is; null when the centre came without its city. */
  cityId: number | null;
  position: GeoPoint;
}

/** Where distances are measured from. */
export type DistanceOrigin = ShopperOrigin | CityCentreOrigin;

/** A distance and what it is measured from. */
export interface Distance {
  metres: number;
  from: DistanceOrigin['kind'];
}

/** The shopper's position as an origin. */
export function shopperOrigin(position: GeoPoint): ShopperOrigin {
  return { kind: 'shopper', position };
}

/** A city's centre as an origin. */
export function cityCentreOrigin(cityId: number | null, centre: GeoPoint): CityCentreOrigin {
  return { kind: 'cityCentre', cityId, position: centre };
}

/** How far `place` is from `origin`, or null when the place (or the origin) has no valid coordinates. */
export function distanceFrom(origin: DistanceOrigin, place: GeoPoint | null): Distance | null {
  if (place === null) {
    return null;
  }
  const metres = distanceMeters(origin.position, place);
  return Number.isFinite(metres) ? { metres, from: origin.kind } : null;
}

/** How far an outlet (record or card) is from `origin`; null without coordinates. */
export function outletDistance(
  origin: DistanceOrigin,
  outlet: { coordinatesLatitude: number | null; coordinatesLongitude: number | null },
): Distance | null {
  return distanceFrom(origin, outletPoint(outlet));
}

/** What is added to a distance measured from the city centre. */
const FROM_CITY_CENTRE = 'от центра города';

/**
 * A distance as a card, a pin or the outlet page says it: «240 м» from the shopper, «1,2 км от центра города»
 * from the city centre, so a city-centre figure never passes for the shopper's own.
 */
export function distanceText(distance: Distance): string {
  const figure = formatDistance(distance.metres);
  return distance.from === 'shopper' ? figure : `${figure} ${FROM_CITY_CENTRE}`;
}

/**
 * The distance a place shows on a page, one rule for the lists, a brand's outlets, the search results and the outlet
 * page: the shopper's whenever there is one; one from the city centre (said so) only where the page measures without
 * a position on purpose (`centreShown`: a list ordered by distance, an outlet page whose shopper asked and got no
 * position); otherwise none, so a page never shows a figure nobody asked for.
 */
export function shownDistance(distance: Distance | null, centreShown: boolean): string | null {
  if (distance === null || (distance.from !== 'shopper' && !centreShown)) {
    return null;
  }
  return distanceText(distance);
}
