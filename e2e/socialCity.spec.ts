/**
 * Issue 30 §5 «The guest's city is lost on one tap»: the city a guest picked survives a one-tap sign-in through
 * the local identity provider (as SMS registration keeps it), and a sign-in that switches to the account's own
 * city says so, with the way back. The e-mail the provider shares fills the new profile.
 */
import type { APIRequestContext } from '@playwright/test';
import { bearer, chooseCityInModal, expect, MOSCOW, serverUrl } from './support/fixtures.ts';
import { appHasHydrated } from './support/hydration.ts';
import { oneTapTest as test, signInAtProvider } from './support/providerSession.ts';
import { registerShopper } from './support/shopper.ts';
import { forgetShoppers, probeShopper } from './support/socialProbe.ts';

/** The local provider's first demo account: the one this browser signs in as at the provider. */
const ANNA = { userId: 700001, phone: '79990000101' } as const;

test.beforeEach(async ({ page }) => {
  await forgetShoppers([ANNA.phone], [ANNA.userId]);
  await signInAtProvider(page.context(), process.env.E2E_ID_PROVIDER_URL ?? '');
});

async function cityIdOf(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.post('/api/city-codes/active-city-codes', { data: { countryCodeId: 1 } });
  const city = ((await answer.json()) as { id: number; name: string }[]).find((each) => each.name === name);
  if (city === undefined) {
    throw new Error(`no active city named ${name}`);
  }
  return city.id;
}

test('a guest picks Москва, signs up with one tap, and /profile opens in Москва without asking for the city again, the shared e-mail filled in', async ({
  page,
}) => {
  // The city question waits on the sign-in pages (issue 31 §7): the guest picks the city on the main page first.
  await page.goto('/');
  await chooseCityInModal(page, MOSCOW.name);
  await page.goto('/login');
  await page.waitForFunction(appHasHydrated);
  await page.frameLocator('.social-sign-in iframe').getByRole('button', { name: 'Продолжить как Анна' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await expect(page.getByRole('main').getByLabel('Имя', { exact: true })).toHaveValue('Анна');
  // The e-mail the provider's consent page says it shares fills the new profile.
  await expect(page.getByRole('main').getByLabel('Электронная почта', { exact: true })).toHaveValue(
    'anna.sokolova@example.ru',
  );
  await expect(page.getByRole('banner').getByRole('button', { name: `Город: ${MOSCOW.name}` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Выберите ваш город' })).toHaveCount(0);
  await expect.poll(async () => (await probeShopper(ANNA.userId))?.cityCodeId).toBe(MOSCOW.id);
});

test('a guest in Москва signs in with one tap to an account in Казань: told so, and «Вернуть город Москва» brings Москва back', async ({
  page,
  request,
}) => {
  const owner = await registerShopper(serverUrl(), await page.evaluate(() => navigator.userAgent), {
    phone: ANNA.phone,
  });
  const kazan = await cityIdOf(request, 'Казань');
  const moved = await request.put(`/api/tenant-profiles/${owner.tenantProfileId}`, {
    headers: bearer(owner.accessToken),
    data: { cityCodeId: kazan },
  });
  expect(moved.status()).toBe(200);

  // The city question waits on the sign-in pages (issue 31 §7): the guest picks the city on the main page first.
  await page.goto('/');
  await chooseCityInModal(page, MOSCOW.name);
  await page.goto('/login');
  await page.waitForFunction(appHasHydrated);
  await page.frameLocator('.social-sign-in iframe').getByRole('button', { name: 'Продолжить как Анна' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const notice = page.getByRole('dialog', { name: 'Город — Казань, как в вашем профиле' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Город: Казань' })).toBeVisible();
  await notice.getByRole('button', { name: 'Вернуть город Москва' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: `Город: ${MOSCOW.name}` })).toBeVisible();
  await expect.poll(async () => (await probeShopper(ANNA.userId))?.cityCodeId).toBe(MOSCOW.id);

  // Said once: the next page load is in Москва with nothing to say.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: `Город: ${MOSCOW.name}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
