/**
 * Issue 31 §7: every page with the kit logged FedCM 401s while the visitor was signed out at the provider — the
 * browser asked the provider's accounts endpoint on each page. The provider now reports its login status (FedCM's
 * Login Status API, `Set-Login`): once the browser knows nobody is signed in there, a kit page does not fetch the
 * accounts and logs no 401. Debian Chromium with third-party cookies blocked, so the kit reaches for FedCM. Chromium
 * still says «Not signed in with the identity provider.» once for the kit's call: its own line, which no answer of
 * the provider can silence (the kit cannot read the status across sites).
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { contextWithCookiePolicy, signInAtProvider } from '../support/providerSession.ts';
import { APP, expect, test } from './support/fixtures.ts';

test.use({ signedInAtProvider: false });

/** Chromium's console lines for an accounts call the provider answered 401 (what every kit page logged before). */
const askedTheAccounts = (text: string): boolean => /accounts (endpoint|list)|401/.test(text);

/** The console errors of `page` from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  return errors;
}

test('signed out at the provider, a kit page logs no FedCM 401', async ({ kit }) => {
  const { context, close } = await contextWithCookiePolicy({ locale: 'ru-RU' }, { thirdPartyCookies: false });
  try {
    // Signed in, then out, on the provider's own page: the browser has heard the provider's status.
    await signInAtProvider(context, kit.provider.url);
    const tab = await context.newPage();
    await tab.goto(new URL('/', kit.provider.url).toString());
    await tab.getByRole('button', { name: 'Выйти' }).click();
    await expect(tab.getByText('Вы не вошли')).toBeVisible();
    await tab.close();

    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(kit.page({ app: APP.session }));
    await expect(page.locator('.vkid-ot[data-state]')).toHaveAttribute('data-reason', 'not_authorized');
    // The widget's own button shows once the kit's FedCM call (if any) has ended.
    await expect(page.locator('.vkid button[type="button"]').first()).toBeVisible();
    expect(errors.filter(askedTheAccounts)).toEqual([]);
  } finally {
    await close();
  }
});
