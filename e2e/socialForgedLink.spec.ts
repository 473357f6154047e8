/**
 * A social sign-in link made in another browser signs nobody in (issue 18, login CSRF): an attacker starts
 * a sign-in in their own browser, authorises as their own provider account, stops at the provider's redirect
 * and sends the victim the `/login-vk?code&state` address. The victim's browser lacks the binding cookie the
 * attacker's got with the state: the server refuses it and the page says why, with the way to sign in.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, presetCity, serverUrl, test } from './support/fixtures.ts';
import { contextWithThirdPartyCookies, signInAtProvider } from './support/providerSession.ts';
import { forgetShoppers, probeShopper } from './support/socialProbe.ts';

/** The attacker's own provider account (the local provider's first demo account). */
const ANNA = { userId: 700001, phone: '79990000101' } as const;
/** No cabinet is configured on the test server: the shopper's cabinet is the portal's own profile page. */
const CABINET = /\/profile$/;

/**
 * A browser of its own (cookies, storage; a profile that keeps the one-tap frame's cross-site cookies),
 * starting on the portal with a city chosen and the cabinet stubbed.
 */
async function freshBrowser(): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const { context, close } = await contextWithThirdPartyCookies({
    baseURL: serverUrl(),
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  const page = await context.newPage();
  await presetCity(page);
  return { context, page, close };
}

/** The attacker taps one tap on /login and stops where the provider sends the browser back: answers that address. */
async function stopAtProviderRedirect(attacker: Page): Promise<string> {
  let callback: string | null = null;
  await attacker.route('**/login-vk?**', async (route) => {
    callback = route.request().url();
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Остановлено</title>' });
  });
  await attacker.goto('/login');
  await attacker.frameLocator('.social-sign-in iframe').getByRole('button', { name: 'Продолжить как Анна' }).click();
  await expect.poll(() => callback).not.toBeNull();
  await attacker.unroute('**/login-vk?**');
  return callback!;
}

test.beforeEach(async () => {
  await forgetShoppers([ANNA.phone], [ANNA.userId]);
});

test('a sign-in link made in another browser signs nobody in and says why; in its own browser it works', async () => {
  const attacker = await freshBrowser();
  const victim = await freshBrowser();
  try {
    await signInAtProvider(attacker.context, process.env.E2E_ID_PROVIDER_URL ?? '');
    const forgedLink = await stopAtProviderRedirect(attacker.page);
    expect(forgedLink).toMatch(/\/login-vk\?.*code=.*state=/);

    const exchanges: number[] = [];
    victim.page.on('response', (response) => {
      if (response.url().endsWith('/api/authentication/login-from-vk')) {
        exchanges.push(response.status());
      }
    });
    await victim.page.goto(forgedLink);
    await expect(victim.page.getByText('Вход начали в другом браузере. Войдите ещё раз.')).toBeVisible();
    expect(exchanges).toEqual([400]);
    await expect(victim.page).toHaveURL(/\/login-vk\?/);
    expect(await victim.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(await probeShopper(ANNA.userId)).toBeNull();
    await victim.page.getByRole('link', { name: 'Войти ещё раз' }).click();
    await expect(victim.page).toHaveURL(/\/login$/);

    // The refusal left the state to the browser that began it: there the same address signs in.
    await attacker.page.goto(forgedLink);
    await expect(attacker.page).toHaveURL(CABINET);
    expect((await probeShopper(ANNA.userId))?.sessions).toBe(1);
  } finally {
    await attacker.close();
    await victim.close();
  }
});
