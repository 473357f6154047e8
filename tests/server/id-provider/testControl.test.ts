import { describe, expect, it } from 'vitest';
import { bodyData, frameQuery, testProvider } from './testProvider.ts';

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

  it('a scenario set for an unknown app id registers that app', async () => {
    const provider = testProvider();
    expect((await provider.request(`/button_one_tap_auth?${frameQuery({ app_id: '123' })}`)).status).toBe(400);
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
    const provider = testProvider({ scenarios: [['51000001', 'slow'], ['777', 'no_session']] });
    expect(bodyData(await (await provider.request(`/button_one_tap_auth?${frameQuery()}`)).text(), 'mode')).toBe('silent');
    expect(bodyData(await (await provider.request(`/button_one_tap_auth?${frameQuery({ app_id: '777' })}`)).text(), 'mode')).toBe('no_session');
  });

  it('does not exist when test controls are off', async () => {
    const provider = testProvider({ testControls: false });
    expect((await setScenario(provider, '51000001', { scenario: 'error' })).status).toBe(404);
    expect((await provider.request('/__test/stats')).status).toBe(404);
    expect((await provider.request('/__test/stats', { method: 'DELETE' })).status).toBe(404);
  });
});
