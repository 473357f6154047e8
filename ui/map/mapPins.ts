/**
 * The map's pins and clusters, without the map (issue 21): which listed outlets get a pin, the clustering index
 * over them (supercluster), what a view of the map shows at a zoom, and the zoom at which one outlet stands on its
 * own. Pure apart from supercluster's arithmetic, so it is tested in Node; the Leaflet side (OutletMap.tsx) only
 * draws what this answers.
 */
import { basePercent } from '../screens/parts/CashbackLine.tsx';
import { inArea, type MapArea } from '../../core/domain/geo/mapArea.ts';
import { outletPoint } from '../../core/domain/geo/distance.ts';
import type { OfflineCard } from '../../core/domain/showcase/offlineCard.ts';
import type { MapPin } from './clusterIndex.ts';

/** The pins of the listed outlets, in the list's order; an outlet without valid coordinates has none. */
export function pinsOf(
  cards: readonly Pick<OfflineCard, 'id' | 'name' | 'cashback' | 'coordinatesLatitude' | 'coordinatesLongitude'>[],
): MapPin[] {
  const pins: MapPin[] = [];
  for (const card of cards) {
    const point = outletPoint(card);
    if (point !== null) {
      pins.push({ id: card.id, name: card.name, point, cashback: basePercent(card.cashback) });
    }
  }
  return pins;
}

// The clustering half, the pin itself included, lives apart, free of the UI's modules, so the map's worker can load it
// (ui/map/pinClusters.ts).
export {
  CLUSTER_MAX_ZOOM,
  MAP_MAX_ZOOM,
  markersIn,
  pinIndex,
  zoomShowing,
  type MapMarker,
  type MapPin,
} from './clusterIndex.ts';

/** The listed items inside `area` (all of them without one), in their order: what «Искать в этой области» leaves. */
export function listedInArea<T extends { coordinatesLatitude: number | null; coordinatesLongitude: number | null }>(
  items: readonly T[],
  area: MapArea | null,
): readonly T[] {
  return area === null ? items : inArea(items, area, outletPoint);
}

/** The smallest area holding every pin (null for none): where the map looks when it has neither a position nor a centre. */
export function areaOfPins(pins: readonly MapPin[]): MapArea | null {
  if (pins.length === 0) {
    return null;
  }
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const { point } of pins) {
    south = Math.min(south, point.lat);
    north = Math.max(north, point.lat);
    west = Math.min(west, point.lon);
    east = Math.max(east, point.lon);
  }
  return { south, west, north, east };
}
