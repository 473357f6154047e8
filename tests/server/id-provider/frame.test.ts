import { describe, expect, it } from 'vitest';
import {
  APP,
  bodyData,
  frameQuery,
  RFC_CHALLENGE,
  signedInFrame,
  SITE,
  TEST_SITES,
  testProvider,
} from './testProvider.ts';

describe('the one-tap frame page: GET /button_one_tap_auth', () => {
  it("renders for the kit's query, framable only by the app's registered origins, with its own stylesheet and script", async () => {
    const provider = testProvider();
    const response = await signedInFrame(provider);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`frame-ancestors ${SITE}$`));
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    const html = await response.text();
    expect(html).toContain('<link rel="stylesheet" href="/static/one-tap-frame.css">');
    expect(html).toContain('<script src="/static/one-tap-frame.js" defer></script>');
    expect(html).not.toMatch(/<script>|<style|style="/);
    expect(bodyData(html, 'origin')).toBe(SITE);
    expect(bodyData(html, 'height')).toBe('44');
    expect(bodyData(html, 'radius')).toBe('8');
  });

  it('offers the account signed in at the provider with real buttons: continue, another account, one per alternative provider', async () => {
    const provider = testProvider();
    const html = await (await signedInFrame(provider)).text();
    expect(bodyData(html, 'mode')).toBe('session');
    expect(html).toContain('<html lang="ru">');
    expect(html).toMatch(
      /<button type="button" class="continue" data-action="login">.*Продолжить как Анна<\/span><\/button>/,
    );
    expect(html).toContain('data-action="other" aria-label="Другой аккаунт"');
    expect(html).toContain('data-provider="ok_ru" aria-label="Войти через OK"');
    expect(html).toContain('data-provider="mail_ru" aria-label="Войти через Mail"');
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button).toContain('type="button"');
    }
  });

  it('speaks English for lang_id 3 and leaves out the providers without show_alternative_login', async () => {
    const provider = testProvider();
    const html = await (await signedInFrame(provider, { lang_id: '3', show_alternative_login: '0' })).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Continue as Анна');
    expect(html).toContain('aria-label="Another account"');
    expect(html).not.toContain('data-action="provider"');
  });

  it('one alternative provider gets its full «Войти через …» text; vkid in the list is ignored', async () => {
    const provider = testProvider();
    const html = await (await signedInFrame(provider, { providers: 'vkid,mail_ru' })).text();
    expect(html).toContain('<span class="provider-text">Войти через Mail</span>');
    expect(html).not.toContain('data-provider="ok_ru"');
  });

  it.each([
    ['app_id', undefined, 'app_id: обязателен'],
    ['app_id', '42', 'app_id: ожидается id известного приложения'],
    ['origin', undefined, 'origin: обязателен'],
    ['origin', 'https://site.example/path', 'origin: ожидается'],
    ['origin', 'http://site.example', 'origin: ожидается'],
    ['redirect_uri', undefined, 'redirect_uri: обязателен'],
    ['redirect_uri', '/relative', 'redirect_uri: ожидается'],
    ['redirect_uri', 'https://site.example/back#frag', 'redirect_uri: ожидается'],
    ['uuid', undefined, 'uuid: обязателен'],
    ['uuid', 'ABCDEF', 'uuid: ожидается'],
    ['style_height', undefined, 'style_height: обязателен'],
    ['style_height', '31', 'style_height: ожидается целое от 32 до 56'],
    ['style_height', '57', 'style_height: ожидается целое от 32 до 56'],
    ['style_border_radius', '-1', 'style_border_radius: ожидается'],
    ['show_alternative_login', 'yes', 'show_alternative_login: ожидается 0 или 1'],
    ['button_skin', 'blue', 'button_skin: ожидается'],
    ['scheme', 'space_gray', 'scheme: ожидается'],
    ['lang_id', '2', 'lang_id: ожидается'],
    ['providers', 'ok_ru,facebook', 'providers: ожидается'],
    ['oauth_version', '1', 'oauth_version: ожидается 2'],
    ['sdk_type', 'vk', 'sdk_type: ожидается vkid'],
    ['v', undefined, 'v: обязателен'],
    ['code_challenge', undefined, 'code_challenge: обязателен'],
    ['code_challenge', `${RFC_CHALLENGE}=`, 'code_challenge: ожидается'],
    ['code_challenge_method', 'plain', 'code_challenge_method: ожидается s256'],
    ['state', undefined, 'state: обязателен'],
    ['state', 'with space', 'state: ожидается'],
    ['fastAuthDisabled', '0', 'fastAuthDisabled: ожидается 1'],
  ])('answers a 400 page when %s is %s', async (name, value, problem) => {
    const provider = testProvider();
    const response = await provider.request(`/button_one_tap_auth?${frameQuery({ [name]: value })}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Неверные параметры виджета');
    expect(html).toContain(problem);
    expect(html).not.toContain('one-tap-frame.js');
  });

  it('lists every problem of a query at once and escapes what it echoes', async () => {
    const provider = testProvider();
    const response = await provider.request('/button_one_tap_auth?app_id=%3Cscript%3E');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect((html.match(/<li>/g) ?? []).length).toBeGreaterThan(8);
    expect(html).not.toContain('<script>');
  });

  it('accepts S256 spelled either way, a non-ASCII state, registered http origins of loopback hosts and https ones', async () => {
    const provider = testProvider({
      sites: [...TEST_SITES, { appIds: [APP], redirectUris: ['https://shop.example/cb', 'http://127.0.0.1:8080/cb'] }],
    });
    for (const overrides of [
      { code_challenge_method: 'S256' },
      { state: 'состояние-1' },
      { origin: 'https://shop.example', redirect_uri: 'https://shop.example/cb' },
      { origin: 'http://127.0.0.1:8080', redirect_uri: 'http://127.0.0.1:8080/cb' },
    ]) {
      expect((await provider.request(`/button_one_tap_auth?${frameQuery(overrides)}`)).status).toBe(200);
    }
  });

  it.each([
    ['51000002', 'no_session'],
    ['51000003', 'silent'],
    ['51000004', 'error'],
    ['51000007', 'close'],
    ['51000005', 'session'],
    ['51000006', 'session'],
  ])('app %s runs its scenario: the script is told «%s»', async (appId, mode) => {
    const provider = testProvider();
    const html = await (await signedInFrame(provider, { app_id: appId })).text();
    expect(bodyData(html, 'mode')).toBe(mode);
    expect(html.includes('data-action="login"')).toBe(mode === 'session' || mode === 'silent');
    expect(bodyData(html, 'error') !== undefined).toBe(mode === 'error');
  });

  it('has nobody to offer when fast auth is disabled', async () => {
    const provider = testProvider();
    const html = await (await provider.request(`/button_one_tap_auth?${frameQuery({ fastAuthDisabled: '1' })}`)).text();
    expect(bodyData(html, 'mode')).toBe('no_session');
  });

  it('takes a scenario from the query while test controls are on, and ignores it when they are off', async () => {
    const withControls = testProvider();
    const html = await (await withControls.request(`/button_one_tap_auth?${frameQuery({ scenario: 'error' })}`)).text();
    expect(bodyData(html, 'mode')).toBe('error');
    const without = testProvider({ testControls: false });
    const plain = await (await signedInFrame(without, { scenario: 'error' })).text();
    expect(bodyData(plain, 'mode')).toBe('session');
  });
});

describe('a click in the frame: POST /button_one_tap_auth/login', () => {
  it('issues one code for the page the frame was opened for: the same request again gets none (issue 18)', async () => {
    const provider = testProvider();
    const html = await (await signedInFrame(provider, { state: 'st-1' })).text();
    const request = bodyData(html, 'request') ?? '';
    const login = () =>
      provider.request('/button_one_tap_auth/login', { method: 'POST', body: new URLSearchParams({ request }) });
    const first = await login();
    expect(first.status).toBe(200);
    const payload = (await first.json()) as Record<string, unknown>;
    expect(payload).toEqual({
      code: expect.any(String),
      device_id: expect.any(String),
      state: 'st-1',
      type: 'code_v2',
      expires_in: 600,
    });
    const second = await login();
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('gives a fresh device id to each frame load', async () => {
    const provider = testProvider();
    const codes = [];
    for (let load = 0; load < 2; load++) {
      const request = bodyData(await (await signedInFrame(provider)).text(), 'request') ?? '';
      const answer = await provider.request('/button_one_tap_auth/login', {
        method: 'POST',
        body: new URLSearchParams({ request }),
      });
      codes.push((await answer.json()) as Record<string, unknown>);
    }
    expect(codes[1]!.code).not.toBe(codes[0]!.code);
    expect(codes[1]!.device_id).not.toBe(codes[0]!.device_id);
  });

  it('refuses an unknown or stale frame', async () => {
    const provider = testProvider();
    const unknown = await provider.request('/button_one_tap_auth/login', {
      method: 'POST',
      body: new URLSearchParams({ request: 'nope' }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_request' });
    const html = await (await signedInFrame(provider)).text();
    provider.clock.advance(31 * 60 * 1000);
    const stale = await provider.request('/button_one_tap_auth/login', {
      method: 'POST',
      body: new URLSearchParams({ request: bodyData(html, 'request') ?? '' }),
    });
    expect(stale.status).toBe(400);
  });
});

describe("the frame's files", () => {
  it('serves its stylesheet and script with their types, same-origin only', async () => {
    const provider = testProvider();
    const css = await provider.request('/static/one-tap-frame.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('--button-height');
    const js = await provider.request('/static/one-tap-frame.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(await js.text()).toContain(
      "window.parent.postMessage({ type: 'vk-sak-sdk', handler: handler, params: params }, origin)",
    );
    expect((await provider.request('/static/..%2Fapp.ts')).status).toBe(404);
  });

  it('draws an avatar for each demo account and nothing for others', async () => {
    const provider = testProvider();
    const avatar = await provider.request('/avatar/700001');
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(await avatar.text()).toContain('>АС</text>');
    expect((await provider.request('/avatar/1')).status).toBe(404);
  });

  it('reads the avatar’s user id by the one id rule: another spelling of an id names no account (issue 33 §2)', async () => {
    const provider = testProvider();
    for (const spelling of ['700001.0', '7.00001e5', '0xAAE61', '+700001']) {
      expect((await provider.request(`/avatar/${spelling}`)).status, spelling).toBe(404);
    }
  });
});

describe('headers of everything that is not the frame', () => {
  it.each(['/', `/authorize?client_id=${APP}`, '/static/provider.css'])('%s may not be framed', async (path) => {
    const provider = testProvider();
    const response = await provider.request(path);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
