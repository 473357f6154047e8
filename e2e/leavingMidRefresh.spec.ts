/**
 * Regression: leaving a page while its application start was still refreshing the session signed the shopper
 * out. The browser aborts the page's requests as it leaves; the start took the aborted refresh for a refused
 * one and cleared the stored tokens, so the next page began signed out (seen in the social and one-tap
 * journeys whenever a test opened the next page early).
 */
import type { Route } from '@playwright/test';
import { expect, presetCity, profilePhone, serverUrl, signInAsNewShopper, test } from './support/fixtures.ts';

test('a page left while its start is refreshing the session leaves the shopper signed in on the next page', async ({
  page,
}) => {
  const shopper = await signInAsNewShopper(page, serverUrl());
  await presetCity(page);
  let held: Route | null = null;
  const firstRefreshSent = new Promise<void>((resolve) => {
    void page.route('**/api/authentication/refresh', async (route) => {
      if (held === null) {
        // The first page's refresh never gets an answer: the shopper leaves before it could.
        held = route;
        resolve();
        return;
      }
      await route.continue();
    });
  });

  await page.goto('/profile', { waitUntil: 'commit' });
  await firstRefreshSent;
  await page.goto('/brands');

  await expect(page.getByRole('button', { name: profilePhone(shopper.phone) })).toBeVisible();
});
