/**
 * What the map of outlets reads, started as early as the page knows it will show the map (issue 21): the tiles'
 * settings (GET /api/map-settings, once per page) and the city's outlet list (the browser's OfetchApi keeps it a
 * minute, so the map's own read, once its chunk has come, gets the same answer). Small and free of Leaflet: the
 * page's own chunk carries it, so both reads go out beside the map's chunk rather than after it.
 */
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { isMapSettings, type MapSettings } from '../../core/domain/mapTiles.ts';
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

/** Starts the map's reads: its settings, and the city's outlets when the map pins the city's. */
export function prefetchMapData(api: ApiPort, cityId: number | null, cityOutlets: boolean): void {
  void mapSettingsOf(api);
  if (cityOutlets && cityId !== null) {
    api.salesUnitsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }).catch(() => undefined);
  }
}
