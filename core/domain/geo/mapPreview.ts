/**
 * The map's first view before its code runs (issue 23, «Lighthouse 100 on the map view»): where the map of a city
 * opens, and the tiles that view shows, as plain images a server render can put in the page. The browser fetches
 * them with the page, not after the page's code, the map's chunk and its settings; when the map comes, it asks for
 * the very same addresses (same tile, same subdomain, same retina suffix), so they come from the browser's cache.
 *
 * The projection is Web Mercator in 256-px tiles (EPSG:3857, what Leaflet and every tile provider use).
 */
import type { DistanceOrigin, GeoPoint } from './distance.ts';

/** The zoom a city's map opens at: a whole city of about 30 km across in a phone's width. */
export const CITY_MAP_ZOOM = 12;
/** The zoom the map opens at around the shopper's own position: the nearest streets. */
export const SHOPPER_MAP_ZOOM = 14;
/** The subdomains `{s}` of a tile template stands for, as the map asks for them. */
export const TILE_SUBDOMAINS = 'abc';
/** A tile's side in CSS pixels. */
export const TILE_SIZE = 256;
/** Web Mercator's limit: the square world ends at ±85.0511°. */
const MAX_LATITUDE = 85.0511287798;

/** Where the map first looks, and how close. */
export interface MapStart {
  point: GeoPoint;
  zoom: number;
}

/** A map opened on the shopper looks at their streets; on a city centre, at the whole city. */
export function mapStartOf(origin: DistanceOrigin): MapStart {
  return { point: origin.position, zoom: origin.kind === 'shopper' ? SHOPPER_MAP_ZOOM : CITY_MAP_ZOOM };
}

/** A point's place in the world at `zoom`, in pixels from the world's top-left corner. */
export function worldPixel(point: GeoPoint, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, point.lat)) * Math.PI) / 180;
  return {
    x: ((point.lon + 180) / 360) * size,
    y: (0.5 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / (2 * Math.PI)) * size,
  };
}

/** One tile of the preview, placed relative to the view's centre. */
export interface PreviewTile {
  /** `z/x/y` with x before wrapping: unique within a preview. */
  key: string;
  src: string;
  /** With `{r}` in the template: the plain and the `@2x` tile for 1× and 2× screens; else undefined. */
  srcSet: string | undefined;
  /** The tile's top-left corner, in CSS pixels right of and below the view's centre. */
  left: number;
  top: number;
  /** Within a phone's view of the map: fetched at once; the others only where the map is wider. */
  firstView: boolean;
  /** The tile under the view's centre: the one to fetch first. */
  centre: boolean;
}

/** A box around the view's centre, in CSS pixels. */
export interface ViewBox {
  width: number;
  height: number;
}

/** The widest map the portal shows (the page's container at its widest), and its tallest. */
const WIDEST_MAP: ViewBox = { width: 1440, height: 560 };
/** A phone's map: the width of a large phone, the map's tallest. */
export const PHONE_MAP: ViewBox = { width: 430, height: 560 };

/** A tile's address: the template with `{s}`, `{z}`, `{x}`, `{y}` and `{r}` filled as the map fills them. */
export function tileAddress(template: string, tile: { x: number; y: number; z: number }, retina: boolean): string {
  const subdomain = TILE_SUBDOMAINS[Math.abs(tile.x + tile.y) % TILE_SUBDOMAINS.length]!;
  return template
    .replaceAll('{s}', subdomain)
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))
    .replaceAll('{r}', retina ? '@2x' : '');
}

function overlaps(tileLeft: number, tileTop: number, box: ViewBox): boolean {
  return (
    tileLeft < box.width / 2 &&
    tileLeft + TILE_SIZE > -box.width / 2 &&
    tileTop < box.height / 2 &&
    tileTop + TILE_SIZE > -box.height / 2
  );
}

/**
 * The tiles of the view `start` within `box` around its centre (WIDEST_MAP by default), row by row; the columns
 * wrap around the 180th meridian, rows beyond the poles are left out. Offsets are whole pixels: the map itself
 * rounds its origin the same way, so a preview tile and the map's tile are at most half a pixel apart.
 */
export function previewTiles(template: string, start: MapStart, box: ViewBox = WIDEST_MAP): PreviewTile[] {
  const zoom = Math.max(0, Math.round(start.zoom));
  const count = 2 ** zoom;
  const centre = worldPixel(start.point, zoom);
  const first = {
    x: Math.floor((centre.x - box.width / 2) / TILE_SIZE),
    y: Math.floor((centre.y - box.height / 2) / TILE_SIZE),
  };
  const last = {
    x: Math.ceil((centre.x + box.width / 2) / TILE_SIZE) - 1,
    y: Math.ceil((centre.y + box.height / 2) / TILE_SIZE) - 1,
  };
  const centreTile = { x: Math.floor(centre.x / TILE_SIZE), y: Math.floor(centre.y / TILE_SIZE) };
  const retina = template.includes('{r}');
  const tiles: PreviewTile[] = [];
  for (let y = Math.max(0, first.y); y <= Math.min(count - 1, last.y); y += 1) {
    for (let x = first.x; x <= last.x; x += 1) {
      const wrapped = { x: ((x % count) + count) % count, y, z: zoom };
      const left = Math.round(x * TILE_SIZE - centre.x);
      const top = Math.round(y * TILE_SIZE - centre.y);
      tiles.push({
        key: `${zoom}/${x}/${y}`,
        src: tileAddress(template, wrapped, false),
        srcSet: retina
          ? `${tileAddress(template, wrapped, false)} 1x, ${tileAddress(template, wrapped, true)} 2x`
          : undefined,
        left,
        top,
        firstView: overlaps(left, top, PHONE_MAP),
        centre: x === centreTile.x && y === centreTile.y,
      });
    }
  }
  return tiles;
}
