/**
 * Signing a browser in at the local identity provider, the way a visitor does it: on the provider's
 * own home page (server/id-provider/pages/homePage.ts), in a tab of the journey's browser context.
 * The one-tap frame offers «Продолжить как …» only to a browser that holds the provider's session
 * (issue 18), so every journey that taps it signs in here first. No test backdoor: the cookie comes
 * from the provider's real sign-in form.
 */
import { expect, type BrowserContext } from '@playwright/test';

/**
 * Opens `providerUrl` (the provider's browser origin, e.g. http://id.localhost:3100) in a new tab of
 * `context`, signs in as the demo account whose first name is `accountName`, checks the provider
 * greets it, and closes the tab. The provider's session cookie then rides along in every frame and
 * popup of that context.
 */
export async function signInAtProvider(context: BrowserContext, providerUrl: string, accountName = 'Анна'): Promise<void> {
  const tab = await context.newPage();
  try {
    await tab.goto(new URL('/', providerUrl).toString());
    await tab.getByRole('button', { name: new RegExp(`^Войти как ${accountName}( |$)`) }).click();
    await expect(tab.getByRole('status')).toContainText(`Вы вошли как ${accountName}`);
  } finally {
    await tab.close();
  }
}
