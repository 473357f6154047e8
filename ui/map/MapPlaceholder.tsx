/**
 * The map's empty box (issue 21), in its own file because both sides show it: the page while the map's chunk is
 * on its way (ui/map/LazyOutletMap.tsx), and the map itself until its outlets and Leaflet are ready
 * (ui/map/OutletMap.tsx).
 */
import { TILE_SIZE, type PreviewTile } from '../../core/domain/geo/mapPreview.ts';
import './mapShell.css';

/**
 * The box the map takes while it loads: the same size, so nothing under it moves when it comes; with `preview`,
 * the tiles of its first view in place (plain images the server render sends, core previewTiles), so the map's
 * ground shows with the page and the map, when it comes, draws the same tiles from the browser's cache.
 */
export function MapPlaceholder({ preview = null }: { preview?: readonly PreviewTile[] | null }) {
  return (
    <div className="outlet-map__frame outlet-map__frame--loading" aria-busy="true">
      {preview !== null && preview.length > 0 && (
        <div className="outlet-map__preview" aria-hidden="true">
          {preview.map((tile) => (
            <img
              key={tile.key}
              className="outlet-map__tile"
              src={tile.src}
              srcSet={tile.srcSet}
              alt=""
              width={TILE_SIZE}
              height={TILE_SIZE}
              loading={tile.firstView ? 'eager' : 'lazy'}
              fetchPriority={tile.centre ? 'high' : undefined}
              decoding="async"
              style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
            />
          ))}
        </div>
      )}
      <p className="outlet-map__loading">Карта загружается…</p>
    </div>
  );
}
