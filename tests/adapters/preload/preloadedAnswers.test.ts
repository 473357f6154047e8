import { describe, expect, it, vi } from 'vitest';
import { preloadedApi } from '../../../adapters/preload/preloadedApi.ts';
import { recordingApi } from '../../../adapters/preload/recordingApi.ts';
import { ApiError } from '../../../core/errors.ts';
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

/** The API's refusal of a brand that does not exist, with what the server must never hand to a page. */
function missingBrand(): ApiError {
  return new ApiError('NOT_FOUND', 404, { cause: new Error('select … from brands'), details: { table: 'brands' } });
}

/** An API that does not know brand 999999. */
function apiWithoutBrand() {
  const api = spyApi();
  api.brand.mockImplementation(async (id: number) => {
    if (id === 999999) {
      throw missingBrand();
    }
    return { id, name: `Бренд ${id}` };
  });
  return api;
}

/** The page's data as the browser reads it: through JSON, as the server wrote it into the HTML. */
function throughThePage<T>(data: T): T {
  return JSON.parse(JSON.stringify(data)) as T;
}

describe('a server render reads through the recording API', () => {
  it('keeps the answer of every public read, keyed by call and arguments', async () => {
    const recording = recordingApi(spyApi());
    await recording.api.activeCities({ countryCodeId: 1 });
    await recording.api.brand(5);
    expect(Object.values(recording.recorded())).toEqual([
      { kind: 'answer', value: [MOSCOW] },
      { kind: 'answer', value: { id: 5, name: 'Бренд 5' } },
    ]);
  });

  it('keeps the API’s refusal of a read as its status and code only: no stack, cause or details of the server', async () => {
    const recording = recordingApi(apiWithoutBrand());
    await expect(recording.api.brand(999999)).rejects.toEqual(missingBrand());
    expect(Object.values(recording.recorded())).toEqual([{ kind: 'refusal', status: 404, code: 'NOT_FOUND' }]);
    expect(throughThePage(recording.recorded())).toEqual(recording.recorded());
  });

  it('keeps no failure that is not the API’s refusal', async () => {
    const api = spyApi();
    api.brand.mockRejectedValue(new TypeError('fetch failed'));
    const recording = recordingApi(api);
    await expect(recording.api.brand(5)).rejects.toThrow('fetch failed');
    expect(recording.recorded()).toEqual({});
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

  it('replays a refusal the server met, once, as the same ApiError, without a request: a missing entity is not read again', async () => {
    const server = recordingApi(apiWithoutBrand());
    await server.api.brand(999999).catch(() => {});
    const browserApi = apiWithoutBrand();
    const api = preloadedApi(browserApi, throughThePage(server.recorded()));
    const replayed = await api.brand(999999).catch((error: unknown) => error);
    expect(replayed).toBeInstanceOf(ApiError);
    expect(replayed).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(browserApi.brand).not.toHaveBeenCalled();

    await expect(api.brand(999999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(browserApi.brand).toHaveBeenCalledTimes(1);
  });
});
