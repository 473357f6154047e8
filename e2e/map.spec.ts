/**
 * The map of outlets (issue 21), in Debian Chromium with the tiles of a local fixture (e2e/support/tileServer.ts,
 * the portal's MAP_TILES_URL): /offline switches to the map, which shows the city's pins; a pin, or its entry in the
 * list under the map, opens its card with the outlet's name and a link to its page; «Искать в этой области» narrows
 * the list to what the map shows and keeps it in the address; axe finds nothing serious.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, presetCity, test } from './support/fixtures.ts';

const SERIOUS = new Set(['serious', 'critical']);

/** «Показано 48 из 212» under a list: the total. */
async function listTotal(list: Locator): Promise<number> {
  const text =
    (await list
      .getByText(/^Показано \d+ из \d+$/)
      .first()
      .textContent()) ?? '';
  const match = /из (\d+)/.exec(text);
  expect(match, `a count under the list: «${text}»`).not.toBeNull();
  return Number(match![1]);
}

/** The markers the map draws: pins and clusters. */
const markersOf = (page: Page) => page.locator('.outlet-map__pin, .outlet-map__cluster');

/**
 * Clicks clusters (each zooms in) until the map shows a pin of its own; answers that pin. Polled, not timed: each
 * round looks for a pin first, so a zoom still animating is simply looked at again.
 */
