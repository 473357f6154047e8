import { describe, expect, it } from 'vitest';
import { SITE, testProvider, type TestProvider } from './testProvider.ts';

const EVENT = {
  id: 123,
  prev_event_id: 0,
  prev_nav_id: 0,
  timestamp: '1700000000000000',
  url: `${SITE}/`,
  screen: 'nowhere',
  type: 'type_action',
  type_action: {
    type: 'type_registration_item',
    type_registration_item: { event_type: 'vk_button_show', fields: [{ name: 'sdk_type', value: 'vkid' }] },
  },
};

function send(
  provider: TestProvider,
  appId: string,
  body: Record<string, string>,
  headers: Record<string, string> = { Origin: SITE },
): Promise<Response> {
  return provider.request(`/stat_events_vkid_sdk?app_id=${appId}&v=5.207`, {
    method: 'POST',
    body: new URLSearchParams(body),
    headers,
  });
}

async function kept(
  provider: TestProvider,
  appId?: string,
): Promise<{ batches: Record<string, unknown>[]; events: unknown[] }> {
  const query = appId === undefined ? '' : `?app_id=${appId}`;
  return (await (await provider.request(`/__test/stats${query}`)).json()) as {
    batches: Record<string, unknown>[];
    events: unknown[];
  };
}

describe('statistics: POST /stat_events_vkid_sdk', () => {
  it('answers {"response":1} with the Origin echoed and credentials allowed, and keeps the parsed batch', async () => {
    const provider = testProvider();
    const response = await send(
      provider,
      '51000001',
      { events: JSON.stringify([EVENT, { ...EVENT, id: 124 }]), sak_version: '2.1.0' },
      { Origin: SITE, Cookie: 'idp_session=x' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ response: 1 });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toContain('Origin');
    const { batches, events } = await kept(provider);
    expect(batches).toEqual([
      {
        received_at: provider.clock.now(),
        origin: SITE,
        app_id: '51000001',
        v: '5.207',
        sak_version: '2.1.0',
        with_cookies: true,
        events: [EVENT, { ...EVENT, id: 124 }],
      },
    ]);
    expect(events).toHaveLength(2);
  });

  it('answers the CORS preflight for its origin', async () => {
    const provider = testProvider();
    const preflight = await provider.request('/stat_events_vkid_sdk?app_id=51000001&v=5.207', {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });

  it('refuses a batch it cannot read and keeps nothing of it', async () => {
    const provider = testProvider();
    for (const [appId, body] of [
      ['51000001', { events: 'not json' }],
      ['51000001', { events: '{"id":1}' }],
      ['51000001', { sak_version: '2.1.0' }],
      ['abc', { events: '[]' }],
    ] as const) {
      const response = await send(provider, appId, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { error_code: 100 } });
    }
    const noVersion = await provider.request('/stat_events_vkid_sdk?app_id=51000001', {
      method: 'POST',
      body: new URLSearchParams({ events: '[]' }),
    });
    expect(noVersion.status).toBe(400);
    expect((await kept(provider)).batches).toEqual([]);
  });

  it('keeps only the last batches, reads them per app and clears them', async () => {
    const provider = testProvider({ maxStatsBatches: 3 });
    for (let i = 0; i < 5; i++) {
      await send(provider, i % 2 === 0 ? '51000001' : '51000002', {
        events: JSON.stringify([{ ...EVENT, id: i }]),
        sak_version: '2.1.0',
      });
    }
    expect((await kept(provider)).events.map((event) => (event as { id: number }).id)).toEqual([2, 3, 4]);
    expect((await kept(provider, '51000002')).events.map((event) => (event as { id: number }).id)).toEqual([3]);
    expect((await provider.request('/__test/stats?app_id=51000002', { method: 'DELETE' })).status).toBe(204);
    expect((await kept(provider)).events.map((event) => (event as { id: number }).id)).toEqual([2, 4]);
    await provider.request('/__test/stats', { method: 'DELETE' });
    expect((await kept(provider)).batches).toEqual([]);
  });

  it('slow_stats: keeps the batch at once but answers only after the delay', async () => {
    const provider = testProvider({ slowStatsDelayMs: 300 });
    const started = performance.now();
    const answer = send(provider, '51000006', { events: JSON.stringify([EVENT]), sak_version: '2.1.0' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await kept(provider, '51000006')).batches).toHaveLength(1);
    const response = await answer;
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    const quick = performance.now();
    await send(provider, '51000001', { events: '[]' });
    expect(performance.now() - quick).toBeLessThan(290);
  });
});
