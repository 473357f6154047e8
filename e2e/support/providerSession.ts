/**
 * Signing a browser in at the local identity provider, the way a visitor does it: on the provider's
 * own home page (server/id-provider/pages/homePage.ts), in a tab of the journey's browser context.
 * The one-tap frame offers «Продолжить как …» only to a browser that holds the provider's session
 * (issue 18), so every journey that taps it signs in here first. No test backdoor: the cookie comes
 * from the provider's real sign-in form.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { test as portalTest } from './fixtures.ts';

/**
 * Opens `providerUrl` (the provider's browser origin, e.g. http://id.localhost:3100) in a new tab of
 * `context`, signs in as the demo account whose first name is `accountName`, checks the provider
 * greets it, and closes the tab. The provider's session cookie then rides along in every frame and
 * popup of that context.
 */
export async function signInAtProvider(
  context: BrowserContext,
  providerUrl: string,
  accountName = 'Анна',
): Promise<void> {
  const tab = await context.newPage();
  try {
    await tab.goto(new URL('/', providerUrl).toString());
    await tab.getByRole('button', { name: new RegExp(`^Войти как ${accountName}( |$)`) }).click();
    await expect(tab.getByRole('status')).toContainText(`Вы вошли как ${accountName}`);
  } finally {
    await tab.close();
  }
}

/**
 * A browser context whose profile lets cross-site frames carry their cookies. Debian's Chromium 156
 * blocks third-party cookies by default (profile pref `cookie_controls_mode`), and the one-tap frame
 * is cross-site on every page that embeds it: there it never sees the provider's session, exactly as
 * the real provider's frame does not in such a browser. Journeys that tap «Продолжить как …» run in
 * a profile that allows them, as Chrome's default does; the pref needs a profile of its own.
 */
export async function contextWithThirdPartyCookies(
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  return contextWithCookiePolicy(options, { thirdPartyCookies: true });
}

/**
 * A browser context in a profile of its own that allows (`thirdPartyCookies: true`) or blocks
 * (`false`, Debian Chromium's own default, pinned in the profile so a changed default cannot hide it)
 * cross-site cookies; `args` adds launch flags (e.g. `--disable-features=FedCm`, issue 22).
 */
export async function contextWithCookiePolicy(
  options: BrowserContextOptions,
  { thirdPartyCookies, args = [] }: { thirdPartyCookies: boolean; args?: readonly string[] },
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'rjadom-chromium-'));
  mkdirSync(join(profile, 'Default'));
  const prefs = thirdPartyCookies
    ? { cookie_controls_mode: 0, block_third_party_cookies: false }
    : { cookie_controls_mode: 1, block_third_party_cookies: true };
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: prefs }));
  const context = await chromium.launchPersistentContext(profile, {
    ...options,
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...args],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The journeys' `test` for pages that embed the one-tap frame: the portal's fixtures, with each test's
 * context in a profile that keeps cross-site cookies (contextWithThirdPartyCookies), so the frame sees the
 * provider session a journey signs in to.
 */
export const oneTapTest = portalTest.extend({
  context: async ({ baseURL, contextOptions, locale, timezoneId, viewport, userAgent, deviceScaleFactor }, use) => {
    const { context, close } = await contextWithThirdPartyCookies({
      ...contextOptions,
      baseURL,
      locale,
      timezoneId,
      viewport,
      userAgent,
      deviceScaleFactor,
    });
    await use(context);
    await close();
  },
});
