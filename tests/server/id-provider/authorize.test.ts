import { describe, expect, it } from 'vitest';
import {
  authorizeQuery,
  bodyData,
  decideOnPage,
  exchange,
  frameQuery,
  openSignInPage,
  RFC_VERIFIER,
  SITE,
  testProvider,
} from './testProvider.ts';

describe('the full sign-in page: GET /authorize', () => {
  it('shows the app, each demo account as a button, and «Отказаться», in a form that works without script', async () => {
    const provider = testProvider();
    const response = await provider.request(`/authorize?${authorizeQuery()}`);
    const html = await response.text();
    expect(html).toContain('<h1>Вход в «Рядом»</h1>');
    expect(html).toContain('<form method="post" action="/authorize/decision">');
    for (const [id, name] of [
      ['700001', 'Анна Соколова'],
      ['700002', 'Тимур Галиев'],
      ['700003', 'Варвара Ильина'],
    ]) {
      expect(html).toMatch(new RegExp(`<button type="submit" class="account" name="account" value="${id}">.*${name}`));
    }
    expect(html).toContain('name="decision" value="decline">Отказаться</button>');
    expect(html).not.toMatch(/<script/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Its answer redirects to the site in redirect mode: the form may go there, nowhere else.
    expect(response.headers.get('content-security-policy')).toContain(`form-action 'self' ${SITE}`);
  });

  it('says which provider the visitor came through, and speaks English for lang_id 3', async () => {
    const provider = testProvider();
    const html = await (
      await provider.request(`/authorize?${authorizeQuery({ provider: 'ok_ru', lang_id: '3' })}`)
    ).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Sign in to “Рядом”');
    expect(html).toContain('sign in with OK');
    expect(html).toContain('>Decline</button>');
  });

  it.each([
    ['client_id', undefined, 'client_id: обязателен'],
    ['client_id', '99', 'client_id: ожидается id известного приложения'],
    ['app_id', '51000002', 'app_id: ожидается то же, что client_id'],
    ['response_type', 'token', 'response_type: ожидается code'],
    ['redirect_uri', 'javascript:alert(1)', 'redirect_uri: ожидается'],
    ['code_challenge', undefined, 'code_challenge: обязателен'],
    ['code_challenge_method', 'plain', 'code_challenge_method: ожидается s256'],
    ['state', undefined, 'state: обязателен'],
    ['origin', 'https://site.example/', 'origin: ожидается'],
    ['provider', 'vk', 'provider: ожидается ok_ru или mail_ru'],
  ])('answers a 400 page when %s is %s', async (name, value, problem) => {
    const provider = testProvider();
    const response = await provider.request(`/authorize?${authorizeQuery({ [name]: value })}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(problem);
  });
});

describe("the visitor's choice in redirect mode (no origin)", () => {
  it('choosing an account goes back to redirect_uri with code, state, device_id, type and expires_in, keeping its query', async () => {
    const provider = testProvider();
    const request = await openSignInPage(provider);
    const response = await decideOnPage(provider, request, { account: '700002' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/auth/done`);
    expect(location.searchParams.get('from')).toBe('widget');
    expect(location.searchParams.get('state')).toBe('state-5678');
    expect(location.searchParams.get('type')).toBe('code_v2');
    expect(location.searchParams.get('expires_in')).toBe('600');
    const tokens = await exchange(provider, {
      code: location.searchParams.get('code') ?? '',
      device_id: location.searchParams.get('device_id') ?? '',
      code_verifier: RFC_VERIFIER,
      state: 'state-5678',
    });
    expect(await tokens.json()).toMatchObject({ user_id: 700002, state: 'state-5678' });
  });

  it('declining goes back with error=access_denied and the state, and no code', async () => {
    const provider = testProvider();
    const request = await openSignInPage(provider);
    const response = await decideOnPage(provider, request, { decision: 'decline' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect([...location.searchParams.keys()].sort()).toEqual(['error', 'from', 'state']);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-5678');
  });

  it("a page's decision counts once; an unknown request or account is refused", async () => {
    const provider = testProvider();
    const request = await openSignInPage(provider);
    expect((await decideOnPage(provider, request, { account: '700001' })).status).toBe(303);
    expect((await decideOnPage(provider, request, { account: '700001' })).status).toBe(400);
    const other = await openSignInPage(provider);
    expect((await decideOnPage(provider, other, { account: '1' })).status).toBe(400);
    expect((await decideOnPage(provider, { ...other, request: 'made-up' }, { account: '700001' })).status).toBe(400);
  });

  it('the decline scenario declines at once, without showing the page', async () => {
    const provider = testProvider();
    const response = await provider.request(
      `/authorize?${authorizeQuery({ client_id: '51000005', app_id: '51000005' })}`,
    );
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('error')).toBe('access_denied');
  });
});

describe("the visitor's choice in popup mode (origin given)", () => {
  it('choosing an account ends on a page that posts the code payload to the opener at its origin', async () => {
    const provider = testProvider();
    const request = await openSignInPage(provider, { origin: SITE });
    const response = await decideOnPage(provider, request, { account: '700001' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<script src="/static/popup-answer.js" defer></script>');
    expect(html).toContain('Готово. Это окно можно закрыть.');
    expect(bodyData(html, 'origin')).toBe(SITE);
    const message = JSON.parse(bodyData(html, 'message') ?? '{}') as { payload: Record<string, unknown> };
    expect(message).toEqual({
      type: 'vk-sak-sdk',
      // As the real provider names it: the action carries the sign-in's state.
      action: 'oauth2_authorize_responsestate-5678',
      payload: {
        code: expect.any(String),
        state: 'state-5678',
        device_id: expect.any(String),
        type: 'code_v2',
        expires_in: 600,
      },
    });
    const tokens = await exchange(provider, {
      code: String(message.payload.code),
      device_id: String(message.payload.device_id),
      state: 'state-5678',
    });
    expect(tokens.status).toBe(200);
  });

  it('declining posts access_denied with a description and the state', async () => {
    const provider = testProvider();
    const request = await openSignInPage(provider, { origin: SITE });
    const html = await (await decideOnPage(provider, request, { decision: 'decline' })).text();
    expect(JSON.parse(bodyData(html, 'message') ?? '{}')).toEqual({
      type: 'vk-sak-sdk',
      action: 'oauth2_authorize_responsestate-5678',
      payload: { error: 'access_denied', error_description: expect.any(String), state: 'state-5678' },
    });
    expect(html).toContain('Вход отменён');
  });

  it('the decline scenario answers the opener at once', async () => {
    const provider = testProvider();
    const html = await (
      await provider.request(
        `/authorize?${authorizeQuery({ client_id: '51000005', app_id: '51000005', origin: SITE })}`,
      )
    ).text();
    expect(JSON.parse(bodyData(html, 'message') ?? '{}')).toMatchObject({
      payload: { error: 'access_denied', state: 'state-5678' },
    });
  });

  it('the popup page script posts only to the given origin and closes the window', async () => {
    const provider = testProvider();
    const script = await (await provider.request('/static/popup-answer.js')).text();
    expect(script).toContain('opener.postMessage(JSON.parse(data.message), data.origin);');
    expect(script).toContain('window.close();');
  });
});

describe('the provider session', () => {
  it('choosing an account signs the browser in (host-only, HttpOnly, SameSite=None; Secure on loopback) and the frame then offers that account', async () => {
    const provider = testProvider();
    const request = await openSignInPage(provider);
    const response = await decideOnPage(provider, request, { account: '700003' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^idp_session=[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toContain('Domain=');
    const session = cookie.split(';')[0]!;
    const frame = await (
      await provider.request(`/button_one_tap_auth?${frameQuery()}`, { headers: { Cookie: session } })
    ).text();
    expect(frame).toContain('Продолжить как Варвара');
    const code = /data-request="([^"]+)"/.exec(frame)?.[1] ?? '';
    const login = await provider.request('/button_one_tap_auth/login', {
      method: 'POST',
      body: new URLSearchParams({ request: code }),
    });
    const payload = (await login.json()) as { code: string; device_id: string };
    const tokens = await exchange(provider, { code: payload.code, device_id: payload.device_id });
    expect(await tokens.json()).toMatchObject({ user_id: 700003 });
  });

  it('over plain http to a host that is not loopback, the cookie is first-party (Lax, no Secure)', async () => {
    const provider = testProvider();
    const page = await provider.app.request(`http://id.example.test/authorize?${authorizeQuery()}`);
    const request = /name="request" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    // The browser binding follows the same rule: no __Host- prefix where Secure cookies are not kept.
    const binding = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(binding).toMatch(/^idp_browser=/);
    expect(page.headers.get('set-cookie')).not.toContain('Secure');
    const response = await provider.app.request('http://id.example.test/authorize/decision', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: binding },
      body: new URLSearchParams({ request, account: '700001' }),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('without a session the frame offers nobody: it says no_session, shows no button and opens no request (issue 18)', async () => {
    const provider = testProvider();
    const html = await (await provider.request(`/button_one_tap_auth?${frameQuery()}`)).text();
    expect(bodyData(html, 'mode')).toBe('no_session');
    expect(html).not.toContain('Продолжить как');
    expect(html).not.toContain('data-action="login"');
    expect(bodyData(html, 'request')).toBe('');
    const login = await provider.request('/button_one_tap_auth/login', {
      method: 'POST',
      body: new URLSearchParams({ request: '' }),
    });
    expect(login.status).toBe(400);
  });

  it('a session cookie the provider does not know counts as no session', async () => {
    const provider = testProvider();
    const html = await (
      await provider.request(`/button_one_tap_auth?${frameQuery()}`, { headers: { Cookie: 'idp_session=forged' } })
    ).text();
    expect(bodyData(html, 'mode')).toBe('no_session');
    expect(html).not.toContain('Продолжить как');
  });
});
