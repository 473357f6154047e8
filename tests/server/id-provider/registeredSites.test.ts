/**
 * Issue 18, part 1: the provider gives codes only to registered sites. The portal's registration is
 * the one `npm start` makes (portalSites over the portal's own identity-provider settings); every
 * attack address below got a code before.
 */
import { describe, expect, it } from 'vitest';
import { loadIdentityProviderConfig } from '../../../server/idProviderClient/config.ts';
import { portalSites } from '../../../server/id-provider/portalSites.ts';
import {
  authorizeQuery,
  bodyData,
  decideOnPage,
  frameQuery,
  openSignInPage,
  signIn,
  testProvider,
  type TestProvider,
} from './testProvider.ts';

const PORTAL = 'http://localhost:3000';
const LOGIN_VK = `${PORTAL}/login-vk`;
const PORTAL_APP = '51000001';
/** A kit site registered for the no_session demo app only. */
const KIT_SITE = 'http://site.localhost:4000';

/** Addresses that are not, character for character, a registered redirect URI. */
const ATTACK_REDIRECTS = [
  'https://evil.example/cb',
  'http://localhost:4105/steal',
  'https://localhost:3000@evil.example/',
  'http://localhost:3000\\@evil.example/',
  `${LOGIN_VK}?next=1`,
  `${PORTAL}/LOGIN-VK`,
  `${LOGIN_VK}/`,
  'http://LOCALHOST:3000/login-vk',
  `${LOGIN_VK}#`,
  `${PORTAL}/login-vk/../steal`,
  `${LOGIN_VK}x`,
];

const ATTACK_ORIGINS = ['https://evil.example', 'http://localhost:4105', 'null', `${PORTAL}/`, 'http://127.0.0.1:3000'];

function portalProvider(): TestProvider {
  const config = { publicUrl: PORTAL, identityProvider: loadIdentityProviderConfig({}, PORTAL) };
  return testProvider({
    sites: [...portalSites(config), { appIds: ['51000002'], redirectUris: [`${KIT_SITE}/callback.html`] }],
  });
}

/** A 400 provider page that carries no request a POST could turn into a code, and sends nobody anywhere. */
async function expectRefusal(response: Response, title: string, problem: string): Promise<void> {
  expect(response.status).toBe(400);
  expect(response.headers.get('location')).toBeNull();
  const html = await response.text();
  expect(html).toContain(title);
  expect(html).toContain(problem);
  expect(html).not.toMatch(/name="request"|data-request="[^"]/);
  expect(html).not.toContain('Продолжить как');
}

describe('the portal registers its own callbacks (portalSites)', () => {
  it('a registered redirect URI still signs in: redirect mode ends on exactly /login-vk with a code', async () => {
    const provider = portalProvider();
    const page = await openSignInPage(provider, { redirect_uri: LOGIN_VK });
    const answer = await decideOnPage(provider, page, { account: '700001' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/login-vk\?code=/);
  });

  it('registers /login-vk and /registration-vk of PUBLIC_URL, and the /widget/ demo page, with PUBLIC_URL as origin', () => {
    const config = { publicUrl: PORTAL, identityProvider: loadIdentityProviderConfig({}, PORTAL) };
    expect(portalSites(config)).toEqual([
      { appIds: [PORTAL_APP], redirectUris: [LOGIN_VK, `${PORTAL}/registration-vk`], origins: [PORTAL] },
      {
        appIds: expect.arrayContaining([PORTAL_APP, '51000002', '51000005']),
        redirectUris: [`${PORTAL}/widget/demo/`],
        origins: [PORTAL],
      },
    ]);
  });
});

describe('redirect mode: GET /authorize', () => {
  it.each(ATTACK_REDIRECTS)(
    'refuses redirect_uri %s with the error page, before any request exists',
    async (redirectUri) => {
      const provider = portalProvider();
      const response = await provider.request(`/authorize?${authorizeQuery({ redirect_uri: redirectUri })}`);
      await expectRefusal(
        response,
        'Неверный запрос входа',
        'redirect_uri: ожидается адрес возврата, зарегистрированный для приложения',
      );
    },
  );

  it('refuses an unregistered redirect_uri even where the app declines at once (no state sent anywhere)', async () => {
    const provider = portalProvider();
    const response = await provider.request(
      `/authorize?${authorizeQuery({ client_id: '51000005', app_id: '51000005', redirect_uri: 'https://evil.example/cb' })}`,
    );
    await expectRefusal(response, 'Неверный запрос входа', 'redirect_uri: ожидается');
  });

  it('refuses a URI registered for another app', async () => {
    const provider = portalProvider();
    const response = await provider.request(
      `/authorize?${authorizeQuery({ redirect_uri: `${KIT_SITE}/callback.html` })}`,
    );
    await expectRefusal(response, 'Неверный запрос входа', 'redirect_uri: ожидается');
  });
});

describe('popup mode: GET /authorize with origin', () => {
  it.each(ATTACK_REDIRECTS)('refuses redirect_uri %s even from the registered origin', async (redirectUri) => {
    const provider = portalProvider();
    const response = await provider.request(
      `/authorize?${authorizeQuery({ redirect_uri: redirectUri, origin: PORTAL })}`,
    );
    await expectRefusal(response, 'Неверный запрос входа', 'redirect_uri: ожидается');
  });

  it.each(ATTACK_ORIGINS)(
    "posts no code to the unregistered origin %s, even with the portal's redirect_uri",
    async (origin) => {
      const provider = portalProvider();
      const response = await provider.request(`/authorize?${authorizeQuery({ redirect_uri: LOGIN_VK, origin })}`);
      await expectRefusal(
        response,
        'Неверный запрос входа',
        'origin: ожидается источник страницы, зарегистрированный для приложения',
      );
    },
  );

  it('the registered origin gets its answer page, posting to that origin only', async () => {
    const provider = portalProvider();
    const page = await openSignInPage(provider, { redirect_uri: LOGIN_VK, origin: PORTAL });
    const answer = await decideOnPage(provider, page, { account: '700001' });
    expect(bodyData(await answer.text(), 'origin')).toBe(PORTAL);
  });
});

describe('the one-tap frame: GET /button_one_tap_auth', () => {
  async function frameFor(provider: TestProvider, overrides: Record<string, string>): Promise<Response> {
    // Signed in at the provider: before issue 18 this frame would offer Анна and turn a click into a code.
    return provider.request(`/button_one_tap_auth?${frameQuery({ app_id: PORTAL_APP, ...overrides })}`, {
      headers: { Cookie: await signIn(provider) },
    });
  }

  it.each(ATTACK_REDIRECTS)('refuses redirect_uri %s with the error page and no request', async (redirectUri) => {
    const provider = portalProvider();
    await expectRefusal(
      await frameFor(provider, { origin: PORTAL, redirect_uri: redirectUri }),
      'Неверные параметры виджета',
      'redirect_uri: ожидается',
    );
  });

  it.each(ATTACK_ORIGINS)(
    "refuses the unregistered embedding origin %s, even with the portal's redirect_uri",
    async (origin) => {
      const provider = portalProvider();
      await expectRefusal(
        await frameFor(provider, { origin, redirect_uri: LOGIN_VK }),
        'Неверные параметры виджета',
        'origin: ожидается источник страницы, зарегистрированный для приложения',
      );
    },
  );

  it("may be framed by the app's registered origins only", async () => {
    const provider = portalProvider();
    const response = await frameFor(provider, { origin: PORTAL, redirect_uri: LOGIN_VK });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/; frame-ancestors http:\/\/localhost:3000$/);
    const kitFrame = await provider.request(
      `/button_one_tap_auth?${frameQuery({ app_id: '51000002', origin: KIT_SITE, redirect_uri: `${KIT_SITE}/callback.html` })}`,
    );
    // 51000002 is one of the /widget/ demo's apps too: both its sites may frame it, nobody else.
    expect(kitFrame.headers.get('content-security-policy')).toMatch(
      /; frame-ancestors http:\/\/localhost:3000 http:\/\/site\.localhost:4000$/,
    );
  });
});

