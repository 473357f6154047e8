/**
 * One tap finishes on the development start (issue 18): under StrictMode the callback page's effects run
 * twice, and the exchange must still be sent once and end signed in — from the one-tap frame on /login and
 * from the provider's full sign-in page alike.
 */
import type { Page } from '@playwright/test';
import { expect, presetCity, profilePhone } from '../support/fixtures.ts';
// The one-tap frame is cross-site on the portal: its provider session needs a profile that keeps such cookies.
import { oneTapTest as test, signInAtProvider } from '../support/providerSession.ts';
import { probeShopper } from '../support/socialProbe.ts';

const ANNA = { userId: 700001, phone: '79990000101' } as const;
/** No cabinet is configured on the test server: the shopper's cabinet is the portal's own profile page. */
const CABINET = /\/profile$/;

/** Every login-from-vk request the page sends. */
function exchanges(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/authentication/login-from-vk')) {
      seen.push(request.url());
    }
  });
  return seen;
}

/**
 * Signed in on the portal: the cabinet page (/profile) the sign-in landed on is left at once, its session's start
 * perhaps still refreshing, and /brands shows the shopper's phone.
 */
async function expectSignedIn(page: Page): Promise<void> {
  await page.goto('/brands');
  await expect(page.getByRole('button', { name: profilePhone(ANNA.phone) })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInAtProvider(page.context(), process.env.E2E_ID_PROVIDER_URL ?? '');
  await presetCity(page);
});

test('this is the development build: React runs in development mode', async ({ page }) => {
  await page.goto('/login');
  // The boot script, the entry it names and the route chunks the head lists (all fetched once the page painted).
  const scripts = await page.evaluate(() =>
    [
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].flatMap((script) => [
        script.src,
        script.dataset['appEntry'] ?? '',
      ]),
      ...[...document.querySelectorAll<HTMLMetaElement>('meta[name="app-module"]')].map((meta) => meta.content),
    ]
      .filter((src) => src !== '')
      .map((src) => new URL(src, location.href).href),
  );
  const bodies = await Promise.all(scripts.map(async (src) => (await page.request.get(src)).text()));
  // A warning only React DOM's development build carries (its production build has no such checks).
  expect(bodies.some((body) => body.includes('cannot be a child of'))).toBe(true);
});

test('one tap on /login ends signed in with exactly one exchange', async ({ page }) => {
  const seen = exchanges(page);
  await page.goto('/login');
  await page.frameLocator('.social-sign-in iframe').getByRole('button', { name: 'Продолжить как Анна' }).click();
  await expect(page).toHaveURL(CABINET);
  expect(seen).toHaveLength(1);
  await expectSignedIn(page);
  expect(seen).toHaveLength(1);
});

test('the provider’s full sign-in page ends signed in with exactly one exchange', async ({ page }) => {
  const seen = exchanges(page);
  const sessionsBefore = (await probeShopper(ANNA.userId))?.sessions ?? 0;
  await page.goto('/login');
  const frame = page.frameLocator('.social-sign-in iframe');
  // «Другой аккаунт» leaves for the provider's full sign-in page (redirect mode), where the visitor picks an account.
  await frame.getByRole('button', { name: 'Другой аккаунт' }).click();
  await page.getByRole('button', { name: /^Анна Соколова/ }).click();
  await expect(page).toHaveURL(CABINET);
  expect(seen).toHaveLength(1);
  expect((await probeShopper(ANNA.userId))?.sessions).toBe(sessionsBefore + 1);
  await expectSignedIn(page);
});
