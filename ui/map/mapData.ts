/**
 * What the map of outlets reads, started as early as the page knows it will show the map (issue 21): the tiles'
 * settings (GET /api/map-settings, once per page) and the city's map list (GET /api/sales-units/map-list, which the
 * browser's OfetchApi keeps a minute, so the map's own read, once its chunk has come, gets the same answer). Small and free of Leaflet:
 * the page's own chunk carries it, so both reads go out beside the map's chunk rather than after it.
 */
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { isMapSettings, type MapSettings } from '../../core/domain/mapTiles.ts';
import type { MapOutlet } from '../../core/domain/showcase/mapOutlet.ts';
import type { ApiPort } from '../../core/ports/index.ts';

/** No tiles: the pins on the plain background. */
const NO_TILES: MapSettings = { tilesUrl: null, attribution: '' };

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

/**
 * The outlets a city's map pins (core mapOutlets, as the server sends them). The browser's OfetchApi keeps the
 * answer a minute (`keepOutletListMs`), so the page's early read and the map's own are one request.
 */
export function cityMapOutlets(api: ApiPort, cityId: number): Promise<MapOutlet[]> {
  return api.salesUnitsMapList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId });
}

/** Starts the map's reads: its settings, and the city's outlets when the map pins the city's. */
export function prefetchMapData(api: ApiPort, cityId: number | null, cityOutlets: boolean): void {
  void mapSettingsOf(api);
  if (cityOutlets && cityId !== null) {
    cityMapOutlets(api, cityId).catch(() => undefined);
  }
}