describe('credentialed CORS answers registered origins only', () => {
  function statsFrom(provider: TestProvider, appId: string, origin: string, method = 'POST'): Promise<Response> {
    const body = method === 'POST' ? new URLSearchParams({ events: '[]', sak_version: '2.1.0' }) : null;
    return provider.request(`/stat_events_vkid_sdk?app_id=${appId}&v=5.207`, {
      method,
      body,
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
  }

  it.each(ATTACK_ORIGINS)('statistics: no CORS answer to %s', async (origin) => {
    const provider = portalProvider();
    for (const method of ['POST', 'OPTIONS']) {
      const response = await statsFrom(provider, PORTAL_APP, origin, method);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it("statistics: the app's own origin is echoed with credentials; another app's origin is not", async () => {
    const provider = portalProvider();
    const own = await statsFrom(provider, PORTAL_APP, PORTAL);
    expect(own.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await statsFrom(provider, PORTAL_APP, KIT_SITE)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await statsFrom(provider, '51000002', KIT_SITE)).headers.get('access-control-allow-origin')).toBe(KIT_SITE);
  });

  it("token exchange: only the named client's origins", async () => {
    const provider = portalProvider();
    const exchangeFrom = (clientId: string, origin: string) =>
      provider.request(`/oauth2/auth?grant_type=authorization_code&client_id=${clientId}`, {
        method: 'POST',
        body: new URLSearchParams({ code: 'x' }),
        headers: { Origin: origin },
      });
    expect((await exchangeFrom(PORTAL_APP, PORTAL)).headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect((await exchangeFrom(PORTAL_APP, KIT_SITE)).headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await exchangeFrom(PORTAL_APP, 'https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('user info (its client id is in the body): an origin some app registered, nobody else', async () => {
    const provider = portalProvider();
    const infoFrom = (origin: string) =>
      provider.request('/oauth2/user_info', {
        method: 'POST',
        body: new URLSearchParams({ client_id: PORTAL_APP, access_token: 'x' }),
        headers: { Origin: origin },
      });
    expect((await infoFrom(KIT_SITE)).headers.get('access-control-allow-origin')).toBe(KIT_SITE);
    expect((await infoFrom('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('an app nobody registered a site for', () => {
  it('issues no code in any mode', async () => {
    const provider = testProvider({ sites: [] });
    await expectRefusal(
      await provider.request(`/authorize?${authorizeQuery()}`),
      'Неверный запрос входа',
      'redirect_uri: ожидается',
    );
    const frame = await provider.request(`/button_one_tap_auth?${frameQuery()}`, {
      headers: { Cookie: await signIn(provider) },
    });
    await expectRefusal(frame, 'Неверные параметры виджета', 'redirect_uri: ожидается');
  });
});
