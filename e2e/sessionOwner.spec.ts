/**
 * One owner of the session in the browser (issue 30 §4): one refresh at a time among the tabs of a browser (Web
 * Locks), each tab reading the store again inside the lock, and tabs following each other's sign-in and sign-out
 * without a reload. No journey here waits for a page's session before leaving it.
 */
import type { Page } from '@playwright/test';
import { expect, presetCity, profilePhone, signInAsNewShopper, test } from './support/fixtures.ts';
import { advanceServerClock } from './support/serverClock.ts';
import { expectLiveSession, refreshesOf, signUpThroughForm, throughThreePageLoads } from './support/sessionJourneys.ts';

/** Past the access token's 15 minutes. */
const ACCESS_TOKEN_EXPIRED_MS = 16 * 60 * 1000;

function tokensOf(page: Page): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}

/** The rotation the session's lock hands to its next holder (adapters/storage/IndexedDbSessionHandoff.ts), as IndexedDB keeps it. */
function handedOverRotation(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('rjadom.session');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result.transaction('session', 'readonly').objectStore('session').get('lastRotation');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => resolve(read.result);
        };
      }),
  );
}

/** How many pages of the browser wait for the session's lock (the Web Locks API's own account). */
function waitingForTheLock(page: Page): Promise<number> {
  return page.evaluate(
    async () => (await navigator.locks.query()).pending?.filter((lock) => lock.name === 'rjadom.session').length ?? 0,
  );
}

test.beforeEach(async ({ page }) => {
  await presetCity(page);
});

test('two tabs opened at the same moment with an expired access token both end signed in, the session rotated once', async ({
  page,
  baseURL,
}) => {
  const shopper = await signInAsNewShopper(page, baseURL!);
  await advanceServerClock(ACCESS_TOKEN_EXPIRED_MS);
  const refreshes = refreshesOf(page);
  // The first refresh is answered only once the other tab is waiting for the lock: both starts overlap.
  let bothStarted: () => void = () => {};
  const overlap = new Promise<void>((resolve) => (bothStarted = resolve));
  await page.context().route('**/api/authentication/refresh', async (route) => {
    await overlap;
    await route.continue();
  });
  const second = await page.context().newPage();
  await Promise.all([page.goto('/brands'), second.goto('/offline')]);
  await expect.poll(() => waitingForTheLock(page)).toBe(1);
  bothStarted();

  for (const tab of [page, second]) {
    await expect(tab.getByRole('button', { name: profilePhone(shopper.phone) })).toBeVisible();
  }
  expect(refreshes, 'one rotation for both tabs').toHaveLength(1);
  const held = await tokensOf(page);
  expect(held.refreshToken).not.toBe(shopper.refreshToken);
  expect(await tokensOf(second), 'the second tab took over the first one’s tokens').toEqual(held);
  expect(await handedOverRotation(second), 'the rotation handed over through IndexedDB').toMatchObject({
    replaced: shopper.refreshToken,
    tokens: held,
  });
  await expectLiveSession(second);
});

test('three full page loads right after signing up, with no waits, end signed in', async ({ page }) => {
  await throughThreePageLoads(page);
});

test('a tab follows a sign-up and a sign-out made in another tab, without a reload', async ({ page }) => {
  await page.goto('/brands');
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

  const other = await page.context().newPage();
  const phone = await signUpThroughForm(other);
  await expect(other).toHaveURL(/\/brands\?welcome=1$/);
  await expect(page.getByRole('button', { name: profilePhone(phone) }), 'signed in here too').toBeVisible();
  expect(await stayed(), 'the page was not reloaded').toBe(true);

  await other.getByRole('button', { name: profilePhone(phone) }).click();
  await other.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти', exact: true }), 'signed out here too').toBeVisible();
  await expect(page.getByRole('button', { name: profilePhone(phone) })).toHaveCount(0);
  expect(await stayed(), 'the page was not reloaded').toBe(true);
});
