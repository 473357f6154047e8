/**
 * Issue 31 §4 «On a phone the lists open with a wall of chips»: at 320–430 px (812 px high) every list shows its
 * first result on the first screen — the first card of /offline, /brands, /online, /news and /favourites, and the
 * map itself in /offline's map view — and no page is wider than the screen. The tablet's and the desktop's first
 * screens keep their results too.
 */
import type { Page } from '@playwright/test';
import { expect, presetCity, signInAsNewShopper, test } from './support/fixtures.ts';
import { appHasHydrated } from './support/hydration.ts';

const SCREENS = [
  { width: 320, height: 812 },
  { width: 375, height: 812 },
  { width: 430, height: 812 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

/** The lists and what their first result is. */
const LISTS = [
  { path: '/offline', first: 'main article.card' },
  { path: '/offline?view=map', first: 'main .outlet-map__frame' },
  { path: '/brands', first: 'main article.card' },
  { path: '/online', first: 'main article.card' },
  { path: '/news', first: 'main article.card' },
] as const;

/** Where the first result's top is on the page scrolled to its top, and whether the page is wider than the screen. */
async function firstScreen(page: Page, selector: string): Promise<{ top: number; overflow: number }> {
  const first = page.locator(selector).first();
  await expect(first).toBeVisible();
  await page.waitForFunction(appHasHydrated);
  return page.evaluate((query) => {
    window.scrollTo(0, 0);
    const box = document.querySelector(query)!.getBoundingClientRect();
    return { top: Math.round(box.top), overflow: document.documentElement.scrollWidth - window.innerWidth };
  }, selector);
}

for (const screen of SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    for (const list of LISTS) {
      test(`${list.path}: the first result starts on the first screen and nothing is wider than the screen`, async ({
        page,
      }) => {
        await presetCity(page);
        await page.goto(list.path);
        const seen = await firstScreen(page, list.first);
        expect(seen.top, `the first result's top at ${screen.width} px`).toBeLessThan(screen.height);
        expect(seen.overflow, 'the page scrolls sideways by').toBeLessThanOrEqual(0);
      });
    }

    test('/favourites: the first favourite starts on the first screen and nothing is wider than the screen', async ({
      page,
      baseURL,
    }) => {
      await presetCity(page);
      await page.goto('/offline');
      await signInAsNewShopper(page, baseURL!);
      await page.reload();
      await page.waitForFunction(appHasHydrated);
      await page
        .getByRole('main')
        .getByRole('button', { name: /: добавить в избранное$/ })
        .first()
        .click();
      await expect(page.getByRole('main').getByRole('button', { name: /: убрать из избранного$/ })).toHaveCount(1);
      await page.goto('/favourites');
      const seen = await firstScreen(page, 'main article.card');
      expect(seen.top, `the first favourite's top at ${screen.width} px`).toBeLessThan(screen.height);
      expect(seen.overflow, 'the page scrolls sideways by').toBeLessThanOrEqual(0);
    });
  });
}

test.describe('the categories and the order on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** The box of each chip of the categories' row, and the row's own visible box. */
  async function chipBoxes(page: Page): Promise<{
    row: { left: number; right: number };
    chips: { name: string; top: number; left: number; right: number }[];
  }> {
    return page.getByRole('navigation', { name: 'Категории' }).evaluate((nav) => {
      const row = nav.getBoundingClientRect();
      return {
        row: { left: row.left, right: row.right },
        chips: Array.from(nav.querySelectorAll('a')).map((chip) => {
          const box = chip.getBoundingClientRect();
          return { name: chip.textContent ?? '', top: Math.round(box.top), left: box.left, right: box.right };
        }),
      };
    });
  }

  test('the categories are one row that scrolls sideways, and a chosen category far along it is in view', async ({
    page,
  }) => {
    await presetCity(page);
    await page.goto('/offline');
    await page.waitForFunction(appHasHydrated);
    const first = await chipBoxes(page);
    expect(first.chips.length).toBeGreaterThan(5);
    expect(new Set(first.chips.map((chip) => chip.top)).size, 'rows of chips').toBe(1);
    const last = first.chips.at(-1)!;
    expect(last.right, 'the last chip is beyond the screen before it is chosen').toBeGreaterThan(375);

    await page
      .getByRole('navigation', { name: 'Категории' })
      .getByRole('link', { name: last.name, exact: true })
      .click();
    await expect(
      page.getByRole('navigation', { name: 'Категории' }).getByRole('link', { name: last.name, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await page.waitForFunction(appHasHydrated);
    await expect
      .poll(
        async () => {
          const seen = await chipBoxes(page);
          const chosen = seen.chips.find((chip) => chip.name === last.name)!;
          return chosen.left >= seen.row.left && chosen.right <= Math.min(seen.row.right, 375);
        },
        { message: 'the chosen chip is within the row’s view after a reload' },
      )
      .toBe(true);
  });

  test('every chip is reached from the keyboard, and the focused one scrolls into view', async ({ page }) => {
    await presetCity(page);
    await page.goto('/offline');
    await page.waitForFunction(appHasHydrated);
    const chips = page.getByRole('navigation', { name: 'Категории' }).getByRole('link');
    const count = await chips.count();
    await chips.first().focus();
    for (let step = 1; step < count; step += 1) {
      await page.keyboard.press('Tab');
      await expect(chips.nth(step)).toBeFocused();
      // The row scrolls to the focused chip (it may take a frame): wait for it, never for a time.
      await expect
        .poll(
          async () => {
            const focused = (await chipBoxes(page)).chips[step]!;
            return focused.left >= 0 && focused.right <= 375;
          },
          { message: `the focused chip ${String(step + 1)} of ${String(count)} is on the screen` },
        )
        .toBe(true);
    }
  });

  test('the order is a control of its own: its choices do not look like the filter chips', async ({ page }) => {
    await presetCity(page);
    await page.goto('/offline');
    const look = (element: HTMLElement | SVGElement) => {
      const style = getComputedStyle(element);
      return { radius: style.borderTopLeftRadius, background: style.backgroundColor, color: style.color };
    };
    const chosenCategory = await page
      .getByRole('navigation', { name: 'Категории' })
      .getByRole('link', { name: 'Все' })
      .evaluate(look);
    const chosenOrder = await page
      .getByRole('navigation', { name: 'Сортировка' })
      .getByRole('link', { name: 'По умолчанию' })
      .evaluate(look);
    expect(chosenOrder).not.toEqual(chosenCategory);
    const otherCategory = await page
      .getByRole('navigation', { name: 'Категории' })
      .getByRole('link')
      .nth(1)
      .evaluate(look);
    const otherOrder = await page
      .getByRole('navigation', { name: 'Сортировка' })
      .getByRole('link', { name: 'По кэшбэку' })
      .evaluate(look);
    expect(otherOrder).not.toEqual(otherCategory);
    // «Сортировка» is said on the page, not only to a screen reader.
    await expect(page.getByRole('main').getByText('Сортировка', { exact: true })).toBeVisible();
  });
});
