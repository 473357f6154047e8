import { describe, expect, it } from 'vitest';
import {
  APP,
  exchange,
  ID,
  REDIRECT_URI,
  RFC_CHALLENGE,
  SITE,
  signIn,
  testProvider,
  type TestProvider,
} from './testProvider.ts';

const BROWSER = { 'Sec-Fetch-Dest': 'webidentity' };
const PARAMS = JSON.stringify({
  redirect_uri: REDIRECT_URI,
  code_challenge: RFC_CHALLENGE,
  code_challenge_method: 's256',
  state: 'state-fedcm',
  scope: 'vkid.personal_info',
});

function assertion(
  provider: TestProvider,
  cookie: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return provider.request('/fedcm/assertion', {
    method: 'POST',
    headers: {
      ...BROWSER,
      Origin: SITE,
      Cookie: cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams({
      client_id: APP,
      account_id: '700001',
      disclosure_text_shown: 'true',
      params: PARAMS,
      ...fields,
    }),
  });
}

describe('FedCM at the local identity provider (issue 22)', () => {
  it('the well-known file names the configured origin, never the Host header (issue 30 §2)', async () => {
    const provider = testProvider();
    const rebound = await (
      await provider.request('/.well-known/web-identity', { headers: { host: 'evil.example' } })
    ).json();
    expect(rebound).toMatchObject({ provider_urls: [`${ID}/fedcm/config.json`] });
    const configured = testProvider({ origin: 'https://id.rjadom.example' });
    const named = await (
      await configured.request('/.well-known/web-identity', { headers: { host: 'evil.example' } })
    ).json();
    expect(named).toMatchObject({ provider_urls: ['https://id.rjadom.example/fedcm/config.json'] });
  });

  it('the well-known file names the config, and the config names every endpoint', async () => {
    const provider = testProvider();
    const wellKnown = await (await provider.request('/.well-known/web-identity')).json();
    expect(wellKnown).toMatchObject({ provider_urls: [`${ID}/fedcm/config.json`] });
    const config = (await (await provider.request('/fedcm/config.json')).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      accounts_endpoint: '/fedcm/accounts',
      client_metadata_endpoint: '/fedcm/client_metadata',
      id_assertion_endpoint: '/fedcm/assertion',
      disconnect_endpoint: '/fedcm/disconnect',
      login_url: '/',
    });
    expect(config.branding).toBeDefined();
  });

  it('accounts: the session account for the browser, none without a session, nothing without Sec-Fetch-Dest: webidentity', async () => {
    const provider = testProvider();
    const cookie = await signIn(provider);
    const accounts = await provider.request('/fedcm/accounts', { headers: { ...BROWSER, Cookie: cookie } });
    expect(accounts.status).toBe(200);
    expect(await accounts.json()).toEqual({
      accounts: [{ id: '700001', name: 'Анна Соколова', given_name: 'Анна', email: 'anna.sokolova@example.ru' }],
    });

    const nobody = await provider.request('/fedcm/accounts', { headers: BROWSER });
    expect(nobody.status).toBe(401);
    expect(await nobody.json()).toEqual({ accounts: [] });
    // The Login Status API (issue 31 §7): the browser learns nobody is signed in and stops asking.
    expect(nobody.headers.get('set-login')).toBe('logged-out');

    const fromPage = await provider.request('/fedcm/accounts', {
      headers: { Cookie: cookie, 'Sec-Fetch-Dest': 'empty' },
    });
    expect(fromPage.status).toBe(400);
    expect(JSON.stringify(await fromPage.json())).not.toContain('Анна');
  });

  it('client metadata: the registered app’s privacy policy and terms; an unknown app gets none', async () => {
    const provider = testProvider();
    const known = await provider.request(`/fedcm/client_metadata?client_id=${APP}`, { headers: BROWSER });
    expect(await known.json()).toEqual({
      privacy_policy_url: `${SITE}/privacy`,
      terms_of_service_url: `${SITE}/terms`,
    });
    expect((await provider.request('/fedcm/client_metadata?client_id=59999999', { headers: BROWSER })).status).toBe(
      400,
    );
    expect((await provider.request(`/fedcm/client_metadata?client_id=${APP}`)).status).toBe(400);
  });

  it('ID assertion: the frame’s code payload as the token, for the registered origin only, with credentialed CORS; its code exchanges', async () => {
    const provider = testProvider();
    const cookie = await signIn(provider);
    const response = await assertion(provider, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const { token } = (await response.json()) as { token: string };
    const payload = JSON.parse(token) as {
      code: string;
      device_id: string;
      state: string;
      type: string;
      expires_in: number;
    };
    expect(payload).toMatchObject({ state: 'state-fedcm', type: 'code_v2', expires_in: 600 });
    const exchanged = await exchange(provider, {
      code: payload.code,
      device_id: payload.device_id,
      state: 'state-fedcm',
    });
    expect(exchanged.status).toBe(200);
  });

  it('ID assertion refuses: no Sec-Fetch-Dest, an unregistered origin (no CORS header), another account, no session, a bad redirect URI or challenge', async () => {
    const provider = testProvider();
    const cookie = await signIn(provider);
    expect((await assertion(provider, cookie, {}, { 'Sec-Fetch-Dest': 'empty' })).status).toBe(400);

    const foreign = await assertion(provider, cookie, {}, { Origin: 'http://evil.localhost:4000' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    expect((await assertion(provider, cookie, { account_id: '700002' })).status).toBe(401);
    expect((await assertion(provider, '')).status).toBe(401);
    const badRedirect = JSON.stringify({ ...JSON.parse(PARAMS), redirect_uri: `${SITE}/elsewhere` });
    expect((await assertion(provider, cookie, { params: badRedirect })).status).toBe(400);
    expect((await assertion(provider, cookie, { params: '{}' })).status).toBe(400);
  });

  it('ID assertion for the decline app (51000005): the provider refuses the chosen account with access_denied in FedCM’s error shape, which the browser shows and hands the page as IdentityCredentialError', async () => {
    const provider = testProvider();
    const cookie = await signIn(provider);
    const refused = await assertion(provider, cookie, { client_id: '51000005' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await refused.json()).toEqual({ error: { code: 'access_denied', error: 'access_denied' } });
  });

  it('disconnect: answers the account for the registered origin, refuses others', async () => {
    const provider = testProvider();
    const cookie = await signIn(provider);
    const post = (origin: string, headers: Record<string, string> = BROWSER) =>
      provider.request('/fedcm/disconnect', {
        method: 'POST',
        headers: { ...headers, Origin: origin, Cookie: cookie },
        body: new URLSearchParams({ client_id: APP, account_hint: '700001' }),
      });
    const ok = await post(SITE);
    expect(await ok.json()).toEqual({ account_id: '700001' });
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await post('http://evil.localhost:4000')).status).toBe(403);
    expect((await post(SITE, {})).status).toBe(400);
  });
});
