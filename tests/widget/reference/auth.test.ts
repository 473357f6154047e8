// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/auth (Auth, AuthDataService, AuthStatsCollector): the full sign-in's address in
 * redirect and new-tab mode, the redirect with the answer, the token calls (exchange, refresh, logout,
 * user info, public info), the outcomes a sign-in can end with, and the site's own sign-in statistic.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP,
  PROVIDER,
  answer,
  configure,
  freshPage,
  kit,
  nextTurn,
  registrations,
  settle,
  stubWindowOpen,
  windowAddress,
  windowReady,
  type Page,
} from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

let page: Page;
const verifier = 'codeVerifier'.padEnd(43, 'x');

beforeEach(() => {
  page = freshPage();
  configure({ redirectUrl: 'https://id.vk.com', state: 'state', codeVerifier: verifier, mode: 'new_tab' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const statsInfo = (query: URLSearchParams) =>
  JSON.parse(atob(query.get('stats_info')!)) as { flow_source: string; session_id: string };

/** The address the page went to (redirect mode) or the sign-in window was given. */
async function redirectAddress(): Promise<URLSearchParams> {
  await settle();
  await vi.waitFor(() => expect(page.navigate).toHaveBeenCalled());
  return new URL(page.navigate.mock.calls[0]![0]).searchParams;
}

describe('Auth.login (reference: auth)', () => {
  it('redirect mode: the address carries the PKCE challenge, the app, the state, the kit’s fields and the custom flow', async () => {
    kit.Config.update({ mode: kit.ConfigAuthMode.Redirect });
    void kit.Auth.login();
    const query = await redirectAddress();
    expect(Object.fromEntries(query)).toMatchObject({
      code_challenge_method: 's256',
      client_id: String(APP),
      response_type: 'code',
      state: 'state',
      sdk_type: 'vkid',
      app_id: String(APP),
      redirect_uri: 'https://id.vk.com',
    });
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('v')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(statsInfo(query)).toEqual({
      flow_source: 'from_custom_auth',
      session_id: expect.stringMatching(/^[a-z]{6}$/),
    });
    // On purpose: an empty prompt is left out, and the language and scheme are always named (Russian, light).
    expect(query.has('prompt')).toBe(false);
    expect([query.get('lang_id'), query.get('scheme')]).toEqual(['0', 'light']);
    expect(query.has('origin')).toBe(false);
  });

  it('redirect mode with a screen: its language and scheme, prompt login, and the flow it came from', async () => {
    kit.Config.update({ mode: kit.ConfigAuthMode.Redirect });
    void kit.Auth.login({
      scheme: kit.Scheme.LIGHT,
      lang: kit.Languages.RUS,
      screen: 'phone',
      statsFlowSource: 'from_one_tap',
    });
    const query = await redirectAddress();
    expect(Object.fromEntries(query)).toMatchObject({
      lang_id: '0',
      scheme: 'light',
      screen: 'phone',
      prompt: 'login',
      state: 'state',
      client_id: String(APP),
    });
    expect(statsInfo(query).flow_source).toBe('from_one_tap');
  });

  it('new-tab mode: the window opens inside the call, at the address with the page’s origin', async () => {
    const { open, popup } = stubWindowOpen();
    kit.Auth.login().catch(() => {});
    expect(open).toHaveBeenCalledTimes(1);
    // The S256 challenge comes from WebCrypto, which answers later: a window opened before it is ready
    // starts blank and gets its address a moment after (on purpose: no SHA-256 of our own in the kit).
    await windowReady(popup);
    const query = windowAddress(popup).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      client_id: String(APP),
      response_type: 'code',
      state: 'state',
      code_challenge_method: 's256',
      redirect_uri: 'https://id.vk.com',
    });
    // The page's own origin, port included (the reference drops the port).
    expect(query.get('origin')).toBe(location.origin);
    expect(statsInfo(query).flow_source).toBe('from_custom_auth');
  });

  it('new-tab mode with Config’s prompt [Prompt.Login, Prompt.Consent]: both, in order', async () => {
    kit.Config.update({ prompt: [kit.Prompt?.Login, kit.Prompt?.Consent] });
    const { popup } = stubWindowOpen();
    kit.Auth.login({ scheme: kit.Scheme.LIGHT, lang: kit.Languages.RUS }).catch(() => {});
    await windowReady(popup);
    const query = windowAddress(popup).searchParams;
    expect(query.get('prompt')).toBe('login consent');
    expect([query.get('lang_id'), query.get('scheme')]).toEqual(['0', 'light']);
  });

  it('with responseMode redirect the answer goes to redirectUrl, joined to its own query, and the window closes', async () => {
    kit.Config.update({ redirectUrl: 'https://id.vk.com?query=123', responseMode: 'redirect' });
    const { popup } = stubWindowOpen();
    void kit.Auth.login();
    await windowReady(popup);
    answer(popup, { code: 'code', type: 'code_v2', state: 'state', device_id: 'device_id', expires_in: 600 });
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalled());
    expect(popup.closed).toBe(true);
    const query = new URL(page.navigate.mock.calls[0]![0]).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      query: '123',
      code: 'code',
      type: 'code_v2',
      state: 'state',
      device_id: 'device_id',
      expires_in: '600',
    });
  });
});

