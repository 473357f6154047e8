/**
 * Issue 31 §3 «The development build is a different product»: on the development start `/?modal=authorization`
 * opened no dialog and dropped its parameter, a guest's ♡ did nothing, and `/` logged React's duplicate-key
 * warning. The production build opened the sign-in in both cases; these journeys hold the development start to it.
 */
import { expect, presetCity, test } from '../support/fixtures.ts';
import { appHasHydrated, browserIsIdle, elementsHaveHydrated } from '../support/hydration.ts';

test('a link to /?modal=authorization opens the sign-in dialog and keeps the parameter', async ({ page }) => {
  await presetCity(page);
  await page.goto('/?modal=authorization');
  await page.waitForFunction(appHasHydrated);
  await expect(page.getByRole('dialog')).toBeVisible();
  // StrictMode's stale close event was a queued task: once the browser is idle it has arrived.
  await page.evaluate(browserIsIdle);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('modal')).toBe('authorization');
});

test('a guest who taps ♡ gets the sign-in dialog', async ({ page }) => {
  await presetCity(page);
  await page.goto('/online');
  await page.waitForFunction(appHasHydrated);
  await page
    .getByRole('main')
    .getByRole('button', { name: /: добавить в избранное$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/modal=authorization/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the main page renders no list with duplicate keys', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await presetCity(page);
  await page.goto('/');
  // The banners of both showcases (ids 1, 2, 3 in each) were the duplicates; React reports them as it hydrates them.
  await expect(page.getByRole('region', { name: 'Акции партнёров' })).toBeVisible();
  await page.waitForFunction(elementsHaveHydrated, '.banner-slider__slide, .banner-strip li, .card-grid li');
  expect(
    errors.filter((text) => /same key/i.test(text)),
    'duplicate keys',
  ).toEqual([]);
});
