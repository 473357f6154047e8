// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { codeChallenge } from '../../core/widgetKit/pkce.ts';
import { cookieAuthStore } from '../../widget/adapters/CookieAuthStore.ts';
import { pageNavigation } from '../../widget/adapters/PageNavigation.ts';
import { webCryptoSha256 } from '../../widget/adapters/WebCryptoSha256.ts';
import { Auth, Config } from '../../widget/index.ts';
import type { Pkce } from '../../widget/pkcePair.ts';
import {
  APP,
  PROVIDER_ORIGIN,
  REDIRECT_URL,
  answerFromPopup,
  flush,
  freshPage,
  installWindowOpen,
  settle,
} from './support.ts';

// The kit as built: its machines on the widget runtime that vite.widget.config.ts aliases as `xstate`.
vi.mock('xstate', () => import('../../widget/runtime/microXState.ts'));

let pair: Pkce;
let fetch: MockInstance<typeof globalThis.fetch>;
let navigate: MockInstance<(url: string) => void>;

beforeEach(async () => {
  pair = await freshPage({ responseMode: 'callback' });
  fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"response":1}'));
  navigate = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function settled<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
}

describe('PKCE and the auth cookies', () => {
  it('computes the RFC 7636 appendix B challenge with crypto.subtle', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', webCryptoSha256)).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('keeps the verifier and state in host-only cookies for 900 s, SameSite=Lax, Secure on https', () => {
    const written: string[] = [];
    const fakeDocument = {
      location: { protocol: 'https:' },
      get cookie() {
        return 'vkid_sdk_code_verifier=v%3D1; other=x; vkid_sdk_state=s';
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    const store = cookieAuthStore(fakeDocument);
    store.save({ verifier: 'v=1', state: 's' });
    expect(written).toEqual([
      'vkid_sdk_code_verifier=v%3D1; Path=/; Max-Age=900; SameSite=Lax; Secure',
      'vkid_sdk_state=s; Path=/; Max-Age=900; SameSite=Lax; Secure',
    ]);
    expect(written.some((line) => /domain=/i.test(line))).toBe(false);
    expect(store.read()).toEqual({ verifier: 'v=1', state: 's' });
    store.clear();
    expect(written.slice(2)).toEqual([
      'vkid_sdk_code_verifier=; Path=/; Max-Age=0; SameSite=Lax; Secure',
      'vkid_sdk_state=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    ]);
  });

  it('the page keeps the pair the kit made in its cookies (no Secure on this http page)', () => {
    expect(cookieAuthStore().read()).toEqual({ verifier: pair.verifier, state: pair.state });
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('Auth.login', () => {
  it('opens the sign-in window synchronously with the /authorize query of the plan', () => {
    const { open } = installWindowOpen();
    void Auth.login({ lang: 3, scheme: 'dark' });
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe(`${PROVIDER_ORIGIN}/authorize`);
    const query = Object.fromEntries(url.searchParams);
    expect(Object.keys(query)).toEqual([
      'client_id',
      'response_type',
      'code_challenge',
      'code_challenge_method',
      'state',
      'redirect_uri',
      'lang_id',
      'scheme',
      'stats_info',
      'v',
      'sdk_type',
      'app_id',
      'origin',
    ]);
    // No prompt configured, none asked for: no empty `prompt=` either.
    expect(query).toMatchObject({
      client_id: String(APP),
      response_type: 'code',
      code_challenge: pair.challenge,
      code_challenge_method: 's256',
      state: pair.state,
      redirect_uri: REDIRECT_URL,
      lang_id: '3',
      scheme: 'dark',
      v: '2.1.0',
      sdk_type: 'vkid',
      origin: location.origin,
    });
    expect(JSON.parse(atob(query.stats_info!))).toMatchObject({
      flow_source: 'from_custom_auth',
      session_id: expect.stringMatching(/^[a-z]{6}$/),
    });
  });

  it('opens about:blank when the pair is not made yet, then sends the window to the provider', async () => {
    const { open, popup } = installWindowOpen();
    Config.update({ state: 'fresh-state' });
    void Auth.login();
    expect(open).toHaveBeenCalledWith('about:blank', '_blank', '');
    await vi.waitFor(() => expect(popup.location.href).toContain(`${PROVIDER_ORIGIN}/authorize?`));
    expect(new URL(popup.location.href).searchParams.get('state')).toBe('fresh-state');
  });

  it('resolves with the answer of the window it opened, ignoring other origins, windows and types', async () => {
    const { popup } = installWindowOpen();
    const result = settled(Auth.login());
    await flush();
    const answer = { code: 'c', state: pair.state, device_id: 'd', type: 'code_v2', expires_in: 600 };
    answerFromPopup(popup, answer, undefined, 'https://evil.example');
    answerFromPopup({ closed: false }, answer);
    answerFromPopup(popup, { ...answer }, 'something else', PROVIDER_ORIGIN);
    await flush();
    // The unknown action came from the right window: that one is answered with 100.
    expect(result.error).toMatchObject({ code: 100 });
  });

  it('with responseMode redirect it goes to redirectUrl and the promise stays pending, as @vkid/sdk (a `.then` and the redirect page would each exchange the one code)', async () => {
    Config.update({ responseMode: 'redirect' });
    const { popup } = installWindowOpen();
    const result = settled(Auth.login());
    await flush();
    answerFromPopup(
      popup,
      { code: 'c', state: pair.state, device_id: 'd', type: 'code_v2', expires_in: 600 },
      undefined,
      'https://evil.example',
    );
    answerFromPopup(popup, { code: 'c', state: pair.state, device_id: 'd', type: 'code_v2', expires_in: 600 });
    await flush();
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/site\.example\/callback\?code=c&state=/));
    expect(result.done).toBe(false);
    expect(popup.closed).toBe(true);
  });

  it('rejects a foreign state with 104 (state_mismatch)', async () => {
    const { popup } = installWindowOpen();
    const result = settled(Auth.login());
    await flush();
    answerFromPopup(popup, { code: 'c', state: 'not-ours', device_id: 'd' });
    await flush();
    expect(result.error).toMatchObject({ code: 104, reason: 'state_mismatch' });
  });

  it('rejects with 102 when the window is closed before an answer (checked every 500 ms)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { popup } = installWindowOpen();
    const result = settled(Auth.login());
    await flush();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(499);
    expect(result.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toMatchObject({ code: 102, reason: 'popup_closed' });
  });

  it('rejects with 101 when the browser blocks the window; retry() signs in by redirect', async () => {
    installWindowOpen(true);
    const result = settled(Auth.login({ provider: 'ok_ru' }));
    await flush();
    const error = result.error as { code: number; details: { retry: () => void } };
    expect(error.code).toBe(101);
    error.details.retry();
    await settle();
    expect(new URL(navigate.mock.calls[0]![0]).searchParams.get('provider')).toBe('ok_ru');
  });

  it('in redirect mode goes to the provider and opens no window', async () => {
    Config.update({ mode: 'redirect' });
    const { open } = installWindowOpen();
    void Auth.login();
    await flush();
    expect(open).not.toHaveBeenCalled();
    const url = new URL(navigate.mock.calls[0]![0]);
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.has('origin')).toBe(false);
  });
});

describe('Auth.exchangeCode and Auth.userInfo', () => {
  const tokens = {
    access_token: 'a',
    refresh_token: 'r',
    id_token: 'i',
    token_type: 'Bearer',
    expires_in: 3600,
    user_id: 5,
    scope: '',
  };

  it('posts the code to /oauth2/auth with the kept verifier and state, checks the state, then forgets the pair', async () => {
    fetch.mockResolvedValueOnce(Response.json({ ...tokens, state: pair.state }));
    await expect(Auth.exchangeCode('the-code', 'dev-1')).resolves.toMatchObject({ access_token: 'a' });
    const [url, init] = fetch.mock.calls[0]!;
    const target = new URL(String(url));
    expect(target.origin + target.pathname).toBe(`${PROVIDER_ORIGIN}/oauth2/auth`);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URL,
      client_id: String(APP),
      code_verifier: pair.verifier,
      state: pair.state,
      device_id: 'dev-1',
    });
    expect(init).toMatchObject({ method: 'POST' });
    expect(String(init!.body)).toBe('code=the-code');
    expect(cookieAuthStore().read()).toEqual({});
  });

  it('rejects an answer with another state (104)', async () => {
    fetch.mockResolvedValueOnce(Response.json({ ...tokens, state: 'other' }));
    await expect(Auth.exchangeCode('c', 'd')).rejects.toMatchObject({ code: 104 });
  });

  it('passes the provider’s refusal on, with a hint for invalid_grant', async () => {
    fetch.mockResolvedValueOnce(
      Response.json({ error: 'invalid_grant', error_description: 'code expired', state: pair.state }, { status: 400 }),
    );
    await expect(Auth.exchangeCode('c', 'd')).rejects.toMatchObject({
      error: 'invalid_grant',
      hint: expect.stringContaining('10 minutes'),
    });
  });

  it('without any verifier says what happened and what to do', async () => {
    cookieAuthStore().clear();
    await expect(Auth.exchangeCode('c', 'd')).rejects.toThrow(
      /no PKCE code verifier[\s\S]*15 minutes[\s\S]*Auth\.exchangeCode\(code, deviceId, codeVerifier\)/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('userInfo posts the access token to /oauth2/user_info', async () => {
    fetch.mockResolvedValueOnce(Response.json({ user: { user_id: '5', first_name: 'Анна' } }));
    await expect(Auth.userInfo('tok')).resolves.toEqual({ user: { user_id: '5', first_name: 'Анна' } });
    const [url, init] = fetch.mock.calls[0]!;
    // As @vkid/sdk sends it: the app in the query, the token in the body.
    expect(String(url)).toBe(`${PROVIDER_ORIGIN}/oauth2/user_info?client_id=${APP}`);
    expect(String(init!.body)).toBe('access_token=tok');
  });
});
