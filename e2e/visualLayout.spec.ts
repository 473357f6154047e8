/**
 * What the visual pass fixed and a browser can hold (issue 19, «A visual pass to store-front quality»):
 * - at 768 px the header is one compact row (it was the bar plus a navigation row, 87 px and more, and with
 *   every link configured the navigation wrapped to two rows: 130 px of sticky header);
 * - at 320 px no list page scrolls sideways;
 * - «Загружается» never covers the search box (it sat over the middle of the bar, where the box is);
 * - an empty list and a failed read each offer a way out (a link or a button inside the block).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, presetCity, test } from './support/fixtures.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) {
    throw new Error('the element has no box');
  }
  return box;
}

async function openList(page: Page, path: string): Promise<void> {
  await presetCity(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('the header at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  for (const path of ['/', '/brands', '/news']) {
    test(`is one row at most 80 px tall: ${path}`, async ({ page }) => {
      await openList(page, path);
      // The profile area settles after hydration: measure the bar as a visitor finally sees it.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
      const header = await boxOf(page.getByRole('banner'));
      expect(header.height).toBeLessThanOrEqual(80);
      // Every visible control of the bar sits on the same line: their vertical centres agree.
      const centres = await page.locator('.navbar__bar > *').evaluateAll((items) =>
        items
          .map((item) => item.getBoundingClientRect())
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => rect.top + rect.height / 2),
      );
      expect(centres.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(4);
    });
  }
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/', '/brands', '/offline', '/online', '/news']) {
    test(`nothing scrolls sideways: ${path}`, async ({ page }) => {
      await openList(page, path);
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px «Загружается» does not cover the search box`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openList(page, '/news');
    await expect(page.getByRole('search')).toHaveAttribute('data-ready', 'true');
    await page.waitForLoadState('networkidle');
    // Hold the next page's reads, so the route stays pending long enough to be measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Офлайн-партнёры' }).click();
    const indicator = page.getByRole('status').filter({ hasText: /^Загружается$/ });
    await expect(indicator).toBeVisible();
    const overlap = intersects(await boxOf(indicator), await boxOf(page.getByRole('searchbox')));
    release();
    expect(overlap).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Офлайн-партнёры' })).toBeVisible();
  });
}

test.describe('every empty view offers a way out', () => {
  const cases = [
    { path: '/brands?q=%D1%8F%D1%8F%D1%8F%D1%8F', text: 'По запросу «яяяя» партнёры не найдены.', list: '/brands' },
    { path: '/offline?q=%D1%8F%D1%8F%D1%8F%D1%8F', text: 'Точки не найдены.', list: '/offline' },
    { path: '/online?q=%D1%8F%D1%8F%D1%8F%D1%8F', text: 'Магазины не найдены.', list: '/online' },
    { path: '/news?q=%D1%8F%D1%8F%D1%8F%D1%8F', text: 'По запросу «яяяя» новостей не найдено.', list: '/news' },
  ] as const;

  for (const { path, text, list } of cases) {
    test(`${list} with nothing found: «Сбросить поиск» and «На главную»`, async ({ page }) => {
      await openList(page, path);
      const view = page.locator('.empty-state').filter({ hasText: text });
      await expect(view).toBeVisible();
      await expect(view.getByRole('link', { name: 'Сбросить поиск' })).toHaveAttribute('href', list);
      await expect(view.getByRole('link', { name: 'На главную' })).toBeVisible();
      // The reset is the app's own navigation (issue 19): a page load would lose this mark.
      await expect(page.getByRole('search')).toHaveAttribute('data-ready', 'true');
      await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
      await view.getByRole('link', { name: 'Сбросить поиск' }).click();
      await expect(page).toHaveURL((url) => url.pathname === list && url.search === '');
      await expect(page.locator('.empty-state')).toHaveCount(0);
      await expect(page.getByRole('searchbox')).toHaveValue('');
      expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    });
  }

  test('a failed read: «Повторить» and «На главную», and «Повторить» brings the list', async ({ page }) => {
    await openList(page, '/');
    await expect(page.getByRole('search')).toHaveAttribute('data-ready', 'true');
    await page.waitForLoadState('networkidle');
    let failing = true;
    await page.route('**/api/news/**', async (route) => {
      if (failing) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"code":"UNAVAILABLE","message":"down"}}',
        });
      } else {
        await route.continue();
      }
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Новости' }).click();
    const view = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить данные.' });
    await expect(view).toBeVisible();
    await expect(view.getByRole('link', { name: 'На главную' })).toBeVisible();
    failing = false;
    await view.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.locator('.card--news').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить данные.' })).toHaveCount(0);
  });
});
