/**
 * The reference-snippet page (issue 22): e2e/widget/site/reference.html, whose script
 * (reference-snippet.js) embeds VK ID exactly as @vkid/sdk 2.x's documentation tells a site to — the
 * `VKIDSDK` global, `Config.init` with the site's state and verifier, `responseMode` and
 * `ConfigSource.LOWCODE`, OneTap, FloatingOneTap, OAuthList, `Auth.login()` by new tab and by redirect,
 * the code exchange, refresh, public and user info, logout — run against our script-tag file and the
 * local identity provider. Each flow is checked by what the site receives: its events and payloads,
 * the addresses the visitor passes through, and whether the tokens it got work.
 */
import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { APP, expect, statsFor, test, type Kit } from './support/fixtures.ts';

/** The state and verifier the page's «backend» made (reference-snippet.js). */
const STATE = 'shipovnik-7f3a9c1e5b';
const CODE_VERIFIER = 'shipovnik-verifier-3yQ8vN2kLp5RtW7xZa9Bc4De6Fg';
const CODE_CHALLENGE = createHash('sha256').update(CODE_VERIFIER).digest('base64url');
/** The provider's first demo account (server/id-provider/accounts.ts), who is signed in at the provider. */
const ANNA = {
  user_id: '700001',
  first_name: 'Анна',
  last_name: 'Соколова',
  phone: '+7 *** *** ** 01',
  email: 'an***@example.ru',
};

interface Received {
  what: 'login' | 'tokens' | 'refreshed' | 'public_info' | 'user_info' | 'logout' | 'error';
  detail: Record<string, unknown>;
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  user_id: number;
  state: string;
  token_type: string;
}

function referencePage(kit: Kit, settings: Record<string, string | number> = {}): string {
  return kit.page({ app: APP.session, ...settings }, '/reference.html');
}

/** What the site has received so far; nothing while the page is between two documents (a redirect under way). */
async function received(page: Page): Promise<Received[]> {
  return page
    .evaluate(() => (window as unknown as { siteReceived?: Received[] }).siteReceived ?? [])
    .catch((error: Error) => {
      if (/Execution context was destroyed|navigat/i.test(error.message)) {
        return [];
      }
      throw error;
    });
}

/** Waits until the site has received `count` entries of `what`, and answers them. */
async function receivedOf(page: Page, what: Received['what'], count = 1): Promise<Received['detail'][]> {
  await expect
    .poll(async () => (await received(page)).filter((entry) => entry.what === what).length, {
      message: `the site receives ${what}`,
    })
    .toBe(count);
  return (await received(page)).filter((entry) => entry.what === what).map((entry) => entry.detail);
}

/** Counts the page's code exchanges (POST /oauth2/auth with grant_type=authorization_code), across navigations. */
function countExchanges(page: Page): () => number {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      request.method() === 'POST' &&
      url.pathname === '/oauth2/auth' &&
      url.searchParams.get('grant_type') === 'authorization_code'
    ) {
      seen.push(request);
    }
  });
  return () => seen.length;
}

/**
 * The address the provider (or the kit) sends the page back to with the code: the navigation's own URL,
 * since the site's script cleans its address (history.replaceState) as soon as it runs.
 */
function returnTo(page: Page): Promise<URLSearchParams> {
  return page
    .waitForRequest(
      (request) =>
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame() &&
        new URL(request.url()).pathname === '/reference.html' &&
        new URL(request.url()).searchParams.has('code'),
    )
    .then((request) => new URL(request.url()).searchParams);
}

function expectAnnasTokens(tokens: Tokens, state: string | RegExp = STATE): void {
  expect(tokens.user_id).toBe(700001);
  expect(tokens.token_type).toBe('Bearer');
  expect(tokens.state).toEqual(state instanceof RegExp ? expect.stringMatching(state) : state);
  for (const token of [tokens.access_token, tokens.refresh_token, tokens.id_token]) {
    expect(token).toMatch(/^[\w.-]{20,}$/);
  }
}

/** The site's «Кто вошёл»: Auth.publicInfo with the id token it holds names Анна, her contacts masked. */
async function expectPublicInfoNamesAnna(page: Page, count = 1): Promise<void> {
  await page.getByRole('button', { name: 'Кто вошёл' }).click();
  const [info] = (await receivedOf(page, 'public_info', count)).slice(-1);
  expect(info).toEqual({ user: { ...ANNA, avatar: expect.stringMatching(/\/avatar\/700001$/) } });
  await expect(page.locator('#who')).toHaveText('Анна Соколова, +7 *** *** ** 01, an***@example.ru');
}

/** Marks a test whose site is meant to hear errors. */
function errorsExpected(): void {
  test.info().annotations.push({ type: 'site errors expected' });
}

