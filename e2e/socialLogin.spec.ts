/**
 * The social one-tap sign-in, end to end (portal §2 'login-vk', §4 «Social-network login» and «Referral»):
 * the kit's one-tap frame from the local identity provider (started beside the e2e server), the portal's
 * callback route, the server's exchange with the provider, and what lands in the database.
 */
import type { Page, Request } from '@playwright/test';
import { expect, presetCity, profilePhone, serverUrl } from './support/fixtures.ts';
import { registerShopper } from './support/shopper.ts';
import { blockShopper, forgetShoppers, probeShopper } from './support/socialProbe.ts';
import { appHasHydrated } from './support/hydration.ts';
import { oneTapTest as test, signInAtProvider } from './support/providerSession.ts';

/** The local provider's first demo account: the one this browser signs in as at the provider. */
const ANNA = { userId: 700001, phone: '79990000101' } as const;
/** No cabinet is configured on the test server: the shopper's cabinet is the portal's own profile page. */
const CABINET = /\/profile$/;

test.beforeEach(async ({ page }) => {
  await forgetShoppers([ANNA.phone], [ANNA.userId]);
  // The one-tap frame offers Анна only to a browser signed in at the provider (issue 18).
  await signInAtProvider(page.context(), process.env.E2E_ID_PROVIDER_URL ?? '');
  await presetCity(page);
});

/** Every login-from-vk request the page sends, with the address of the page that sent it. */
function exchanges(page: Page): { requests: Request[]; callbackUrls: string[] } {
  const seen = { requests: [] as Request[], callbackUrls: [] as string[] };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/authentication/login-from-vk')) {
      seen.requests.push(request);
      seen.callbackUrls.push(request.frame().url());
    }
  });
  return seen;
}

/** Taps «Продолжить как Анна» in the one-tap frame under the form on `path`. */
async function tapOneTap(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const frame = page.frameLocator('.social-sign-in iframe');
  await frame.getByRole('button', { name: 'Продолжить как Анна' }).click();
}

test('a new visitor with a referral signs in with one tap, lands in the cabinet signed in, and the shopper carries the referral', async ({
  page,
}) => {
  const seen = exchanges(page);
  await page.goto('/?ref_mode=t&ref_id=42');
  // The app keeps the visit's referral as it starts, which on a server-rendered page is after the first paint.
  await page.waitForFunction(appHasHydrated);
  await tapOneTap(page, '/login');
  await expect(page).toHaveURL(CABINET);
  expect(seen.requests).toHaveLength(1);
  expect(seen.callbackUrls[0]).toMatch(/\/login-vk\?.*code=/);
  expect(seen.requests[0]!.postDataJSON()).toMatchObject({ tid: '42' });

  const shopper = await probeShopper(ANNA.userId);
  expect(shopper).toMatchObject({
    phone: ANNA.phone,
    firstName: 'Анна',
    lastName: 'Соколова',
    gender: 'женский',
    referral: { key: 'tid', referrerId: '42' },
    sessions: 1,
  });

  await page.goto('/brands');
  await expect(page.getByRole('button', { name: profilePhone(ANNA.phone) })).toBeVisible();
  const vkData = await page.evaluate(
    () => JSON.parse(localStorage.getItem('vkData') ?? 'null') as { firstName?: string } | null,
  );
  expect(vkData?.firstName).toBe('Анна');
});

test('a shopper registered by SMS signs in with one tap from the registration form and keeps their profile', async ({
  page,
}) => {
  await page.goto('/e2e-social');
  const owner = await registerShopper(serverUrl(), await page.evaluate(() => navigator.userAgent), {
    phone: ANNA.phone,
    name: 'Мария',
  });
  await tapOneTap(page, '/registration');
  await expect(page).toHaveURL(CABINET);
  const shopper = await probeShopper(ANNA.userId);
  expect(shopper).toMatchObject({ phone: owner.phone, firstName: 'Мария', referral: null });
  await page.goto('/brands');
  await expect(page.getByRole('button', { name: profilePhone(ANNA.phone) })).toBeVisible();
});

test('a blocked shopper sees the message and is not signed in', async ({ page }) => {
  await page.goto('/e2e-social');
  await registerShopper(serverUrl(), await page.evaluate(() => navigator.userAgent), { phone: ANNA.phone });
  await blockShopper(ANNA.phone);
  await tapOneTap(page, '/login');
  await expect(page).toHaveURL(/\/login-vk\?/);
  await expect(page.getByText('Пользователь заблокирован')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.getByRole('link', { name: 'Войти другим способом' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('opening the callback address again does not sign in twice', async ({ page }) => {
  const seen = exchanges(page);
  await tapOneTap(page, '/login');
  await expect(page).toHaveURL(CABINET);
  const callbackUrl = seen.callbackUrls[0]!;
  expect(callbackUrl).toContain('/login-vk?');

  await page.goto(callbackUrl);
  // Already signed in, the login form sends the shopper on to the cabinet; nothing was exchanged again.
  await expect(page).toHaveURL(CABINET);
  await expect(page.getByRole('button', { name: profilePhone(ANNA.phone) })).toBeVisible();
  expect(seen.requests).toHaveLength(1);
  expect((await probeShopper(ANNA.userId))?.sessions).toBe(1);

  // Even with the tokens gone (another person at this browser), the address exchanges nothing: it leads to the form.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await presetCity(page);
  await page.goto(callbackUrl);
  await expect(page).toHaveURL(/\/login$/);
  expect(seen.requests).toHaveLength(1);
});
