/**
 * Where a page shows the map of outlets (issue 21). The map's code (Leaflet, supercluster, ui/map/OutletMap.tsx)
 * never comes with the first screen: a server render, and the page's hydration, show the map's empty box above
 * the list (`list`, the page's own server-rendered cards); once the page runs, the map's chunk is fetched, its data
 * read beside it (ui/map/mapData.ts), and the map with its own list takes their place. Should the chunk not come, the page keeps the list and says so.
 */
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useServices, useSessionPart } from '../app/context.ts';
import type { PreviewTile } from '../../core/domain/geo/mapPreview.ts';
import { prefetchMapData } from './mapData.ts';
import { MapPlaceholder } from './MapPlaceholder.tsx';
import type { OutletMapProps } from './outletMapProps.ts';
import './mapShell.css';

const OutletMap = lazy(() => import('./OutletMap.tsx'));

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