test.afterEach(async ({ page }) => {
  // Nothing the site did went wrong unless the test said so: no error reached its handlers.
  if (!test.info().annotations.some((annotation) => annotation.type === 'site errors expected')) {
    expect((await received(page)).filter((entry) => entry.what === 'error')).toEqual([]);
  }
});

test('the low-code snippet: OneTap’s «Продолжить как Анна» hands the site a code in its callback, the page stays, and Auth.exchangeCode turns it into Анна’s tokens', async ({
  page,
  kit,
}) => {
  const exchanges = countExchanges(page);
  await page.goto(referencePage(kit));
  const frame = page.locator('#VkIdSdkOneTap iframe');
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.origin + src.pathname).toBe(`${kit.provider.url}/button_one_tap_auth`);
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    app_id: String(APP.session),
    redirect_uri: `${kit.site.url}/reference.html`,
    show_alternative_login: '1',
    state: STATE,
    code_challenge: CODE_CHALLENGE,
    code_challenge_method: 's256',
  });
  await expect(page.locator('#VkIdSdkOneTap [data-test-id="oneTap"]')).toHaveAttribute('data-state', 'loaded');
  await page
    .frameLocator('#VkIdSdkOneTap iframe')
    .getByRole('button', { name: /Продолжить как Анна/ })
    .click();

  const [login] = await receivedOf(page, 'login');
  expect(login).toEqual({
    source: 'onetap',
    payload: {
      code: expect.stringMatching(/^\S{16,}$/),
      state: STATE,
      device_id: expect.stringMatching(/^\S{8,}$/),
      type: 'code_v2',
      expires_in: '600',
    },
  });
  const [{ tokens, source }] = (await receivedOf(page, 'tokens')) as [{ tokens: Tokens; source: string }];
  expect(source).toBe('onetap');
  expectAnnasTokens(tokens);
  // The callback response mode: the page never left, and the code was exchanged once.
  expect(new URL(page.url()).pathname).toBe('/reference.html');
  expect(exchanges()).toBe(1);
  // Config.init's source reached the statistics with the kit's start.
  await expect
    .poll(async () =>
      (await statsFor(kit, APP.session))
        .flatMap((batch) => batch.events)
        .map((event) => event.type_action?.type_sak_sessions_event_item),
    )
    .toContainEqual(expect.objectContaining({ step: 'vkid_sdk_init', additional_info: 'lowcode' }));
});

test('the tokens the site got work: refreshToken rotates them, publicInfo and userInfo name Анна, logout ends them and every later call is refused with an error', async ({
  page,
  kit,
}) => {
  await page.goto(referencePage(kit));
  await page
    .frameLocator('#VkIdSdkOneTap iframe')
    .getByRole('button', { name: /Продолжить как Анна/ })
    .click();
  const [{ tokens: first }] = (await receivedOf(page, 'tokens')) as [{ tokens: Tokens }];

  await page.getByRole('button', { name: 'Обновить токены' }).click();
  const [refreshed] = (await receivedOf(page, 'refreshed')) as unknown as [Tokens];
  expectAnnasTokens(refreshed);
  expect(refreshed.access_token).not.toBe(first.access_token);
  expect(refreshed.refresh_token).not.toBe(first.refresh_token);

  await expectPublicInfoNamesAnna(page);
  await page.getByRole('button', { name: 'Профиль' }).click();
  const [profile] = (await receivedOf(page, 'user_info')) as [{ user: Record<string, unknown> }];
  // The local provider's user_info answers the id as a number, where @vkid/sdk's UserInfoResult types a string.
  expect(String(profile.user.user_id)).toBe('700001');
  expect(profile).toMatchObject({
    user: { first_name: 'Анна', last_name: 'Соколова', phone: '79990000101', email: 'anna.sokolova@example.ru' },
  });

  errorsExpected();
  await page.getByRole('button', { name: 'Выйти' }).click();
  expect(await receivedOf(page, 'logout')).toEqual([{ response: 1 }]);
  await expect(page.locator('#who')).toHaveText('');

  // After logout the id token, the access token and the refresh token are all refused.
  await page.getByRole('button', { name: 'Кто вошёл' }).click();
  await page.getByRole('button', { name: 'Профиль' }).click();
  await page.getByRole('button', { name: 'Обновить токены' }).click();
  const errors = await receivedOf(page, 'error', 3);
  expect(errors.map((error) => error.error).sort()).toEqual(['invalid_grant', 'invalid_token', 'invalid_token']);
  expect(
    (await received(page)).filter((entry) => entry.what === 'public_info' || entry.what === 'refreshed'),
  ).toHaveLength(2);
});