describe('Auth’s token calls (reference: auth)', () => {
  const tokens = {
    state: 'state',
    access_token: 'access_token',
    refresh_token: 'refresh_token',
    id_token: 'id',
    token_type: 'Bearer',
    expires_in: 3600,
    user_id: 1,
    scope: '',
  };
  const call = (index = 0) => {
    const [url, init] = page.fetch.mock.calls.filter(([address]) => !String(address).includes('stat_events'))[index]!;
    return { url: new URL(String(url)), init: init! };
  };

  it('exchangeCode posts the code to /oauth2/auth with grant, redirect, app, verifier, state and device', async () => {
    page.fetch.mockResolvedValueOnce(Response.json(tokens));
    await kit.Auth.exchangeCode('code', 'deviceId');
    const { url, init } = call();
    expect(url.origin + url.pathname).toBe(`${PROVIDER}/oauth2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      grant_type: 'authorization_code',
      redirect_uri: 'https://id.vk.com',
      client_id: String(APP),
      code_verifier: verifier,
      state: 'state',
      device_id: 'deviceId',
    });
    expect(init).toEqual({ method: 'POST', body: new URLSearchParams({ code: 'code' }) });
  });

  it('login leaves the configured state and verifier to the site, and they are the ones the exchange sends', async () => {
    kit.Config.update({ mode: kit.ConfigAuthMode.Redirect });
    void kit.Auth.login();
    const query = await redirectAddress();
    expect(query.get('state')).toBe('state');
    page.fetch.mockResolvedValueOnce(Response.json(tokens));
    await kit.Auth.exchangeCode('code', 'deviceId');
    expect(call().url.searchParams.get('code_verifier')).toBe(verifier);
  });

  it('after an exchange no sign-in cookie is left', async () => {
    page.fetch.mockResolvedValueOnce(Response.json(tokens));
    await kit.Auth.exchangeCode('code', 'deviceId');
    expect(document.cookie).toBe('');
  });

  it('refreshToken posts the refresh token to /oauth2/auth with grant, redirect, app, state and device', async () => {
    page.fetch.mockResolvedValueOnce(Response.json(tokens));
    await kit.Auth.refreshToken?.('refreshToken', 'deviceId');
    const { url, init } = call();
    expect(url.origin + url.pathname).toBe(`${PROVIDER}/oauth2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      grant_type: 'refresh_token',
      redirect_uri: 'https://id.vk.com',
      client_id: String(APP),
      device_id: 'deviceId',
      state: 'state',
    });
    expect(init).toEqual({ method: 'POST', body: new URLSearchParams({ refresh_token: 'refreshToken' }) });
  });

  it.each([
    ['logout', '/oauth2/logout', 'accessToken', 'access_token', { response: 1 }],
    ['userInfo', '/oauth2/user_info', 'accessToken', 'access_token', { user: { user_id: '1' } }],
    ['publicInfo', '/oauth2/public_info', 'idToken', 'id_token', { user: { user_id: '1' } }],
  ])('%s posts the token to %s with the app in the query', async (method, path, token, field, result) => {
    page.fetch.mockResolvedValueOnce(Response.json(result));
    await expect(kit.Auth[method]?.(token)).resolves.toEqual(result);
    const { url, init } = call();
    expect(url.origin + url.pathname).toBe(`${PROVIDER}${path}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: String(APP) });
    expect(init).toEqual({ method: 'POST', body: new URLSearchParams({ [field]: token }) });
  });
});

describe('a sign-in’s outcomes (reference: auth AuthDataService)', () => {
  async function opened(blocked = false) {
    kit.Config.update({ responseMode: 'callback' });
    const { popup } = stubWindowOpen(blocked);
    const result: { value?: unknown; error?: Record<string, unknown> } = {};
    const promise = kit.Auth.login().then(
      (value: unknown) => (result.value = value),
      (error: Record<string, unknown>) => (result.error = error),
    );
    if (!blocked) {
      await windowReady(popup);
    }
    return { popup, result, promise };
  }

  it('success: code, type, state and device id', async () => {
    const { popup, result, promise } = await opened();
    answer(popup, { code: 'code', state: 'state', type: 'code_v2', device_id: 'device_id' });
    await promise;
    expect(result.value).toEqual({ code: 'code', state: 'state', type: 'code_v2', device_id: 'device_id' });
  });

  it('a closed window: 102 with its text (noticed within the kit’s 500 ms check)', async () => {
    const { popup, result, promise } = await opened();
    popup.closed = true;
    await promise;
    expect(result.error).toMatchObject({ code: kit.AuthErrorCode.NewTabHasBeenClosed, error: expect.any(String) });
  });

  it('an unknown answer: 100 with its text', async () => {
    const { popup, result, promise } = await opened();
    answer(popup, { code: 'code', state: 'state', device_id: 'd' }, 'something else');
    await promise;
    expect(result.error).toMatchObject({ code: kit.AuthErrorCode.EventNotSupported, error: expect.any(String) });
  });

  it('a blocked window: 101 with its text', async () => {
    const { result, promise } = await opened(true);
    await promise;
    expect(result.error).toMatchObject({ code: kit.AuthErrorCode.CannotCreateNewTab, error: expect.any(String) });
  });

  it('a refusal: 103 with the provider’s answer (its error as the text, widget-kit §8, where the reference has a fixed text and the answer as JSON)', async () => {
    const { popup, result, promise } = await opened();
    answer(popup, { error: 'access_denied', error_description: 'declined', state: 'state' });
    await promise;
    expect(result.error).toMatchObject({
      code: kit.AuthErrorCode.AuthorizationFailed,
      error: 'access_denied',
      details: { error_description: 'declined' },
    });
  });
});

describe('the site’s own sign-in statistic (reference: auth AuthStatsCollector)', () => {
  it.each([
    [undefined, []],
    ['ok_ru', [{ name: 'oauth_service', value: 'ok_ru' }]],
    ['mail_ru', [{ name: 'oauth_service', value: 'mail_ru' }]],
    ['vkid', [{ name: 'oauth_service', value: 'vkid' }]],
  ])('Auth.login with provider %s records custom_auth_start', async (provider, extra) => {
    stubWindowOpen();
    kit.Auth.login(provider ? { provider } : undefined).catch(() => {});
    await settle();
    await nextTurn();
    const start = registrations(page.fetch).find((event) => event.name === 'custom_auth_start');
    expect(start).toEqual({
      name: 'custom_auth_start',
      screen: 'nowhere',
      fields: [
        { name: 'sdk_type', value: 'vkid' },
        { name: 'unique_session_id', value: expect.stringMatching(/^[a-z]{6}$/) },
        ...extra,
      ],
    });
  });
});
