/**
 * One tap where the browser blocks third-party cookies (issue 22), in Debian Chromium: the one-tap
 * frame is cross-site and never sees the provider's session, so the kit asks FedCM (driven here
 * through the DevTools protocol's FedCm domain) where the provider's frame says it offers it and,
 * where FedCM is absent, the frame asks the Storage Access API. A FedCM call that ends without a
 * sign-in is silent unless the browser says a dialog came of it (IdentityCredentialError). The same journey with third-party cookies allowed still signs in through the frame.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { contextWithCookiePolicy, signInAtProvider } from '../support/providerSession.ts';
import { APP, expect, test, type KitEvent } from './support/fixtures.ts';

test.use({ signedInAtProvider: false });

function widgetRoot(page: Page) {
  return page.locator('.vkid-ot[data-state]');
}

async function blockedContext(
  args: readonly string[] = [],
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  return contextWithCookiePolicy({ locale: 'ru-RU' }, { thirdPartyCookies: false, args });
}

async function heard(page: Page): Promise<KitEvent[]> {
  return page.evaluate(() => (window as unknown as { widgetEvents?: KitEvent[] }).widgetEvents ?? []);
}

async function fedcmDialog(
  cdp: CDPSession,
  timeoutMs: number,
): Promise<{ dialogId: string; accounts: { accountId: string }[] } | null> {
  return Promise.race([
    new Promise<{ dialogId: string; accounts: { accountId: string }[] }>((resolve) =>
      cdp.once('FedCm.dialogShown', resolve as never),
    ),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
}

test('third-party cookies blocked, FedCM: the frame sees nobody, the browser’s chooser offers Анна and one tap signs her in', async ({
  kit,
}) => {
  const { context, close } = await blockedContext();
  try {
    await signInAtProvider(context, kit.provider.url);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('FedCm.enable', { disableRejectionDelay: true });
    const dialog = fedcmDialog(cdp, 15_000);
    await page.goto(kit.page({ app: APP.session }));
    await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'not_authorized');
    expect(await page.evaluate(() => 'IdentityCredential' in window)).toBe(true);
    const shown = await dialog;
    expect(shown, 'FedCM dialog shown').not.toBeNull();
    expect(shown!.accounts.map((account) => account.accountId)).toEqual(['700001']);
    await cdp.send('FedCm.selectAccount', { dialogId: shown!.dialogId, accountIndex: 0 });
    await page.waitForURL(/\/callback\.html\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('code')).toBeTruthy();
    expect(query.get('type')).toBe('code_v2');
  } finally {
    await close();
  }
});

/**
 * Records how the page's FedCM calls end ('resolved' or the rejection's name) in `window.fedcmCalls`, so a
 * journey can wait for the browser's answer and then check that the site heard nothing. Runs before the
 * page's own scripts (the DevTools protocol's injection, outside the page's CSP).
 */
async function watchFedcm(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { fedcmCalls: string[] }).fedcmCalls = calls;
    const container = navigator.credentials;
    if (!container) {
      return;
    }
    const get = container.get.bind(container);
    container.get = (options) => {
      const index = calls.push('pending') - 1;
      return get(options).then(
        (credential) => ((calls[index] = 'resolved'), credential),
        (error: unknown) => {
          calls[index] = (error as Error).name;
          throw error;
        },
      );
    };
  });
}

async function fedcmEnded(page: Page): Promise<string[]> {
  // The kit ends the call in the same microtask checkpoint as the record it awaits (oneTapFedcm's catch, then the
  // widget's finish): by the time a later evaluate sees the record, whatever the site was to hear it has heard.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { fedcmCalls: string[] }).fedcmCalls), { timeout: 15_000 })
    .toEqual([expect.not.stringMatching(/^pending$/)]);
  return page.evaluate(() => (window as unknown as { fedcmCalls: string[] }).fedcmCalls);
}

/** A page of `context` whose FedCM calls are recorded (watchFedcm) and whose FedCM dialogs DevTools drives, at once. */
async function fedcmPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  await watchFedcm(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('FedCm.enable', { disableRejectionDelay: true });
  return { page, cdp };
}

/** A FedCM call that ended without a sign-in the page can tell: no error for the site, the widget's own button. */
async function expectSilentFallback(page: Page): Promise<void> {
  expect((await heard(page)).filter((event) => event.name === 'common: error')).toEqual([]);
  await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'not_authorized');
  await expect(page.locator('.vkid button[type="button"]').first()).toBeVisible();
}

