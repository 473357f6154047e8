/**
 * Drawing what the map shows (issue 21) without one long task (issue 31 §8): the markers of a view go onto a
 * layer of their own a slice at a time (ui/map/slices.ts), and the markers drawn before stay until the new ones
 * are all there, so a move or a new selection never blanks the map while a slowed phone draws.
 */
import L from 'leaflet';
import type { MapMarker } from './mapPins.ts';
import { inSlices, MARKERS_PER_TASK, type YieldToMain } from './slices.ts';

/** Text for a marker's HTML (Leaflet's divIcon takes markup): figures only, but escaped all the same. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One marker: a cluster shows its count, a pin its cashback (and its name as the title); the chosen pin stands out. */
function leafletMarker(marker: MapMarker, selected: number | null, onClick: (marker: MapMarker) => void): L.Marker {
  const icon =
    marker.kind === 'cluster'
      ? L.divIcon({ className: 'outlet-map__cluster', html: `<span>${marker.count}</span>`, iconSize: [40, 40] })
      : L.divIcon({
          className: marker.id === selected ? 'outlet-map__pin outlet-map__pin--selected' : 'outlet-map__pin',
          html: `<span>${escapeHtml(marker.cashback)}</span>`,
          iconSize: [52, 30],
          iconAnchor: [26, 38],
        });
  const title = marker.kind === 'pin' ? { title: marker.name } : {};
  const drawn = L.marker([marker.point.lat, marker.point.lon], {
    icon,
    keyboard: false,
    riseOnHover: true,
    zIndexOffset: marker.kind === 'pin' && marker.id === selected ? 1000 : 0,
    ...title,
  });
  drawn.on('click', () => onClick(marker));
  return drawn;
}

/** A drawing under way: `cancel` stops it and takes its part-drawn markers off the map. */
export interface Drawing {
  /** Resolves true once every marker is on the map (and the markers before are gone), false when cancelled. */
  done: Promise<boolean>;
  cancel: () => void;
}

export interface DrawOptions {
  /** How the drawing yields between slices (tests pass a fake one). */
  yieldNow?: YieldToMain;
  /** Markers per task; MARKERS_PER_TASK unless told. */
  perTask?: number;
}

/**
 * Draws `shown` on `map` in slices on a layer of its own; once all are there, removes `previous` (the layer the
 * last completed drawing answered through `onDrawn`). A drawing cancelled before that removes its own layer and
 * leaves `previous` in place.
 */
export function drawMarkers(
  map: L.Map,
  shown: readonly MapMarker[],
  selected: number | null,
  onClick: (marker: MapMarker) => void,
  previous: L.LayerGroup | null,
  onDrawn: (layer: L.LayerGroup) => void,
  options: DrawOptions = {},
): Drawing {
  const layer = L.layerGroup().addTo(map);
  let wanted = true;
  let completed = false;
  const done = inSlices(
    shown,
    options.perTask ?? MARKERS_PER_TASK,
    (marker) => layer.addLayer(leafletMarker(marker, selected, onClick)),
    {
      yieldNow: options.yieldNow,
      wanted: () => wanted,
    },
  ).then((all) => {
    if (all) {
      completed = true;
      previous?.remove();
      onDrawn(layer);
    }
    return all;
  });
  return {
    done,
    cancel: () => {
      wanted = false;
      if (!completed) {
        layer.remove();
      }
    },
  };
}
