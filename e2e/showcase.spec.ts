/**
 * Browsing as a visitor (portal §2, §5): the city, the catalogue filter, the search, a brand and one of
 * its outlets, an online shop, the news. What the screens list is checked against the API's answer.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { appHasHydrated } from './support/hydration.ts';
import { chooseCityInModal, expect, MOSCOW, presetCity, test } from './support/fixtures.ts';

interface Named {
  id: number;
  name: string;
}

/** Brands of the city in a category (0: all), as the showcase's own call answers them. */
async function brandsOf(request: APIRequestContext, categoryId: number): Promise<Named[]> {
  const response = await request.post('/api/brands/offline-partners-list', {
    data: { cityCodeId: MOSCOW.id, categoryId },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { brands: Named[] }).brands;
}

/** The ids of the detail links `prefix`/ID the main area shows (whatever the card markup). */
async function linkedIds(page: Page, prefix: string): Promise<number[]> {
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const pattern = new RegExp(`^${prefix}/(\\d+)(?:[?#].*)?$`);
  const ids = hrefs.flatMap((href) => {
    const match = pattern.exec(href);
    return match === null ? [] : [Number(match[1])];
  });
  return [...new Set(ids)];
}

test('a visitor picks a city in the city modal and it stays chosen', async ({ page }) => {
  await page.goto('/');
  await chooseCityInModal(page, 'Санкт-Петербург');
  await expect(page.getByRole('button', { name: /Санкт-Петербург/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Топ партнёров' })).toBeVisible();

  await test.step('change it from the navbar', async () => {
    await page.getByRole('button', { name: /Санкт-Петербург/ }).click();
    await chooseCityInModal(page, MOSCOW.name);
    await expect(page.getByRole('button', { name: new RegExp(MOSCOW.name) })).toBeVisible();
  });

  await test.step('a reload keeps it', async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(MOSCOW.name) })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Выберите ваш город' })).toHaveCount(0);
  });
});

test('the catalogue filters the brands by category, the search by name, and a brand leads to its outlet', async ({
  page,
  request,
}) => {
  await presetCity(page);
  const categories = (await (await request.get('/api/sales-unit-categories')).json()) as Named[];
  const coffee = categories.find((category) => category.name === 'Кофейни');
  expect(coffee, 'the seed has the category Кофейни').toBeDefined();
  const coffeeBrands = await brandsOf(request, coffee!.id);
  expect(coffeeBrands.length).toBeGreaterThan(0);

  await page.goto('/brands');
  await expect(page.getByRole('heading', { name: 'Офлайн-партнёры', level: 1 })).toBeVisible();
  const allBrands = await brandsOf(request, 0);
  await expect.poll(() => linkedIds(page, '/brands').then((ids) => ids.length)).toBeGreaterThan(0);

  await test.step('filter by category from the catalogue dropdown', async () => {
    // The menu is the app's: the server's page paints first and the app takes over after (ui/boot.ts), so a
    // pointer that arrives before hydration opens nothing.
    await page.waitForFunction(appHasHydrated);
    await page.getByRole('button', { name: 'Каталог' }).hover();
    await page.getByRole('button', { name: 'Кофейни', exact: true }).click();
    const expected = coffeeBrands.map((brand) => brand.id).sort((a, b) => a - b);
    await expect.poll(async () => (await linkedIds(page, '/brands')).sort((a, b) => a - b)).toEqual(expected);
    expect(expected.length).toBeLessThan(allBrands.length);
  });

  await test.step('back to all, then search by a part of a name', async () => {
    await page.getByRole('button', { name: 'Каталог' }).hover();
    await page.getByRole('button', { name: 'Все', exact: true }).click();
    const target = coffeeBrands[0]!;
    const query = target.name.slice(0, Math.min(4, target.name.length)).toLowerCase();
    await page.getByRole('searchbox', { name: 'Поиск партнера' }).fill(query);
    const expected = allBrands
      .filter((brand) => brand.name.toLowerCase().includes(query))
      .map((brand) => brand.id)
      .sort((a, b) => a - b);
    await expect.poll(async () => (await linkedIds(page, '/brands')).sort((a, b) => a - b)).toEqual(expected);
  });

  await test.step('open the brand, then one of its outlets', async () => {
    const target = coffeeBrands[0]!;
    await page.getByRole('main').getByRole('link', { name: target.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/brands/${target.id}$`));
    await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
    // The search box is cleared when the route changes (portal §2).
    await expect(page.getByRole('searchbox', { name: 'Поиск партнера' })).toHaveValue('');

    await expect.poll(() => linkedIds(page, '/offline').then((ids) => ids.length)).toBeGreaterThan(0);
    const [outletId] = await linkedIds(page, '/offline');
    await page.getByRole('main').locator(`a[href="/offline/${outletId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/offline/${outletId}$`));
    const outlet = (await (await request.get(`/api/sales-units/public-one/${outletId}`)).json()) as {
      name: string;
      address: string;
    };
    await expect(page.getByRole('heading', { name: outlet.name, level: 1 })).toBeVisible();
    await expect(page.getByText(outlet.address).first()).toBeVisible();
  });
});

test('search from the main page finds an online shop and an outlet by keyword', async ({ page, request }) => {
  await presetCity(page);
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Поиск партнера' });
  const results = page.getByRole('region', { name: 'Результаты поиска' });
  await expect(page.getByRole('search')).toHaveAttribute('data-ready', 'true');

  await test.step('«Мегалавка» finds the online shop', async () => {
    await box.fill('Мегалавка');
    await expect(results.getByRole('heading', { name: /Онлайн-магазины/ })).toBeVisible();
    await expect(results.getByRole('link', { name: /Мегалавка/ }).first()).toHaveAttribute('href', /^\/online\/\d+$/);
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('a keyword finds an outlet whose name lacks it, as the API ranks it', async () => {
    const keyword = 'капучино';
    const response = await request.get(
      `/api/search?cityCodeId=${MOSCOW.id}&kinds=outlets&q=${encodeURIComponent(keyword)}`,
    );
    expect(response.ok()).toBe(true);
    const answer = (await response.json()) as { outlets: { hits: { tier: string; item: { id: number } }[] } };
    const hit = answer.outlets.hits.find((candidate) => candidate.tier === 'keywords');
    expect(hit).toBeDefined();
    await box.fill(keyword);
    await expect(results.getByRole('heading', { name: /Точки/ })).toBeVisible();
    await expect(results.locator(`a[href="/offline/${hit!.item.id}"]`)).toBeVisible();
  });

  await test.step('Escape closes the panel; Enter opens the list with ?q', async () => {
    await box.press('Escape');
    await expect(results).toBeHidden();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/brands\?q=/);
  });
});

test('the online showcase opens a shop', async ({ page }) => {
  await presetCity(page);
  await page.goto('/online');
  await expect.poll(() => linkedIds(page, '/online').then((ids) => ids.length)).toBeGreaterThan(0);
  const [shopId] = await linkedIds(page, '/online');
  const link = page.getByRole('main').locator(`a[href="/online/${shopId}"]`).first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/online/${shopId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (name !== '') {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split('\n')[0]!);
  }
});

test('a visitor reads the news and searches them', async ({ page }) => {
  await presetCity(page);
  await page.goto('/news');
  const search = page.getByRole('searchbox', { name: 'Поиск новости' });
  await expect(search).toBeVisible();
  await expect.poll(() => linkedIds(page, '/news').then((ids) => ids.length)).toBeGreaterThan(1);
  const ids = await linkedIds(page, '/news');
  const first = page.getByRole('main').locator(`a[href="/news/${ids[0]}"]`).first();
  const title = (await first.innerText()).trim().split('\n')[0]!;

  await test.step('the search keeps the matching news only', async () => {
    // The box is the app's: text typed into the server's page before the app takes over is not yet kept.
    await page.waitForFunction(appHasHydrated);
    await search.fill(title.slice(0, 12));
    await expect.poll(async () => (await linkedIds(page, '/news')).length).toBeLessThan(ids.length);
    await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();
  });

  await test.step('open a news item', async () => {
    await page.getByRole('main').getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/news/${ids[0]}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  });
});
