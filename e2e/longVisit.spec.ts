/**
 * A long visit on one page (issue 10): access tokens live 15 minutes, the shopper stays an hour. The
 * page renews the session ahead of expiry while its timers run, and a call refused because the
 * token expired meanwhile (a laptop that slept) is refreshed once and sent again, so nothing the
 * shopper does is silently rolled back. Simulated time: the server's clock and Playwright's clock.
 */
import type { Locator, Page } from '@playwright/test';
import { bearer, expect, pageAccessToken, profilePhone, signInAsNewShopper, test } from './support/fixtures.ts';
import { advanceServerClock } from './support/serverClock.ts';

const TWENTY_MINUTES_MS = 20 * 60 * 1000;

function toggleOf(page: Page, id: number): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/offline/${id}"]`) })
    .first()
    .getByRole('button', { name: /(добавить в|убрать из) избранно/ });
}

async function cardIds(page: Page, count: number): Promise<number[]> {
  const links = page.getByRole('main').locator('a[href^="/offline/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(href.slice('/offline/'.length))))].slice(0, count);
}

test('an hour on one page: the session is renewed ahead of expiry and after a 401, and every favourite is kept', async ({
  page,
  request,
  baseURL,
}) => {
  await page.clock.install();
  const shopper = await signInAsNewShopper(page, baseURL!);
  const saved = async (): Promise<number[]> => {
    const response = await request.get(`/api/tenant-profiles/${shopper.tenantProfileId}/favorite-sales-units`, {
      headers: bearer(await pageAccessToken(page)),
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as number[];
  };
  const refreshes: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/authentication/refresh')) {
      refreshes.push(sent.url());
    }
  });

  await page.goto('/offline');
  await expect(page.getByRole('button', { name: profilePhone(shopper.phone) })).toBeVisible();
  const [first, second] = await cardIds(page, 2);
  await expect(toggleOf(page, first!)).toBeEnabled();
  expect(refreshes, 'the application start refreshes once').toHaveLength(1);

  await test.step('20 minutes with the page awake: the session is renewed before the token expires', async () => {
    await advanceServerClock(TWENTY_MINUTES_MS);
    await page.clock.fastForward(TWENTY_MINUTES_MS);
    await expect.poll(() => refreshes.length).toBe(2);
    await toggleOf(page, first!).click();
    await expect(toggleOf(page, first!)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(saved).toEqual([first]);
  });

  await test.step('20 more minutes with the page asleep: the refused call is refreshed once and sent again', async () => {
    await advanceServerClock(TWENTY_MINUTES_MS);
    const writes: number[] = [];
    page.on('response', (answer) => {
      if (answer.request().method() === 'POST' && answer.url().endsWith('/favorite-sales-units')) {
        writes.push(answer.status());
      }
    });
    await toggleOf(page, second!).click();
    await expect.poll(() => writes).toEqual([401, 204]);
    expect(refreshes).toHaveLength(3);
    await expect(toggleOf(page, second!)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(saved).toEqual([first, second]);
  });

  await test.step('the last 20 minutes of the hour, then a reload: still signed in, both favourites kept', async () => {
    await advanceServerClock(TWENTY_MINUTES_MS);
    await page.clock.fastForward(TWENTY_MINUTES_MS);
    await expect.poll(() => refreshes.length).toBe(4);
    await page.reload();
    await expect(page.getByRole('button', { name: profilePhone(shopper.phone) })).toBeVisible();
    await expect(toggleOf(page, first!)).toHaveAttribute('aria-pressed', 'true');
    await expect(toggleOf(page, second!)).toHaveAttribute('aria-pressed', 'true');
  });
});
