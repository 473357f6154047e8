/**
 * Links that open an outlet on 2GIS and Yandex Maps (portal §3 twoGis, yandexMaps): the outlet's
 * stored address when it is an https link to that service (it may name the partner's own card),
 * else one built from the coordinates. Either way a link can only ever be https to the map service.
 * Distances between points are core/domain/geo/distance.ts.
 */
import { isValidCoordinates } from './geo/distance.ts';

/** Zoom of a single building on both services. */
const MAP_ZOOM = 17;

/** A coordinate in plain decimal notation with at most 6 decimals (about 10 cm): never '1e-7', never '-0'. */
export function formatCoordinate(value: number): string {
  const text = value.toFixed(6).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/**
 * Yandex Maps centred on the outlet with a placemark on it (`ll`, `pt`, longitude first) and its
 * name as the search text, so a partner Yandex knows opens with its card. Null without valid coordinates.
 */
export function yandexMapsUrl(
  lat: number | null | undefined,
  lon: number | null | undefined,
  name?: string | null,
): string | null {
  if (!isValidCoordinates(lat, lon)) {
    return null;
  }
  const point = `${formatCoordinate(lon as number)},${formatCoordinate(lat as number)}`;
  const params = new URLSearchParams({ ll: point, z: String(MAP_ZOOM), pt: point, l: 'map' });
  const text = name?.trim() ?? '';
  if (text !== '') {
    params.set('text', text);
  }
  return `https://yandex.ru/maps/?${params.toString()}`;
}

/** 2GIS «what is here» at the outlet's point (longitude first), zoomed to the building. Null without valid coordinates. */
export function twoGisUrl(lat: number | null | undefined, lon: number | null | undefined): string | null {
  if (!isValidCoordinates(lat, lon)) {
    return null;
  }
  const point = `${formatCoordinate(lon as number)},${formatCoordinate(lat as number)}`;
  const params = new URLSearchParams({ m: `${point}/${MAP_ZOOM}` });
  return `https://2gis.ru/geo/${point}?${params.toString()}`;
}

/** Hosts of each service; a stored link must be on one of them or a subdomain. */
const MAP_HOSTS = {
  twoGis: ['2gis.ru', '2gis.com'],
  yandexMaps: ['yandex.ru', 'yandex.com', 'ya.ru'],
} as const;

/** A stored map address when it is an https link to `hosts` (or their subdomains); null otherwise. */
function storedMapLink(stored: string | null | undefined, hosts: readonly string[]): string | null {
  const text = stored?.trim() ?? '';
  if (!text.startsWith('https://')) {
    return null;
  }
  let host: string;
  try {
    host = new URL(text).hostname.toLowerCase();
  } catch {
    return null;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? text : null;
}

/** What an outlet says about where it is. */
export interface OutletPlace {
  twoGis?: string | null;
  yandexMaps?: string | null;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** The outlet's name, for Yandex's search text. */
  name?: string | null;
}

/**
 * The outlet's two map links: the stored address when present and safe, else built from the
 * coordinates; null where neither exists (the screen then shows the address alone).
 */
export function outletMapLinks(place: OutletPlace): { twoGis: string | null; yandexMaps: string | null } {
  return {
    twoGis: storedMapLink(place.twoGis, MAP_HOSTS.twoGis) ?? twoGisUrl(place.latitude, place.longitude),
    yandexMaps:
      storedMapLink(place.yandexMaps, MAP_HOSTS.yandexMaps) ??
      yandexMapsUrl(place.latitude, place.longitude, place.name),
  };
}
