// @vitest-environment jsdom
// Leaflet (the map the preview stands in for) is the oracle: its projection and its tile addresses; it needs a DOM to load.
import { describe, expect, it } from 'vitest';
import L from 'leaflet';
import { cityCentreOrigin, shopperOrigin } from '../../../../core/domain/geo/distance.ts';
import {
  CITY_MAP_ZOOM,
  mapStartOf,
  PHONE_MAP,
  previewTiles,
  SHOPPER_MAP_ZOOM,
  TILE_SIZE,
  TILE_SUBDOMAINS,
  tileAddress,
  worldPixel,
} from '../../../../core/domain/geo/mapPreview.ts';

const MOSCOW = { lat: 55.7558, lon: 37.6173 };

/** Leaflet's own address for a tile, as its tile layer fills the template. */
function leafletAddress(template: string, tile: { x: number; y: number; z: number }): string {
  const layer = L.tileLayer(template, { subdomains: TILE_SUBDOMAINS }) as L.TileLayer & { _tileZoom: number };
  layer._tileZoom = tile.z;
  return layer.getTileUrl(L.point(tile.x, tile.y) as L.Coords);
}

describe('the map’s first view before its code runs (issue 23)', () => {
  it('places a point where Leaflet’s Web Mercator does, at every zoom the map opens at', () => {
    for (const point of [
      MOSCOW,
      { lat: 43.1155, lon: 131.8855 },
      { lat: 69.3498, lon: 88.2011 },
      { lat: -33.9, lon: -70.6 },
    ]) {
      for (const zoom of [CITY_MAP_ZOOM, SHOPPER_MAP_ZOOM, 3]) {
        const ours = worldPixel(point, zoom);
        const theirs = L.CRS.EPSG3857.latLngToPoint(L.latLng(point.lat, point.lon), zoom);
        expect(Math.abs(ours.x - theirs.x)).toBeLessThan(0.01);
        expect(Math.abs(ours.y - theirs.y)).toBeLessThan(0.01);
      }
    }
  });

  it('asks for the very addresses Leaflet asks for: the same subdomain, zoom, column and row', () => {
    const template = 'https://{s}.tiles.example.ru/{z}/{x}/{y}.png';
    for (const tile of previewTiles(template, { point: MOSCOW, zoom: CITY_MAP_ZOOM })) {
      const [z, x, y] = tile.key.split('/').map(Number) as [number, number, number];
      expect(tile.src).toBe(leafletAddress(template, { x, y, z }));
    }
  });

  it('covers a phone’s view of the map around the centre with tiles fetched at once, the centre one first', () => {
    const tiles = previewTiles('/tiles/{z}/{x}/{y}.png', { point: MOSCOW, zoom: CITY_MAP_ZOOM });
    const centre = worldPixel(MOSCOW, CITY_MAP_ZOOM);
    const centreTiles = tiles.filter((tile) => tile.centre);
    expect(centreTiles.map((tile) => tile.src)).toEqual([
      `/tiles/12/${Math.floor(centre.x / TILE_SIZE)}/${Math.floor(centre.y / TILE_SIZE)}.png`,
    ]);
    // Every pixel of a phone's map lies on a tile fetched at once.
    for (let dx = -PHONE_MAP.width / 2; dx < PHONE_MAP.width / 2; dx += 7) {
      for (let dy = -PHONE_MAP.height / 2; dy < PHONE_MAP.height / 2; dy += 7) {
        const under = tiles.filter(
          (tile) => tile.left <= dx && dx < tile.left + TILE_SIZE && tile.top <= dy && dy < tile.top + TILE_SIZE,
        );
        expect(under).toHaveLength(1);
        expect(under[0]!.firstView).toBe(true);
      }
    }
    expect(tiles.some((tile) => !tile.firstView)).toBe(true);
  });

  it('offers the retina tile to 2× screens when the template has {r}', () => {
    const [tile] = previewTiles('https://tiles.example.ru/{z}/{x}/{y}{r}.png', { point: MOSCOW, zoom: CITY_MAP_ZOOM });
    expect(tile!.src).toMatch(/\/\d+\.png$/);
    expect(tile!.srcSet).toBe(`${tile!.src} 1x, ${tile!.src.replace(/\.png$/, '@2x.png')} 2x`);
    expect(tileAddress('/t/{z}/{x}/{y}{r}.png', { x: 1, y: 2, z: 3 }, true)).toBe('/t/3/1/2@2x.png');
  });

  it('wraps columns around the 180th meridian and leaves out rows beyond the poles', () => {
    const chukotka = previewTiles('/t/{z}/{x}/{y}.png', { point: { lat: 84.9, lon: 179.99 }, zoom: 3 });
    for (const tile of chukotka) {
      const [, x, y] = tile.src
        .split('/')
        .slice(2)
        .map((part) => Number.parseInt(part, 10));
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(8);
      expect(y).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(chukotka.map((tile) => tile.key)).size).toBe(chukotka.length);
  });

  it('opens on the shopper’s streets, or on the whole city from its centre', () => {
    expect(mapStartOf(shopperOrigin(MOSCOW))).toEqual({ point: MOSCOW, zoom: SHOPPER_MAP_ZOOM });
    expect(mapStartOf(cityCentreOrigin(1, MOSCOW))).toEqual({ point: MOSCOW, zoom: CITY_MAP_ZOOM });
  });
});
