import { describe, expect, it } from 'vitest';
import {
  bodyData,
  frameQuery,
  REDIRECT_URI,
  signedInFrame,
  TEST_SITES,
  testProvider,
  type TestProvider,
} from './testProvider.ts';

function setScenario(provider: ReturnType<typeof testProvider>, appId: string, body: unknown): Promise<Response> {
  return provider.request(`/__test/apps/${appId}/scenario`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('test controls: /__test/apps/:appId/scenario', () => {
  it("reads and switches an app's scenario, and the frame follows it", async () => {
    const provider = testProvider();
    expect(await (await provider.request('/__test/apps/51000001/scenario')).json()).toEqual({
      app_id: '51000001',
      scenario: 'session',
    });
    const response = await setScenario(provider, '51000001', { scenario: 'no_session' });
    expect(await response.json()).toEqual({ app_id: '51000001', scenario: 'no_session' });
    expect(await (await provider.request('/__test/apps/51000001/scenario')).json()).toEqual({
      app_id: '51000001',
      scenario: 'no_session',
    });
    const html = await (await provider.request(`/button_one_tap_auth?${frameQuery()}`)).text();
    expect(bodyData(html, 'mode')).toBe('no_session');
  });

  it('a scenario set for an unknown app id makes the app known, still without a registered site', async () => {
    const provider = testProvider();
    expect(await (await provider.request(`/button_one_tap_auth?${frameQuery({ app_id: '123' })}`)).text()).toContain(
      'app_id: ожидается',
    );
    await setScenario(provider, '123', { scenario: 'error' });
    expect(await (await provider.request('/__test/apps/123/scenario')).json()).toEqual({
      app_id: '123',
      scenario: 'error',
    });
    const refused = await provider.request(`/button_one_tap_auth?${frameQuery({ app_id: '123' })}`);
    expect(refused.status).toBe(400);
    const problems = await refused.text();
    expect(problems).not.toContain('app_id: ожидается');
    expect(problems).toContain('redirect_uri: ожидается адрес возврата, зарегистрированный для приложения');
  });

  it('an app id given both a scenario and a site runs that scenario', async () => {
    const provider = testProvider({ sites: [...TEST_SITES, { appIds: ['123'], redirectUris: [REDIRECT_URI] }] });
    await setScenario(provider, '123', { scenario: 'error' });
    const html = await (await provider.request(`/button_one_tap_auth?${frameQuery({ app_id: '123' })}`)).text();
    expect(bodyData(html, 'mode')).toBe('error');
  });

  it('refuses an unknown scenario or a malformed app id', async () => {
    const provider = testProvider();
    expect((await setScenario(provider, '51000001', { scenario: 'sleepy' })).status).toBe(400);
    expect((await setScenario(provider, '51000001', 'session')).status).toBe(400);
    expect((await setScenario(provider, 'app', { scenario: 'session' })).status).toBe(400);
    expect((await provider.request('/__test/apps/01/scenario')).status).toBe(400);
  });

  it('takes scenarios from its options (the ID_PROVIDER_SCENARIOS map)', async () => {
    const provider = testProvider({
      scenarios: [
        ['51000001', 'slow'],
        ['777', 'no_session'],
      ],
      sites: [...TEST_SITES, { appIds: ['777'], redirectUris: [REDIRECT_URI] }],
    });
    expect(bodyData(await (await signedInFrame(provider)).text(), 'mode')).toBe('silent');
    expect(
      bodyData(await (await provider.request(`/button_one_tap_auth?${frameQuery({ app_id: '777' })}`)).text(), 'mode'),
    ).toBe('no_session');
  });

  it('does not exist when test controls are off', async () => {
    const provider = testProvider({ testControls: false });
    expect((await setScenario(provider, '51000001', { scenario: 'error' })).status).toBe(404);
    expect((await provider.request('/__test/stats')).status).toBe(404);
    expect((await provider.request('/__test/stats', { method: 'DELETE' })).status).toBe(404);
  });
});

describe("test controls answer only loopback names and the provider's own host (issue 30 §2: DNS rebinding)", () => {
  /** The request as a page whose name was rebound to 127.0.0.1 sends it: the provider's address, the page's Host. */
  function withHost(provider: TestProvider, path: string, host: string, init: RequestInit = {}): Promise<Response> {
    return provider.request(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), host },
    });
  }

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(421);
    expect(await response.json()).toEqual({ message: 'DEV_HOST_NOT_LOCAL' });
  }

  it('a scenario switch, read or statistics call naming a foreign Host gets 421 and changes nothing', async () => {
    const provider = testProvider();
    const put = {
      method: 'PUT',
      body: JSON.stringify({ scenario: 'error' }),
      headers: { 'Content-Type': 'application/json' },
    };
    await expectRefused(await withHost(provider, '/__test/apps/51000001/scenario', 'evil.example', put));
    await expectRefused(await withHost(provider, '/__test/apps/51000001/scenario', 'evil.example:3100'));
    await expectRefused(await withHost(provider, '/__test/stats', 'evil.example'));
    await expectRefused(await withHost(provider, '/__test/stats', 'evil.example', { method: 'DELETE' }));
    expect(await (await provider.request('/__test/apps/51000001/scenario')).json()).toEqual({
      app_id: '51000001',
      scenario: 'session',
    });
  });

  it.each(['id.localhost:3100', '127.0.0.1:3100', 'localhost:3100', '[::1]:3100'])(
    'Host %s is served',
    async (host) => {
      const provider = testProvider();
      const put = {
        method: 'PUT',
        body: JSON.stringify({ scenario: 'error' }),
        headers: { 'Content-Type': 'application/json' },
      };
      expect((await withHost(provider, '/__test/apps/51000001/scenario', host, put)).status).toBe(200);
      expect((await withHost(provider, '/__test/stats', host)).status).toBe(200);
    },
  );

  it("the provider's configured origin is served, whatever its name", async () => {
    const provider = testProvider({ origin: 'https://id.rjadom.example' });
    expect((await withHost(provider, '/__test/stats', 'id.rjadom.example')).status).toBe(200);
    await expectRefused(await withHost(provider, '/__test/stats', 'evil.example'));
  });

  it("a page's ?scenario= is a test control too: 421 under a foreign Host, honoured under a loopback one", async () => {
    const provider = testProvider();
    const path = `/button_one_tap_auth?${frameQuery()}&scenario=error`;
    await expectRefused(await withHost(provider, path, 'evil.example'));
    expect(bodyData(await (await withHost(provider, path, '127.0.0.1:3100')).text(), 'mode')).toBe('error');
    // Without the parameter the page itself is the provider's ordinary page, whatever the Host.
    expect((await withHost(provider, `/button_one_tap_auth?${frameQuery()}`, 'evil.example')).status).toBe(200);
  });
});