test('third-party cookies blocked, FedCM dismissed: the browser answers as it does for a visitor without a session, so the site hears no error and the widget’s own button stays', async ({
  kit,
}) => {
  const { context, close } = await blockedContext();
  try {
    await signInAtProvider(context, kit.provider.url);
    const { page, cdp } = await fedcmPage(context);
    const dialog = fedcmDialog(cdp, 15_000);
    await page.goto(kit.page({ app: APP.session }));
    const shown = await dialog;
    expect(shown, 'FedCM dialog shown').not.toBeNull();
    await cdp.send('FedCm.dismissDialog', { dialogId: shown!.dialogId, triggerCooldown: false });
    expect(await fedcmEnded(page)).toEqual(['NetworkError']);
    await expectSilentFallback(page);
  } finally {
    await close();
  }
});

test('third-party cookies blocked, FedCM, nobody signed in at the provider: no dialog, no error, the widget’s own button as without FedCM', async ({
  kit,
}) => {
  const { context, close } = await blockedContext();
  try {
    const { page, cdp } = await fedcmPage(context);
    let dialogs = 0;
    cdp.on('FedCm.dialogShown', () => (dialogs += 1));
    await page.goto(kit.page({ app: APP.session }));
    expect(await fedcmEnded(page)).toEqual(['NetworkError']);
    expect(dialogs).toBe(0);
    await expectSilentFallback(page);
  } finally {
    await close();
  }
});

test('third-party cookies blocked, FedCM, the provider refuses the chosen account: the browser shows it, and once closed the site hears fedcm_dismissed', async ({
  kit,
}) => {
  const { context, close } = await blockedContext();
  try {
    await signInAtProvider(context, kit.provider.url);
    const { page, cdp } = await fedcmPage(context);
    const chooser = fedcmDialog(cdp, 15_000);
    await page.goto(kit.page({ app: APP.decline }));
    const shown = await chooser;
    expect(shown, 'FedCM dialog shown').not.toBeNull();
    const refusal = fedcmDialog(cdp, 15_000);
    await cdp.send('FedCm.selectAccount', { dialogId: shown!.dialogId, accountIndex: 0 });
    const error = await refusal;
    expect(error, 'FedCM error dialog shown').not.toBeNull();
    await cdp.send('FedCm.dismissDialog', { dialogId: error!.dialogId });
    expect(await fedcmEnded(page)).toEqual(['IdentityCredentialError']);
    await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'fedcm_dismissed');
    const errors = (await heard(page)).filter((event) => event.name === 'common: error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.payload).toMatchObject({
      code: 2,
      reason: 'fedcm_dismissed',
      details: { code: 103, details: { error: 'access_denied' } },
    });
    await expect(page.locator('.vkid button[type="button"]').first()).toBeVisible();
  } finally {
    await close();
  }
});

/*
 * Headless Chromium shows no Storage Access prompt (it answers «Permission denied» to the tap), so the
 * visitor's earlier «allow» is given through the DevTools protocol (Browser.setPermission storage-access
 * for the provider embedded in the site): the frame's requestStorageAccess() then succeeds without a tap,
 * it reads the session again and offers Анна — the «later visits» the API is for.
 */
test('third-party cookies blocked, no FedCM, storage access allowed before: the frame gets the session back and one tap signs in', async ({
  kit,
}) => {
  const { context, close } = await blockedContext(['--disable-features=FedCm']);
  try {
    await signInAtProvider(context, kit.provider.url);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', {
      permission: { name: 'storage-access' },
      setting: 'granted',
      origin: kit.site.url,
      embeddedOrigin: kit.provider.url,
    } as never);
    await page.goto(kit.page({ app: APP.session }));
    expect(await page.evaluate(() => 'IdentityCredential' in window)).toBe(false);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('button', { name: /Продолжить как Анна/ })).toBeVisible();
    await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loaded');
    await frame.getByRole('button', { name: /Продолжить как Анна/ }).click();
    await page.waitForURL(/\/callback\.html\?/);
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
  } finally {
    await close();
  }
});

test('third-party cookies blocked, no FedCM, storage access not allowed: the frame offers its tap, a refusal falls back to the widget’s button', async ({
  kit,
}) => {
  const { context, close } = await blockedContext(['--disable-features=FedCm']);
  try {
    await signInAtProvider(context, kit.provider.url);
    const page = await context.newPage();
    await page.goto(kit.page({ app: APP.session }));
    const frame = page.frameLocator('iframe');
    await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loaded');
    await frame.getByRole('button', { name: 'Продолжить с VK ID' }).click();
    await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'not_authorized');
    await expect(page.locator('.vkid button[type="button"]').first()).toBeVisible();
  } finally {
    await close();
  }
});

test('third-party cookies allowed: the frame offers Анна and one tap signs her in, no FedCM needed', async ({
  page,
  kit,
  context,
}) => {
  await signInAtProvider(context, kit.provider.url);
  await page.goto(kit.page({ app: APP.session }));
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loaded');
  await page
    .frameLocator('iframe')
    .getByRole('button', { name: /Продолжить как Анна/ })
    .click();
  await page.waitForURL(/\/callback\.html\?/);
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
});
