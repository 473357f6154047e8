/**
 * What the map of outlets reads, started as early as the page knows it will show the map (issue 21): the tiles'
 * settings (GET /api/map-settings, once per page) and the city's map list (GET /api/sales-units/map-list, once per
 * city and page, so the map's own read, once its chunk has come, gets the same answer). Small and free of Leaflet:
 * the page's own chunk carries it, so both reads go out beside the map's chunk rather than after it.
 */
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { isMapSettings, type MapSettings } from '../../core/domain/mapTiles.ts';
import type { MapOutlet } from '../../core/domain/showcase/mapOutlet.ts';
import type { ApiPort } from '../../core/ports/index.ts';

/** No tiles: the pins on the plain background. */
export const NO_TILES: MapSettings = { tilesUrl: null, attribution: '' };

let settings: Promise<MapSettings> | null = null;

/** The map's settings, read once per page; no tiles when they cannot be read (the next map asks again). */
export function mapSettingsOf(api: ApiPort): Promise<MapSettings> {
  settings ??= api.mapSettings().then(
    (answer) => (isMapSettings(answer) ? answer : NO_TILES),
    () => {
      settings = null;
      return NO_TILES;
    },
  );
  return settings;
}

/** How long a city's map list, once read, answers again: as long as the API lets caches keep a public list's answer. */
const KEEP_MAP_LIST_MS = 60_000;

/** The map lists read lately, per API (a test's own back end) and city, each until it is no longer fresh. */
const mapLists = new WeakMap<ApiPort, Map<number, { until: number; list: Promise<MapOutlet[]> }>>();

/**
 * The outlets a city's map pins (core mapOutlets, as the server sends them), read once and kept a minute, so the
 * page's early read and the map's own are one; a failed read is not kept, so the next map asks again.
 */
export function cityMapOutlets(api: ApiPort, cityId: number): Promise<MapOutlet[]> {
  let lists = mapLists.get(api);
  if (lists === undefined) {
    lists = new Map();
    mapLists.set(api, lists);
  }
  const now = Date.now();
  const kept = lists.get(cityId);
  if (kept !== undefined && kept.until > now) {
    return kept.list;
  }
  const list = api.salesUnitsMapList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId });
  const entry = { until: now + KEEP_MAP_LIST_MS, list };
  lists.set(cityId, entry);
  list.catch(() => {
    if (lists.get(cityId) === entry) {
      lists.delete(cityId);
    }
  });
  return list;
}

/** Starts the map's reads: its settings, and the city's outlets when the map pins the city's. */
export function prefetchMapData(api: ApiPort, cityId: number | null, cityOutlets: boolean): void {
  void mapSettingsOf(api);
  if (cityOutlets && cityId !== null) {
    cityMapOutlets(api, cityId).catch(() => undefined);
  }
}
