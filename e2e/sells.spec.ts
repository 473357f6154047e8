/**
 * The store front sells (issue 31 §6): the main page says how cashback works, its banners carry a button that
 * leads to a real page, brands have logos with their names, news pictures do not repeat their titles, and a
 * brand's page tells each outlet's own cashback with an honest range in its header.
 */
import type { APIRequestContext } from '@playwright/test';
import { appHasHydrated } from './support/hydration.ts';
import { expect, MOSCOW, presetCity, test } from './support/fixtures.ts';

interface Outlet {
  id: number;
  brandId: number | null;
  maximumCashback: number | null;
}

async function svgText(request: APIRequestContext, src: string): Promise<string> {
  const response = await request.get(src);
  expect(response.ok(), src).toBe(true);
  return response.text();
}

test('the main page says how cashback works, in the server’s markup and after the page came alive', async ({
  page,
  request,
}) => {
  await presetCity(page);
  const html = await (await request.get('/', { headers: { cookie: `city_id=${MOSCOW.id}` } })).text();
  expect(html).toContain('Как это работает');
  expect(html).toContain('Кэшбэк PRO — вдвое больше');

  await page.goto('/');
  await page.waitForFunction(appHasHydrated);
  const section = page.getByRole('region', { name: 'Как это работает' });
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await expect(section.getByRole('heading', { level: 3, name: 'Покупайте и получайте кэшбэк' })).toBeVisible();
  await section.getByRole('link', { name: 'Смотреть партнёров' }).click();
  await expect(page).toHaveURL(/\/brands$/);
  await expect(page.getByRole('heading', { name: 'Офлайн-партнёры', level: 1 })).toBeVisible();
});

test('a banner carries a picture and a button that opens a real page of the portal', async ({ page }) => {
  await presetCity(page);
  await page.goto('/');
  await page.waitForFunction(appHasHydrated);
  const slider = page.getByRole('region', { name: 'Акции партнёров' });
  const first = slider.getByRole('link').first();
  await expect(first.getByRole('img')).toBeVisible();
  const button = first.locator('.banner__cta');
  await expect(button).toBeVisible();
  await expect(button).toHaveText(/\S/);
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/(brands|online|offline|news)/);
  await button.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/не найдена/i);
});

test('brands show logos with their names, and news pictures do not repeat their titles', async ({ page, request }) => {
  await presetCity(page);
  await page.goto('/brands');
  const card = page
    .getByRole('main')
    .locator('article.card')
    .filter({ has: page.locator('a[href^="/brands/"]') })
    .first();
  await expect(card).toBeVisible();
  const name = (await card.locator('a[href^="/brands/"]').first().textContent())!.trim();
  const pictures = await Promise.all(
    (await card.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))).map(
      (src) => svgText(request, src),
    ),
  );
  const longestWord = name.split(/[\s«»"]+/).sort((a, b) => b.length - a.length)[0]!;
  expect(
    pictures.some((svg) => svg.toLocaleLowerCase('ru').includes(longestWord.toLocaleLowerCase('ru'))),
    `a picture of ${name} sets «${longestWord}»`,
  ).toBe(true);

  await page.goto('/news');
  const news = page
    .getByRole('main')
    .locator('article.card--news')
    .filter({ has: page.locator('img') });
  await expect(news.first()).toBeVisible();
  for (const item of (await news.all()).slice(0, 4)) {
    const title = (await item.locator('a[href^="/news/"]').first().textContent())!.trim();
    const svg = await svgText(request, (await item.locator('img').first().getAttribute('src'))!);
    expect(svg, title).not.toContain(title.slice(0, 16));
    expect(svg, title).not.toContain('<text');
  }
});

test('a brand’s page tells each outlet’s own cashback and the range in its header', async ({ page, request }) => {
  await presetCity(page);
  const response = await request.post('/api/sales-units/public-list', {
    data: { cityCodeId: MOSCOW.id, countryCodeId: 1 },
  });
  expect(response.ok()).toBe(true);
  const outlets = (await response.json()) as Outlet[];
  const byBrand = new Map<number, Outlet[]>();
  for (const outlet of outlets) {
    if (outlet.brandId !== null) {
      byBrand.set(outlet.brandId, [...(byBrand.get(outlet.brandId) ?? []), outlet]);
    }
  }
  const percents = (list: Outlet[]) => list.map((outlet) => Math.round(100 * (outlet.maximumCashback ?? 0)));
  const [brandId, own] =
    [...byBrand].find(([, list]) => list.length > 1 && new Set(percents(list)).size > 1) ??
    [...byBrand].find(([, list]) => list.length > 1)!;
  const lowest = Math.min(...percents(own));
  const highest = Math.max(...percents(own));

  await page.goto(`/brands/${brandId}`);
  await page.waitForFunction(appHasHydrated);
  const header = page.locator('.detail__cashback').first();
  await expect(header).toHaveText(lowest === highest ? `Кэшбэк ${highest}%` : `Кэшбэк от ${lowest} до ${highest}%`);
  const region = page.getByRole('region', { name: 'Точки в вашем городе' });
  await region.getByRole('combobox', { name: `Точка (${own.length})` }).click();
  const options = await region.getByRole('option').allTextContents();
  expect(options).toHaveLength(own.length);
  expect(options.map((option) => Number(/кэшбэк (\d+)%/.exec(option)?.[1])).sort((a, b) => a - b)).toEqual(
    percents(own).sort((a, b) => a - b),
  );
});
