/**
 * The city map's first view in the server render (issue 23): the map's box carries the tiles its map will show first,
 * so its ground is painted with the page instead of after the page's code, the map's chunk and its settings.
 */
import { describe, expect, it } from 'vitest';
import { CITY_MAP_ZOOM, TILE_SIZE, worldPixel } from '../../../core/domain/geo/mapPreview.ts';
import { renderOverFetch } from '../renderOverFetch.ts';

const MOSCOW = { id: 1, name: 'Москва', latitude: 55.7558, longitude: 37.6173 };

function apiWith(tilesUrl: string | null) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/city-codes/active-city-codes') {
      return json([MOSCOW]);
    }
    if (path === '/api/map-settings') {
      return json({ tilesUrl, attribution: '' });
    }
    if (path === '/api/sales-units/public-list') {
      return json([]);
    }
    return json([]);
  };
}

async function renderedHtml(href: string, tilesUrl: string | null): Promise<string> {
  const page = await renderOverFetch(href, apiWith(tilesUrl), MOSCOW.id);
  if (page === null) {
    throw new Error(`${href} was not rendered`);
  }
  await page.ready;
  return new Response(page.body).text();
}

const tileSources = (html: string): string[] =>
  [...html.matchAll(/<img[^>]*class="outlet-map__tile"[^>]*>/g)].map((tag) => /src="([^"]+)"/.exec(tag[0])![1]!);

describe('the map of a city before its code runs', () => {
  it('shows the tiles around the city centre at the city’s zoom, the centre one fetched first', async () => {
    const html = await renderedHtml('/offline?view=map', '/tiles/{z}/{x}/{y}.png');
    const centre = worldPixel({ lat: MOSCOW.latitude, lon: MOSCOW.longitude }, CITY_MAP_ZOOM);
    const centreTile = `/tiles/${CITY_MAP_ZOOM}/${Math.floor(centre.x / TILE_SIZE)}/${Math.floor(centre.y / TILE_SIZE)}.png`;
    expect(tileSources(html)).toContain(centreTile);
    const centreTag = [...html.matchAll(/<img[^>]*>/g)]
      .map((tag) => tag[0])
      .find((tag) => tag.includes(`src="${centreTile}"`))!;
    expect(centreTag).toMatch(/fetchpriority="high"/i);
    expect(centreTag).toContain('alt=""');
  });

  it('shows no tiles on the list, on a narrowed area, or when the map has no tiles', async () => {
    expect(tileSources(await renderedHtml('/offline', '/tiles/{z}/{x}/{y}.png'))).toEqual([]);
    expect(
      tileSources(await renderedHtml('/offline?view=map&area=55.7,37.5,55.8,37.7', '/tiles/{z}/{x}/{y}.png')),
    ).toEqual([]);
    const plain = await renderedHtml('/offline?view=map', null);
    expect(tileSources(plain)).toEqual([]);
    expect(plain).toContain('Карта загружается…');
  });
});