test('FloatingOneTap: the panel’s frame signs Анна in, its LOGIN_SUCCESS carries the site’s state and the exchange gives her tokens', async ({
  page,
  kit,
}) => {
  const exchanges = countExchanges(page);
  await page.goto(referencePage(kit));
  const panel = page.locator('[data-test-id="floatingOneTap"]');
  await expect(panel).toHaveAttribute('data-state', 'loaded');
  const src = new URL((await panel.locator('iframe').getAttribute('src'))!);
  expect(src.pathname).toBe('/floating_one_tap_auth');
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    content_id: '0',
    show_alternative_login: '1',
    state: STATE,
    code_challenge: CODE_CHALLENGE,
  });
  await page
    .frameLocator('[data-test-id="floatingOneTap"] iframe')
    .getByRole('button', { name: /Продолжить как Анна/ })
    .click();

  const [login] = await receivedOf(page, 'login');
  expect(login).toMatchObject({ source: 'floating', payload: { state: STATE, type: 'code_v2' } });
  const [{ tokens, source }] = (await receivedOf(page, 'tokens')) as [{ tokens: Tokens; source: string }];
  expect(source).toBe('floating');
  expectAnnasTokens(tokens);
  expect(exchanges()).toBe(1);
  await expectPublicInfoNamesAnna(page);
});

test('OAuthList: the VK ID button opens the sign-in in a new tab, Анна’s choice there comes back as LOGIN_SUCCESS and exchanges', async ({
  page,
  kit,
  context,
}) => {
  await page.goto(referencePage(kit));
  const list = page.locator('#VkIdSdkOAuthList');
  await expect(list.getByRole('button')).toHaveCount(3);
  const popupOpened = context.waitForEvent('page');
  await list.getByRole('button', { name: /VK ID/ }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/authorize\?/);
  const authorize = Object.fromEntries(new URL(popup.url()).searchParams);
  expect(authorize).toMatchObject({
    client_id: String(APP.session),
    state: STATE,
    code_challenge: CODE_CHALLENGE,
    code_challenge_method: 's256',
    scope: 'phone email',
    origin: kit.site.url,
  });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: /Анна Соколова/ }).click();
  await closed;

  const [login] = await receivedOf(page, 'login');
  expect(login).toMatchObject({ source: 'oauthlist', payload: { state: STATE, type: 'code_v2' } });
  const [{ tokens }] = (await receivedOf(page, 'tokens')) as [{ tokens: Tokens }];
  expectAnnasTokens(tokens);
  await expectPublicInfoNamesAnna(page);
});

test('Auth.login() in a new tab with the callback response mode: the promise resolves with the payload and the page stays', async ({
  page,
  kit,
  context,
}) => {
  await page.goto(referencePage(kit));
  const popupOpened = context.waitForEvent('page');
  await page.locator('#vk_auth_button').click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/authorize\?/);
  const authorize = Object.fromEntries(new URL(popup.url()).searchParams);
  expect(authorize).toMatchObject({
    client_id: String(APP.session),
    redirect_uri: `${kit.site.url}/reference.html`,
    response_type: 'code',
    state: STATE,
    code_challenge: CODE_CHALLENGE,
    lang_id: '0',
    scheme: 'light',
  });
  await popup.getByRole('button', { name: /Анна Соколова/ }).click();

  const [login] = await receivedOf(page, 'login');
  expect(login).toMatchObject({ source: 'auth.login', payload: { state: STATE, type: 'code_v2' } });
  const [{ tokens }] = (await receivedOf(page, 'tokens')) as [{ tokens: Tokens }];
  expectAnnasTokens(tokens);
  expect(new URL(page.url()).pathname).toBe('/reference.html');
  await expectPublicInfoNamesAnna(page);
});

test('Auth.login() in a new tab with the redirect response mode: the page goes to redirectUrl with code and state, exchanges that code once, and the tokens work', async ({
  page,
  kit,
  context,
}) => {
  const exchanges = countExchanges(page);
  await page.goto(referencePage(kit, { responseMode: 'redirect' }));
  const popupOpened = context.waitForEvent('page');
  await page.locator('#vk_auth_button').click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/authorize\?/);
  const arrived = returnTo(page);
  await popup.getByRole('button', { name: /Анна Соколова/ }).click();
  const back = await arrived;
  expect(back.get('state')).toBe(STATE);
  expect(back.get('type')).toBe('code_v2');
  expect(back.get('device_id')).toMatch(/^\S{8,}$/);

  const [login] = await receivedOf(page, 'login');
  expect(login).toMatchObject({
    source: 'redirect',
    payload: { code: back.get('code'), state: STATE, device_id: back.get('device_id') },
  });
  const [{ tokens }] = (await receivedOf(page, 'tokens')) as [{ tokens: Tokens }];
  expectAnnasTokens(tokens);
  // The site cleaned its address; the code went to the provider once (the page that left did not exchange it too).
  await expect(page).toHaveURL(`${kit.site.url}/reference.html`);
  expect(exchanges()).toBe(1);
  await expectPublicInfoNamesAnna(page);
});

