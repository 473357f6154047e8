/**
 * The header search on a server-rendered page (issue 21): a shopper who types before the app's JavaScript has
 * taken the page over keeps the text, and it is searched as if typed afterwards. The app's scripts are held back
 * until the text is in the box, so the typing is before hydration by construction, not by timing; the journey
 * then waits for hydration and the search machine explicitly.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { expect, presetCity, test } from './support/fixtures.ts';
import { appHasHydrated } from './support/hydration.ts';

/** The page's scripts held back: how many are waiting, and letting them all through. */
interface HeldScripts {
  held: () => number;
  release: () => Promise<void>;
}

/** Holds every script the page asks for until `release` is called; the document and its styles pass. */
async function holdScripts(page: Page): Promise<HeldScripts> {
  const waiting: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      if (released) {
        await route.continue();
        return;
      }
      waiting.push(route);
    },
  );
  return {
    held: () => waiting.length,
    release: async () => {
      released = true;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Opens `path` in the preset city with the app's scripts held back: the page is the server's, its scripts are
 * asked for and none has run. Answers the held scripts and the header's search box.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<{ scripts: HeldScripts; box: Locator }> {
  await presetCity(page);
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Поиск партнера' });
  await box.waitFor();
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  expect(await page.evaluate(appHasHydrated)).toBe(false);
  return { scripts, box };
}

/** Hydrated, and the box's search machine started (its `data-ready`, which the box sets for tests). */
async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(appHasHydrated);
  await expect(page.getByRole('search')).toHaveAttribute('data-ready', 'true');
}

test('text typed into the server-rendered search box before hydration filters the list', async ({ page }) => {
  const { scripts, box } = await openWithScriptsHeld(page, '/brands');
  await box.pressSequentially('кофе');
  expect(await page.evaluate(appHasHydrated)).toBe(false);

  await scripts.release();
  await appTookOver(page);
  await expect(box).toHaveValue('кофе');
  // After the search's pause the list's address carries it, as if it had been typed after hydration.
  await expect(page).toHaveURL(/\/brands\?q=%D0%BA%D0%BE%D1%84%D0%B5$/);
  await expect(box).toHaveValue('кофе');
});

test('text typed before hydration on the main page opens the results panel', async ({ page }) => {
  const { scripts, box } = await openWithScriptsHeld(page, '/');
  await box.pressSequentially('Мегалавка');
  expect(await page.evaluate(appHasHydrated)).toBe(false);

  await scripts.release();
  await appTookOver(page);
  await expect(box).toHaveValue('Мегалавка');
  await expect(page.getByRole('region', { name: 'Результаты поиска' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});