async function aPin(page: Page): Promise<Locator> {
  const pins = page.locator('.outlet-map__pin');
  await expect
    .poll(
      async () => {
        if ((await pins.count()) > 0) {
          return true;
        }
        await page
          .locator('.outlet-map__cluster')
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(pins.first()).toBeVisible();
  return pins.first();
}

test('the map shows the city’s pins, a pin opens its card, «Искать в этой области» narrows the list', async ({
  page,
}) => {
  const tileOrigin = new URL(process.env.E2E_MAP_TILES_URL!.replace(/\{[a-z]\}/g, '0')).origin;
  await presetCity(page);
  await page.goto('/offline');
  const listedInCity = await listTotal(page.getByRole('main'));

  await test.step('the switch opens the map, with the city’s pins over the local tiles', async () => {
    await page.getByRole('navigation', { name: 'Показать точки' }).getByRole('link', { name: 'На карте' }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page.getByRole('region', { name: /Карта точек/ })).toBeVisible();
    await expect.poll(() => markersOf(page).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    const tileSources = await page
      .locator('img.leaflet-tile')
      .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src));
    expect(tileSources.every((source) => source.startsWith(tileOrigin))).toBe(true);
    await expect(page.getByText('© Тестовые тайлы')).toBeVisible();
    // Every listed outlet of the city is on the map: the list under it counts the same as /offline.
    expect(await listTotal(page.getByRole('region', { name: 'Точки на карте' }))).toBe(listedInCity);
  });

  await test.step('a pin opens its card: name, cashback, a link to the outlet', async () => {
    const pin = await aPin(page);
    const name = await pin.getAttribute('title');
    expect(name).toBeTruthy();
    await pin.click();
    const card = page.getByRole('dialog', { name: name! });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Кэшбэк \d/)).toBeVisible();
    await expect(card.getByText(/от центра города$/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Страница точки' })).toHaveAttribute('href', /^\/offline\/\d+$/);
    await card.getByRole('button', { name: 'Закрыть' }).click();
    await expect(card).toBeHidden();
  });

  await test.step('without a mouse: an entry of the list opens the same card, Escape closes it', async () => {
    const list = page.getByRole('region', { name: 'Точки на карте' });
    const entry = list.getByRole('button').first();
    const name = (await entry.locator('.outlet-map__entry-name').textContent())!;
    await entry.focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(entry).toBeFocused();
  });

  await test.step('«Искать в этой области» narrows the list to the map’s view and keeps it in the address', async () => {
    // The entry's card brought the map close to one outlet: far fewer outlets are in view than in the city.
    await page.getByRole('button', { name: 'Искать в этой области' }).click();
    await expect(page).toHaveURL(/[?&]area=/);
    const narrowed = page.getByRole('region', { name: 'Точки в этой области' });
    await expect(narrowed).toBeVisible();
    const inArea = await listTotal(narrowed);
    expect(inArea).toBeGreaterThan(0);
    expect(inArea).toBeLessThan(listedInCity);

    await page.reload();
    await expect.poll(() => markersOf(page).count()).toBeGreaterThan(0);
    expect(await listTotal(page.getByRole('region', { name: 'Точки в этой области' }))).toBe(inArea);

    await page.getByRole('button', { name: 'Показать все точки' }).first().click();
    await expect(page).not.toHaveURL(/[?&]area=/);
    expect(await listTotal(page.getByRole('region', { name: 'Точки на карте' }))).toBe(listedInCity);
  });

  await test.step('axe finds nothing serious on the map page, a card open', async () => {
    await page.getByRole('region', { name: 'Точки на карте' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const serious = results.violations
      .filter((violation) => SERIOUS.has(violation.impact ?? ''))
      .flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`),
      );
    expect(serious).toEqual([]);
  });

  await test.step('back to the list', async () => {
    await page.getByRole('link', { name: 'Списком' }).click();
    await expect(page).not.toHaveURL(/[?&]view=map/);
    await expect(page.getByRole('region', { name: /Карта точек/ })).toHaveCount(0);
  });
});

test('/offline?view=map is server-rendered as the list with the switch; a brand’s outlets switch too', async ({
  page,
  request,
}) => {
  await presetCity(page);
  const html = await (await request.get('/offline?view=map', { headers: { cookie: 'city_id=1' } })).text();
  expect(html).toContain('На карте');
  expect(html).toContain('Карта загружается');
  expect(html).toContain('/offline/');
  expect(html).not.toContain('leaflet');

  const brands = (await (
    await request.post('/api/brands/offline-partners-list', { data: { cityCodeId: 1, categoryId: 0 } })
  ).json()) as { brands: { id: number; salesUnits: number[] }[] };
  const brand = brands.brands.find((candidate) => candidate.salesUnits.length > 1) ?? brands.brands[0]!;
  await page.goto(`/brands/${brand.id}?view=map`);
  await expect(
    page.getByRole('navigation', { name: 'Показать точки партнёра' }).getByRole('link', { name: 'На карте' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => markersOf(page).count()).toBeGreaterThan(0);
  const pin = await aPin(page);
  await pin.click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Страница точки' })).toBeVisible();
});

test('a city map’s ground comes with the page: the server-rendered box holds its first view’s tiles, which the map then draws', async ({
  page,
  request,
}) => {
  const tileOrigin = new URL(process.env.E2E_MAP_TILES_URL!.replace(/\{[a-z]\}/g, '0')).origin;
  const html = await (await request.get('/offline?view=map', { headers: { cookie: 'city_id=1' } })).text();
  const preview = [...html.matchAll(/<img[^>]*class="outlet-map__tile"[^>]*>/g)].map((tag) => tag[0]);
  expect(preview.length).toBeGreaterThan(0);
  const centre = preview.find((tag) => /fetchpriority="high"/i.test(tag));
  expect(centre, 'one tile is fetched first').toBeDefined();
  const centreSource = new URL(/src="([^"]+)"/.exec(centre!)![1]!.replaceAll('&amp;', '&'), tileOrigin).href;
  expect(centreSource.startsWith(tileOrigin)).toBe(true);

  await presetCity(page);
  await page.goto('/offline?view=map');
  await expect(page.getByRole('region', { name: /Карта точек/ })).toBeVisible();
  await expect.poll(() => page.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
  // The map asks for the very address the page already fetched: the same tile, from the browser's cache.
  await expect
    .poll(() =>
      page.locator('img.leaflet-tile').evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src)),
    )
    .toContain(centreSource);
});

test('a city map opened from its address reads the map list once, never the city’s whole outlet list', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path.startsWith('/api/sales-units/')) {
      reads.push(path);
    }
  });
  await presetCity(page);
  await page.goto('/offline?view=map');
  await expect.poll(() => markersOf(page).count()).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Точки на карте' }).getByRole('button').first()).toBeVisible();
  expect(reads).toEqual(['/api/sales-units/map-list']);
});

test('the city’s pins are clustered in a worker, off the page’s main thread (issue 31 §8)', async ({ page }) => {
  await presetCity(page);
  await page.goto('/offline?view=map');
  await expect.poll(() => markersOf(page).count()).toBeGreaterThan(0);
  expect(
    page
      .workers()
      .map((worker) => new URL(worker.url()).pathname)
      .some((path) => /\/pinClustersWorker[-.]/.test(path)),
  ).toBe(true);
});
