import { describe, expect, it, vi } from 'vitest';
import { preloadedApi } from '../../../adapters/preload/preloadedApi.ts';
import { recordingApi } from '../../../adapters/preload/recordingApi.ts';
import type { ApiPort } from '../../../core/ports/index.ts';

const MOSCOW = { id: 1, name: 'Москва' };

/** An API whose every call is a spy; the reads answer fixed values. */
function spyApi() {
  return {
    activeCities: vi.fn(async () => [MOSCOW]),
    brand: vi.fn(async (id: number) => ({ id, name: `Бренд ${id}` })),
    getTenantProfile: vi.fn(async () => ({ id: 7 })),
  } as unknown as ApiPort & Record<'activeCities' | 'brand' | 'getTenantProfile', ReturnType<typeof vi.fn>>;
}

describe('a server render reads through the recording API', () => {
  it('keeps the answer of every public read, keyed by call and arguments', async () => {
    const recording = recordingApi(spyApi());
    await recording.api.activeCities({ countryCodeId: 1 });
    await recording.api.brand(5);
    expect(Object.values(recording.recorded())).toEqual([[MOSCOW], { id: 5, name: 'Бренд 5' }]);
  });

  it('refuses a signed-in call: a server-rendered page belongs to no shopper', async () => {
    const api = spyApi();
    const recording = recordingApi(api);
    await expect(recording.api.getTenantProfile(7)).rejects.toThrow(/public reads only/);
    expect(api.getTenantProfile).not.toHaveBeenCalled();
    expect(recording.recorded()).toEqual({});
  });
});

describe('the browser answers the first reads from the rendered page', () => {
  it('answers a read the server made from the page data, without a request', async () => {
    const server = recordingApi(spyApi());
    await server.api.brand(5);
    const browserApi = spyApi();
    const api = preloadedApi(browserApi, server.recorded());
    await expect(api.brand(5)).resolves.toEqual({ id: 5, name: 'Бренд 5' });
    expect(browserApi.brand).not.toHaveBeenCalled();
  });

  it('answers each preloaded read once: a later read asks the API for fresh data', async () => {
    const server = recordingApi(spyApi());
    await server.api.brand(5);
    const browserApi = spyApi();
    const api = preloadedApi(browserApi, server.recorded());
    await api.brand(5);
    await api.brand(5);
    expect(browserApi.brand).toHaveBeenCalledTimes(1);
  });

  it('sends a read with other arguments, and every signed-in call, to the API', async () => {
    const server = recordingApi(spyApi());
    await server.api.brand(5);
    const browserApi = spyApi();
    const api = preloadedApi(browserApi, server.recorded());
    await api.brand(6);
    await api.getTenantProfile(7);
    expect(browserApi.brand).toHaveBeenCalledWith(6);
    expect(browserApi.getTenantProfile).toHaveBeenCalledWith(7);
  });
});
