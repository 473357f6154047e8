/**
 * Where a page shows the map of outlets (issue 21). The map's code (Leaflet, supercluster, ui/map/OutletMap.tsx)
 * never comes with the first screen: a server render, and the page's hydration, show the map's empty box above
 * the list (`list`, the page's own server-rendered cards); once the page runs, the map's chunk is fetched, its data
 * read beside it (ui/map/mapData.ts), and the map with its own list takes their place. Should the chunk not come, the page keeps the list and says so.
 */
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useServices, useSessionPart } from '../app/context.ts';
import { TILE_SIZE, type PreviewTile } from '../../core/domain/geo/mapPreview.ts';
import { prefetchMapData } from './mapData.ts';
import type { OutletMapProps } from './OutletMap.tsx';
import './mapShell.css';

const OutletMap = lazy(() => import('./OutletMap.tsx'));

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

/** The list under the placeholder until the map is there. */
function Waiting({ list, preview }: { list: ReactNode; preview: readonly PreviewTile[] | null }) {
  return (
    <div className="outlet-map-shell">
      <MapPlaceholder preview={preview} />
      {list}
    </div>
  );
}

/** A map whose chunk failed to load (offline, a new deployment): the list stays, with a sentence. */
class MapFailed extends Component<{ list: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) {
      return this.props.children;
    }
    return (
      <>
        <p className="notice notice--error" role="alert">
          Карту не удалось загрузить. Точки — списком ниже.
        </p>
        {this.props.list}
      </>
    );
  }
}

/** The map of outlets where the page's list was, loaded on demand in the browser; `list` until then. */
export function LazyOutletMap({ list, ...props }: OutletMapProps & { list: ReactNode }) {
  const preview = props.preview ?? null;
  // False on the server and in the hydrating render (so both are the same HTML), true once the page runs.
  const [running, setRunning] = useState(false);
  const { api } = useServices();
  const cityId = useSessionPart((snapshot) => snapshot.cityId);
  const cityOutlets = props.source.kind === 'city';
  useEffect(() => setRunning(true), []);
  // The map's reads go out beside its chunk, not after it (ui/map/mapData.ts).
  useEffect(() => {
    if (running) {
      prefetchMapData(api, cityId, cityOutlets);
    }
  }, [running, api, cityId, cityOutlets]);
  if (!running) {
    return <Waiting list={list} preview={preview} />;
  }
  return (
    <MapFailed list={list}>
      <Suspense fallback={<Waiting list={list} preview={preview} />}>
        <OutletMap {...props} />
      </Suspense>
    </MapFailed>
  );
}
