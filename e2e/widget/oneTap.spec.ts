/**
 * OneTap as a site embeds it (widget-kit §2, §4, §8): the script-tag file on a site's own origin under
 * a strict Content-Security-Policy, the local identity provider on another origin, each provider
 * scenario through to the state, the events, the statistics the provider kept and the redirect.
 */
import type { Page } from '@playwright/test';
import { APP, expect, statNames, test, type KitEvent } from './support/fixtures.ts';

function widgetRoot(page: Page) {
  return page.locator('.vkid-ot[data-state]');
}

function named(events: KitEvent[], name: string): KitEvent[] {
  return events.filter((event) => event.name === name);
}

test.afterEach(async ({ page, events }) => {
  // Every journey runs under the strict policy: the kit must never trip it.
  expect(named(await events(page), 'securitypolicyviolation')).toEqual([]);
});

test('a visitor with a provider session sees the frame load: loading, then loaded, the button hidden', async ({
  page,
  kit,
}) => {
  await page.goto(kit.page({ app: APP.session, lang: 0 }));
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.origin).toBe(kit.provider.url);
  expect(src.pathname).toBe('/button_one_tap_auth');
  expect(src.searchParams.get('app_id')).toBe(String(APP.session));
  expect(src.searchParams.get('origin')).toBe(kit.site.url);
  expect(src.searchParams.get('oauth_version')).toBe('2');
  expect(src.searchParams.get('sdk_type')).toBe('vkid');
  expect(src.searchParams.get('style_height')).toBe('44');
  expect(src.searchParams.get('code_challenge_method')).toBe('s256');
  expect(src.searchParams.has('fastAuthDisabled')).toBe(false);
  expect(await frame.getAttribute('title')).toBeTruthy();
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loaded');
  await expect(page.frameLocator('iframe').getByRole('button', { name: /Продолжить как/ })).toBeVisible();
});

test('a frame that never says load: after 5 s the widget falls back to its button with error 0 and the provider records iframe_loading_failed', async ({
  page,
  kit,
  events,
}) => {
  await page.goto(kit.page({ app: APP.slow }));
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loading');
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'not_loaded', { timeout: 8_000 });
  await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'timeout');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('.vkid button[type="button"]').first()).toBeVisible();
  const errors = named(await events(page), 'common: error');
  expect(errors).toHaveLength(1);
  expect(errors[0]!.payload).toMatchObject({ code: 0, text: 'timeout' });
  await expect.poll(() => statNames(kit, APP.slow)).toContain('iframe_loading_failed');
  expect(await statNames(kit, APP.slow)).toContain('onetap_button_no_user_show');
});

test('an error from the frame: not_loaded, frame removed, offline authentication info and error 1 with the details', async ({
  page,
  kit,
  events,
}) => {
  await page.goto(kit.page({ app: APP.error }));
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'not_loaded');
  await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'frame_error');
  await expect(page.locator('iframe')).toHaveCount(0);
  const heard = await events(page);
  expect(named(heard, 'common: error')[0]!.payload).toMatchObject({
    code: 1,
    text: 'internal error',
    details: { code: 'frame_error' },
  });
  expect(named(heard, 'onetap: authentication_info').map((event) => event.payload)).toContainEqual(
    expect.objectContaining({ is_online: false }),
  );
});

test('no provider session: the no_session_found statistic, not_loaded, the frame removed and the button left', async ({
  page,
  kit,
}) => {
  await page.goto(kit.page({ app: APP.noSession }));
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'not_loaded');
  await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'not_authorized');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('.vkid button[type="button"]').first()).toBeVisible();
  await expect.poll(() => statNames(kit, APP.noSession)).toContain('no_session_found');
});

test.describe('a visitor not signed in at the provider', () => {
  test.use({ signedInAtProvider: false });

  test("the session app's frame offers nobody: not_loaded, the frame removed and the button left, as with no_session (issue 18)", async ({
    page,
    kit,
  }) => {
    await page.goto(kit.page({ app: APP.session }));
    await expect(widgetRoot(page)).toHaveAttribute('data-state', 'not_loaded');
    await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'not_authorized');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('.vkid button[type="button"]').first()).toBeVisible();
  });
});

test('fast auth disabled: straight to not_loaded, no frame ever requested', async ({ page, kit }) => {
  const framesAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/button_one_tap_auth')) {
      framesAsked.push(request.url());
    }
  });
  await page.goto(kit.page({ app: APP.session, fast: 0 }));
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'not_loaded');
  await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'fast_auth_disabled');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(framesAsked).toEqual([]);
});

test("forged messages, from the site itself and from a provider frame that is not the widget's own, are ignored", async ({
  page,
  kit,
}) => {
  await page.goto(kit.page({ app: APP.slow }));
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loading');
  // Another origin: the page posts the frame's load message to itself.
  await page.evaluate(() => window.postMessage({ type: 'vk-sak-sdk', handler: 'common: load', params: {} }, '*'));
  // The provider's origin, but not the widget's frame: a second one-tap frame that does say load.
  const stranger = new URL('/button_one_tap_auth', kit.provider.url);
  for (const [key, value] of Object.entries({
    app_id: String(APP.session),
    origin: kit.site.url,
    redirect_uri: `${kit.site.url}/callback.html`,
    uuid: 'strang',
    style_height: '44',
    style_border_radius: '8',
    show_alternative_login: '0',
    button_skin: 'primary',
    scheme: 'light',
    lang_id: '0',
    oauth_version: '2',
    v: '2.1.0',
    sdk_type: 'vkid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 's256',
    state: 'stranger-state',
  })) {
    stranger.searchParams.set(key, value);
  }
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.id = 'stranger';
    frame.src = src;
    document.body.append(frame);
  }, stranger.toString());
  await expect(page.frameLocator('#stranger').getByRole('button', { name: /Продолжить как/ })).toBeVisible();
  // The widget's own frame never loads, so the only way out is the time-out.
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'not_loaded', { timeout: 8_000 });
  await expect(widgetRoot(page)).toHaveAttribute('data-reason', 'timeout');
});

test('login success in the frame redirects to the site with the payload', async ({ page, kit }) => {
  await page.goto(kit.page({ app: APP.session }));
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loaded');
  await page
    .frameLocator('iframe')
    .getByRole('button', { name: /Продолжить как/ })
    .click();
  await page.waitForURL(/\/callback\.html\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('code')).toBeTruthy();
  expect(query.get('device_id')).toBeTruthy();
  expect(query.get('state')).toBeTruthy();
  expect(query.get('type')).toBe('code_v2');
});

test("the native button inside a site's form does not submit the form; it opens the full sign-in in the click", async ({
  page,
  kit,
  context,
}) => {
  await page.goto(kit.page({ app: APP.session, fast: 0 }));
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'not_loaded');
  const popup = context.waitForEvent('page');
  await page.locator('.vkid button[type="button"]').first().click();
  const opened = await popup;
  await opened.waitForURL(/\/authorize\?/);
  expect(page.url()).not.toContain('submitted');
  expect(new URL(opened.url()).searchParams.get('code_challenge_method')).toBe('s256');
  await opened.close();
});

test('close from the frame removes the widget; show and hide toggle it', async ({ page, kit }) => {
  await page.goto(kit.page({ app: APP.session }));
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loaded');
  await page.getByRole('button', { name: 'Скрыть' }).click();
  await expect(widgetRoot(page)).toBeHidden();
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(widgetRoot(page)).toBeVisible();
  await page.goto(kit.page({ app: APP.close }));
  await expect(page.locator('.vkid-ot')).toHaveCount(0);
});
