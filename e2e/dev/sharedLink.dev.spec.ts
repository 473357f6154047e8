/**
 * A shared link whose parameters are in another order hydrates cleanly. The page cache renders one spelling
 * for every order of an address's parameters (server/render/pageKey.ts); the browser's router must write its
 * links in that same spelling. Only React's development build reports a link whose address differs from the
 * server's (production keeps the server's attribute silently), so this journey runs on the development start.
 */
import { expect, MOSCOW, presetCity, test } from '../support/fixtures.ts';
import { appHasHydrated, browserIsIdle, elementsHaveHydrated } from '../support/hydration.ts';

const HYDRATION_MISMATCH = /did not match|hydrat/i;

test('a link shared with its parameters in another order hydrates without a mismatch', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  await presetCity(page);
  await page.goto(`/online?q=a&category=2&current_city_id=${MOSCOW.id}&utm_source=vk`);
  await page.waitForFunction(appHasHydrated);
  // React reports a mismatch while it hydrates: once the route's heading is hydrated and the browser is idle
  // (no deadline a slow host could reach first), it has no hydration work left.
  await page.waitForFunction(elementsHaveHydrated, 'h1');
  await page.evaluate(browserIsIdle);
  await expect(page.getByRole('link', { name: 'По кэшбэку' })).toHaveAttribute(
    'href',
    `/online?category=2&current_city_id=${MOSCOW.id}&q=a&sort=cashback`,
  );
  expect(
    messages.filter((message) => HYDRATION_MISMATCH.test(message)),
    'hydration mismatches',
  ).toEqual([]);
  // The address bar keeps what was typed, the campaign's mark included: only the links the page builds drop it.
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('vk');
});
