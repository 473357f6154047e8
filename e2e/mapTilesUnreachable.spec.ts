/**
 * The map with its tile host unreachable (issue 31 §1): the journeys' tile server is there, so each test aborts the
 * page's requests to its origin, as a blocked or throttling tile server would. A failed tile is not a picture to
 * replace with the portal's logo: the map keeps its plain background with the pins, and says so once, quietly.
 */
import type { Page } from '@playwright/test';
import { expect, presetCity, test } from './support/fixtures.ts';

const LOGO_PATH = '/logo.svg';
const QUIET_LINE = 'Карта не загрузилась — точки показаны без подложки';

const tileOrigin = (): string => new URL(process.env.E2E_MAP_TILES_URL!.replace(/\{[a-z]\}/g, '0')).origin;

/** Every request to the tile host fails as a refused connection does. */
async function tileHostUnreachable(page: Page): Promise<void> {
  const origin = tileOrigin();
  await page.route(
    (url) => url.origin === origin,
    (route) => route.abort('connectionrefused'),
  );
}

/** The paths of the map's tile pictures, Leaflet's and the server-rendered first view's. */
const tileSources = (page: Page) =>
  page
    .locator('img.leaflet-tile, img.outlet-map__tile')
    .evaluateAll((tiles) => tiles.map((tile) => new URL((tile as HTMLImageElement).src).pathname));

test('with the tile host unreachable the map shows its pins on the plain background and one quiet line, never a wall of logos', async ({
  page,
}) => {
  await tileHostUnreachable(page);
  await presetCity(page);
  await page.goto('/offline?view=map');
  await expect(page.getByRole('region', { name: /Карта точек/ })).toBeVisible();
  await expect.poll(() => page.locator('.outlet-map__pin, .outlet-map__cluster').count()).toBeGreaterThan(0);
  // The line comes once the map saw a tile fail; by then the tiles that failed have been looked at.
  const line = page.getByRole('status').filter({ hasText: QUIET_LINE });
  await expect(line).toBeVisible();
  await expect(line).toHaveCount(1);
  expect(await page.locator('img.leaflet-tile').count()).toBeGreaterThan(0);
  expect(await tileSources(page)).not.toContain(LOGO_PATH);
  expect(await page.locator('img.leaflet-tile[data-fallback]').count()).toBe(0);
  // Panning asks for more tiles, which fail too: still one line, still no logo.
  await page.getByRole('region', { name: /Карта точек/ }).press('ArrowRight');
  await expect(page.getByText(QUIET_LINE)).toHaveCount(1);
  expect(await tileSources(page)).not.toContain(LOGO_PATH);
});

test('with the tile host unreachable the server-rendered first view keeps its plain background before the app runs', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/offline?view=map', { headers: { cookie: 'city_id=1' } })).text();
  const entry = /data-app-entry="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the page names its app entry').toBeDefined();
  const entryPath = new URL(entry!, 'http://portal.test').pathname;
  await tileHostUnreachable(page);
  // Only the boot script runs (its listener of failed pictures): the page stays as the server rendered it.
  await page.route(
    (url) => url.pathname === entryPath,
    (route) => route.abort('connectionrefused'),
  );
  await presetCity(page);
  await page.goto('/offline?view=map');
  const preview = page.locator('img.outlet-map__tile');
  await expect.poll(() => preview.count()).toBeGreaterThan(0);
  // Every eager tile has failed (the browser is done with it), and none was replaced by the logo.
  await expect
    .poll(() =>
      page
        .locator('img.outlet-map__tile[loading="eager"]')
        .evaluateAll((tiles) => tiles.every((tile) => (tile as HTMLImageElement).complete)),
    )
    .toBe(true);
  expect(await tileSources(page)).not.toContain(LOGO_PATH);
  expect(await page.locator('img.outlet-map__tile[data-fallback]').count()).toBe(0);
});
