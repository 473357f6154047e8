/**
 * The clustering index over the map's pins (issue 21; split from ui/map/mapPins.ts for issue 31 §8): supercluster's
 * index, the markers of a view at a zoom, and the zoom at which one outlet stands on its own. It imports nothing of
 * the UI, so the map's worker (ui/map/pinClustersWorker.ts) loads it alone.
 */
import Supercluster from 'supercluster';
import type { MapArea } from '../../core/domain/geo/mapArea.ts';
import type { GeoPoint } from '../../core/domain/geo/distance.ts';

/**
 * How near pins join a cluster: 60 screen pixels. A pin is about 52 px wide with its cashback, so pins closer than
 * that would overlap; a 2 000-outlet city shows about 100 markers in a phone's or a laptop's view at the city's zoom
 * (docs/benchmarks.md «Map»).
 */
const CLUSTER_RADIUS_PX = 60;
/** Leaflet's tiles are 256 px: supercluster reads its radius in tiles of this extent, so the radius is in screen pixels. */
const TILE_EXTENT_PX = 256;
/** Above this zoom every outlet has its own pin (two outlets in one building stay a cluster below it). */
export const CLUSTER_MAX_ZOOM = 16;
/** The closest zoom the map allows: the street. */
export const MAP_MAX_ZOOM = 18;

/** One outlet on the map: its place and what its pin says (the base cashback, as every card prints it). */
export interface MapPin {
  id: number;
  name: string;
  point: GeoPoint;
  /** «5%»: the base figure of the outlet's card. */
  cashback: string;
}

/** What a pin carries into the index: what its marker shows. */
interface PinProps {
  id: number;
  name: string;
  cashback: string;
}

export type PinIndex = Supercluster<PinProps>;

/** The clustering index over the pins (built once per list: 10 000 pins take about 70 ms, docs/benchmarks.md «Map»). */
export function pinIndex(pins: readonly MapPin[]): PinIndex {
  const index = new Supercluster<PinProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_EXTENT_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  return index.load(
    pins.map((pin) => ({
      type: 'Feature',
      properties: { id: pin.id, name: pin.name, cashback: pin.cashback },
      geometry: { type: 'Point', coordinates: [pin.point.lon, pin.point.lat] },
    })),
  );
}

/** One thing the map draws: an outlet's pin, or a cluster of `count` outlets that zooms in to `expansionZoom`. */
export type MapMarker =
  | { kind: 'pin'; key: string; id: number; name: string; cashback: string; point: GeoPoint }
  | { kind: 'cluster'; key: string; clusterId: number; count: number; point: GeoPoint; expansionZoom: number };

/** The markers of the part of the map `area` shows at `zoom` (whole zoom levels; a fraction is rounded down). */
export function markersIn(index: PinIndex, area: MapArea, zoom: number): MapMarker[] {
  const bbox: [number, number, number, number] = [area.west, area.south, area.east, area.north];
  return index.getClusters(bbox, Math.floor(zoom)).map((feature): MapMarker => {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      return {
        kind: 'cluster',
        key: `c${properties.cluster_id}`,
        clusterId: properties.cluster_id,
        count: properties.point_count,
        point: { lat, lon },
        expansionZoom: Math.min(index.getClusterExpansionZoom(properties.cluster_id), MAP_MAX_ZOOM),
      };
    }
    return {
      kind: 'pin',
      key: `p${properties.id}`,
      id: properties.id,
      name: properties.name,
      cashback: properties.cashback,
      point: { lat, lon },
    };
  });
}

/**
 * The zoom at which the outlet `id` at `point` has a pin of its own: `fromZoom` when it already has, else the first
 * zoom above it where it has, at most CLUSTER_MAX_ZOOM + 1 (where nothing clusters).
 */
export function zoomShowing(index: PinIndex, id: number, point: GeoPoint, fromZoom: number): number {
  // A box of about a metre around the point: only what stands there comes back.
  const near: [number, number, number, number] = [
    point.lon - 1e-5,
    point.lat - 1e-5,
    point.lon + 1e-5,
    point.lat + 1e-5,
  ];
  for (let zoom = Math.floor(fromZoom); zoom <= CLUSTER_MAX_ZOOM; zoom += 1) {
    const alone = index
      .getClusters(near, zoom)
      .some((feature) => !('cluster' in feature.properties) && feature.properties.id === id);
    if (alone) {
      return zoom;
    }
  }
  return Math.max(Math.floor(fromZoom), CLUSTER_MAX_ZOOM + 1);
}