test('OneTap with the redirect response mode: «Продолжить как Анна» takes the page to redirectUrl with the code, which is exchanged once', async ({
  page,
  kit,
}) => {
  const exchanges = countExchanges(page);
  await page.goto(referencePage(kit, { responseMode: 'redirect' }));
  await expect(page.locator('#VkIdSdkOneTap [data-test-id="oneTap"]')).toHaveAttribute('data-state', 'loaded');
  const arrived = returnTo(page);
  await page
    .frameLocator('#VkIdSdkOneTap iframe')
    .getByRole('button', { name: /Продолжить как Анна/ })
    .click();
  const back = await arrived;
  expect(back.get('state')).toBe(STATE);
  expect(back.get('type')).toBe('code_v2');

  const [login] = await receivedOf(page, 'login');
  expect(login).toMatchObject({ source: 'redirect', payload: { state: STATE, type: 'code_v2' } });
  const [{ tokens }] = (await receivedOf(page, 'tokens')) as [{ tokens: Tokens }];
  expectAnnasTokens(tokens);
  expect(exchanges()).toBe(1);
  await expectPublicInfoNamesAnna(page);
});

test('Auth.login() in redirect mode: the page itself goes to the provider’s sign-in and comes back to redirectUrl with code and state', async ({
  page,
  kit,
}) => {
  await page.goto(referencePage(kit, { mode: 'redirect', responseMode: 'redirect' }));
  await page.locator('#vk_auth_button').click();
  await page.waitForURL(/\/authorize\?/);
  const authorize = new URL(page.url());
  expect(authorize.origin).toBe(kit.provider.url);
  expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
    client_id: String(APP.session),
    redirect_uri: `${kit.site.url}/reference.html`,
    state: STATE,
    code_challenge: CODE_CHALLENGE,
  });
  expect(authorize.searchParams.has('origin')).toBe(false);
  const arrived = returnTo(page);
  await page.getByRole('button', { name: /Анна Соколова/ }).click();
  const back = await arrived;
  expect(back.get('state')).toBe(STATE);
  expect(back.get('type')).toBe('code_v2');

  const [login] = await receivedOf(page, 'login');
  expect(login).toMatchObject({ source: 'redirect', payload: { state: STATE, type: 'code_v2' } });
  const [{ tokens }] = (await receivedOf(page, 'tokens')) as [{ tokens: Tokens }];
  expectAnnasTokens(tokens);
  await expectPublicInfoNamesAnna(page);
});

test('a site that leaves state and verifier to the SDK: the redirect flow still exchanges, with the state and verifier the kit kept across the visit', async ({
  page,
  kit,
}) => {
  await page.goto(referencePage(kit, { mode: 'redirect', responseMode: 'redirect', pkce: 'kit' }));
  await page.locator('#vk_auth_button').click();
  await page.waitForURL(/\/authorize\?/);
  const sent = new URL(page.url()).searchParams;
  expect(sent.get('state')).not.toBe(STATE);
  expect(sent.get('state')).toMatch(/^\S{16,}$/);
  expect(sent.get('code_challenge')).not.toBe(CODE_CHALLENGE);
  const arrived = returnTo(page);
  await page.getByRole('button', { name: /Анна Соколова/ }).click();
  expect((await arrived).get('state')).toBe(sent.get('state'));

  const [login] = await receivedOf(page, 'login');
  expect(login).toMatchObject({ source: 'redirect', payload: { state: sent.get('state') } });
  const [{ tokens }] = (await receivedOf(page, 'tokens')) as [{ tokens: Tokens }];
  expectAnnasTokens(tokens, sent.get('state')!);
  await expectPublicInfoNamesAnna(page);
});

test('a visitor who declines in the new tab: Auth.login() rejects into the site’s error handler with 103 and the provider’s error', async ({
  page,
  kit,
  context,
}) => {
  errorsExpected();
  await page.goto(referencePage(kit, { app: APP.decline }));
  const popupOpened = context.waitForEvent('page');
  await page.locator('#vk_auth_button').click();
  await popupOpened;
  const [error] = await receivedOf(page, 'error');
  expect(error).toMatchObject({ code: 103, error: 'access_denied' });
  expect((await received(page)).filter((entry) => entry.what === 'login' || entry.what === 'tokens')).toEqual([]);
});
