import { describe, expect, it } from 'vitest';
import { bodyData, frameQuery, REDIRECT_URI, signedInFrame, TEST_SITES, testProvider } from './testProvider.ts';

function setScenario(provider: ReturnType<typeof testProvider>, appId: string, body: unknown): Promise<Response> {
  return provider.request(`/__test/apps/${appId}/scenario`, { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
}

describe('test controls: /__test/apps/:appId/scenario', () => {
  it('reads and switches an app\'s scenario, and the frame follows it', async () => {
    const provider = testProvider();
    expect(await (await provider.request('/__test/apps/51000001/scenario')).json()).toEqual({ app_id: '51000001', scenario: 'session' });
    const response = await setScenario(provider, '51000001', { scenario: 'no_session' });
    expect(await response.json()).toEqual({ app_id: '51000001', scenario: 'no_session' });
    expect(await (await provider.request('/__test/apps/51000001/scenario')).json()).toEqual({ app_id: '51000001', scenario: 'no_session' });
    const html = await (await provider.request(`/button_one_tap_auth?${frameQuery()}`)).text();
    expect(bodyData(html, 'mode')).toBe('no_session');
  });

  it('a scenario set for an unknown app id makes the app known, still without a registered site', async () => {
    const provider = testProvider();
    expect(await (await provider.request(`/button_one_tap_auth?${frameQuery({ app_id: '123' })}`)).text()).toContain('app_id: ожидается');
    await setScenario(provider, '123', { scenario: 'error' });
    expect(await (await provider.request('/__test/apps/123/scenario')).json()).toEqual({ app_id: '123', scenario: 'error' });
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
    const provider = testProvider({ scenarios: [['51000001', 'slow'], ['777', 'no_session']], sites: [...TEST_SITES, { appIds: ['777'], redirectUris: [REDIRECT_URI] }] });
    expect(bodyData(await (await signedInFrame(provider)).text(), 'mode')).toBe('silent');
    expect(bodyData(await (await provider.request(`/button_one_tap_auth?${frameQuery({ app_id: '777' })}`)).text(), 'mode')).toBe('no_session');
  });

  it('does not exist when test controls are off', async () => {
    const provider = testProvider({ testControls: false });
    expect((await setScenario(provider, '51000001', { scenario: 'error' })).status).toBe(404);
    expect((await provider.request('/__test/stats')).status).toBe(404);
    expect((await provider.request('/__test/stats', { method: 'DELETE' })).status).toBe(404);
  });
});
