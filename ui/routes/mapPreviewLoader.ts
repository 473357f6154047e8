/**
 * The tiles of a city map's first view for the page's loader (issue 23): a server render puts them in the map's
 * box, so the map's ground comes with the page (core previewTiles). Never fails the page: without settings,
 * tiles or a place to look, there is no preview and the box waits for the map as before.
 */
import { mapStartOf, previewTiles, type PreviewTile } from '../../core/domain/geo/mapPreview.ts';
import type { DistanceOrigin } from '../../core/domain/geo/distance.ts';
import { isMapSettings } from '../../core/domain/mapTiles.ts';
import type { ApiPort } from '../../core/ports/index.ts';

/** The preview of a map opening on `origin` (the shopper's position, else the city centre); null when there is none. */
export async function cityMapPreview(api: ApiPort, origin: DistanceOrigin | undefined): Promise<PreviewTile[] | null> {
  if (origin === undefined) {
    return null;
  }
  const settings = await api.mapSettings().catch(() => null);
  if (!isMapSettings(settings) || settings.tilesUrl === null) {
    return null;
  }
  return previewTiles(settings.tilesUrl, mapStartOf(origin));
}
