/**
 * OAuthList and the full sign-in (widget-kit §2 «Button list», §4, §8 auth codes): the popup opens in
 * the click whatever the statistics endpoint does, PKCE holds end to end through the provider's token
 * exchange, and every failure the popup channel can meet has its code.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { APP, expect, statNames, test, type KitEvent } from './support/fixtures.ts';

function named(events: KitEvent[], name: string): KitEvent[] {
  return events.filter((event) => event.name === name);
}

function providerButton(page: Page, name: RegExp) {
  return page.locator('.vkid').getByRole('button', { name });
}

/** Clicks the provider's button; the popup it opens (`onOpened` is told the moment it opens). */
async function popupOf(page: Page, context: BrowserContext, onOpened = (): void => {}): Promise<Page> {
  const popup = context.waitForEvent('page').then((opened) => {
    onOpened();
    return opened;
  });
  await providerButton(page, /OK/).click();
  return popup;
}

/** Waits until the page has heard one event named `name`; then all it has heard. */
async function heardOnce(events: (page: Page) => Promise<KitEvent[]>, page: Page, name: string): Promise<KitEvent[]> {
  await expect.poll(async () => named(await events(page), name).length).toBe(1);
  return events(page);
}

/** The test page's kit as a page script calls it. */
interface WithKit {
  VKIDSDK: {
    Auth: {
      exchangeCode(
        code: string,
        deviceId: string,
        verifier?: string,
      ): Promise<{ access_token: string; user_id: number }>;
    };
  };
}

test.afterEach(async ({ page, events }) => {
  expect(named(await events(page), 'securitypolicyviolation')).toEqual([]);
});

test('several providers: icons only, loaded at once, each a named button; one provider shows its name', async ({
  page,
  kit,
}) => {
  await page.goto(kit.page({ widget: 'oauthlist', app: APP.session, providers: 'vkid,ok_ru,mail_ru' }));
  await expect(page.locator('.vkid-ol[data-state]')).toHaveAttribute('data-state', 'loaded');
  await expect(page.locator('.vkid button[type="button"]')).toHaveCount(3);
  await expect(providerButton(page, /OK/)).toBeVisible();
  await page.goto(kit.page({ widget: 'oauthlist', app: APP.session, providers: 'ok_ru' }));
  await expect(providerButton(page, /OK/)).toContainText('OK');
});

test('full sign-in through the popup: the popup opens inside the click before a slow statistics call answers, and PKCE holds at the token exchange', async ({
  page,
  kit,
  context,
  events,
}) => {
  await page.goto(
    kit.page({ widget: 'oauthlist', app: APP.slowStats, providers: 'ok_ru,mail_ru', responseMode: 'callback' }),
  );
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/stat_events_vkid_sdk')) {
      order.push('statistics answered');
    }
  });
  const popup = await popupOf(page, context, () => order.push('popup opened'));
  await popup.waitForURL(/\/authorize\?/);
  const authorize = new URL(popup.url()).searchParams;
  expect(authorize.get('provider')).toBe('ok_ru');
  expect(authorize.get('code_challenge_method')).toBe('s256');
  expect(authorize.get('origin')).toBe(kit.site.url);
  await popup.getByRole('button').first().click();
  const heard = await heardOnce(events, page, 'oauthlist: success login');
  await expect.poll(() => order).toContain('statistics answered');
  expect(order[0]).toBe('popup opened');
  expect(await statNames(kit, APP.slowStats)).toContain('ok_button_tap');

  const payload = named(heard, 'oauthlist: success login')[0]!.payload as {
    code: string;
    device_id: string;
    state: string;
  };
  expect(payload.code).toBeTruthy();
  const tokens = await page.evaluate(
    ({ code, deviceId }) => (window as unknown as WithKit).VKIDSDK.Auth.exchangeCode(code, deviceId),
    { code: payload.code, deviceId: payload.device_id },
  );
  expect(tokens.access_token).toBeTruthy();
  // The code is single use: the provider refuses a second exchange.
  const replay = await page.evaluate(
    ({ code, deviceId }) =>
      (window as unknown as WithKit).VKIDSDK.Auth.exchangeCode(code, deviceId, 'a'.repeat(43)).then(
        () => 'accepted',
        (error: { error?: string; code?: number }) => error.error ?? String(error.code),
      ),
    { code: payload.code, deviceId: payload.device_id },
  );
  expect(replay).not.toBe('accepted');
});

test("a visitor who declines in the popup: error 2 AuthError with the provider's error text", async ({
  page,
  kit,
  context,
  events,
}) => {
  await page.goto(kit.page({ widget: 'oauthlist', app: APP.decline, providers: 'ok_ru', responseMode: 'callback' }));
  await popupOf(page, context);
  const error = named(await heardOnce(events, page, 'common: error'), 'common: error')[0]!.payload;
  expect(error).toMatchObject({ code: 2, text: 'access_denied' });
});

test('a popup that answers with another state: 104 state mismatch, no sign-in', async ({
  page,
  kit,
  context,
  events,
}) => {
  await context.route('**/authorize?**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('state', 'forged-state-from-elsewhere');
    return route.continue({ url: url.toString() });
  });
  await page.goto(kit.page({ widget: 'oauthlist', app: APP.session, providers: 'ok_ru', responseMode: 'callback' }));
  const popup = await popupOf(page, context);
  await popup.waitForURL(/\/authorize\?/);
  await popup.getByRole('button').first().click();
  const heard = await heardOnce(events, page, 'common: error');
  expect(named(heard, 'common: error')[0]!.payload).toMatchObject({
    code: 2,
    details: expect.objectContaining({ code: 104 }),
  });
  expect(named(heard, 'oauthlist: success login')).toEqual([]);
});

test('a blocked popup fails with 101 in the same tick and offers the redirect mode', async ({ page, kit, events }) => {
  // What a popup blocker does to a page: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(kit.page({ widget: 'oauthlist', app: APP.session, providers: 'ok_ru', responseMode: 'callback' }));
  await providerButton(page, /OK/).click();
  const errors = named(await events(page), 'common: error');
  expect(errors).toHaveLength(1);
  expect(errors[0]!.payload).toMatchObject({
    code: 2,
    reason: 'popup_blocked',
    details: expect.objectContaining({ code: 101 }),
  });
});
