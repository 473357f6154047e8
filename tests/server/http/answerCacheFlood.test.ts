/**
 * Finding 1 of issue 8: the public answer cache was keyed by the raw request (a 60 KB junk field made a new
 * key), counted only answer bytes and never dropped expired answers, so an anonymous flood grew the process
 * without end. The bound is checked on the cache's own structure (every key, answer, tag and entry), not on
 * process memory, so the test is deterministic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import {
  ANSWER_CACHE_MAX_BYTES,
  ANSWER_CACHE_MAX_ENTRIES,
  AnswerCache,
  answerCacheFootprint,
  entryCost,
  SWEEP_INTERVAL_MS,
} from '../../../server/http/answerCache.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL, config: { publicCacheSeconds: 5 } });
  api = createApi(server.deps);
});

afterAll(async () => {
  await server.database.close();
});

function partners(body: Record<string, unknown>): Promise<Response> {
  return Promise.resolve(
    api.request('/api/brands/offline-partners-list', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('the public answer cache under an anonymous flood (issue 8, finding 1)', () => {
  // 1 500 × 60 KB is 90 MB of keys, more than the whole 64 MiB bound: enough to fail the old cache on both counts.
  it(
    '1 500 list requests with distinct 60 KB junk fields leave one entry and stay within the fixed bound',
    { timeout: 120_000 },
    async () => {
      const junk = 'x'.repeat(60_000);
      for (let sent = 0; sent < 1_500; sent += 1) {
        const response = await partners({ cityCodeId: 1, categoryId: 0, junk: `${sent}${junk}` });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
      const footprint = answerCacheFootprint(server.deps);
      expect(footprint.entries).toBe(1);
      expect(footprint.bytes).toBeLessThanOrEqual(ANSWER_CACHE_MAX_BYTES);
      expect(footprint.entries).toBeLessThanOrEqual(ANSWER_CACHE_MAX_ENTRIES);
    },
  );

  it('unknown query parameters do not make new keys', async () => {
    const before = answerCacheFootprint(server.deps).entries;
    for (let sent = 0; sent < 50; sent += 1) {
      const response = await api.request(`/api/online-shops?cityCodeId=1&junk${sent}=${'y'.repeat(1000)}`);
      expect(response.status).toBe(200);
    }
    expect(answerCacheFootprint(server.deps).entries).toBe(before + 1);
  });

  it('drops expired answers instead of keeping them until the byte limit', async () => {
    for (let categoryId = 1; categoryId <= 5; categoryId += 1) {
      expect((await partners({ cityCodeId: 1, categoryId })).status).toBe(200);
    }
    expect(answerCacheFootprint(server.deps).entries).toBeGreaterThanOrEqual(5);
    server.clock.advance(server.deps.config.publicCacheSeconds * 1000 + 1);
    expect((await partners({ cityCodeId: 1, categoryId: 0 })).status).toBe(200);
    expect(answerCacheFootprint(server.deps).entries).toBe(1);
  });
});

describe('AnswerCache bounds (keys included)', () => {
  const answer = (size: number, expiresAt = 10_000) => ({
    bytes: new Uint8Array(size),
    etag: 'W/"tag"',
    contentType: 'application/json',
    expiresAt,
  });

  it('never holds more entries than its cap: the oldest go first', () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000, maxEntries: 10 });
    for (let index = 0; index < 100; index += 1) {
      cache.set(`key-${index}`, answer(10), 0);
    }
    expect(cache.footprint().entries).toBe(10);
    expect(cache.get('key-89', 0)).toBeUndefined();
    expect(cache.get('key-90', 0)).toBeDefined();
    expect(cache.get('key-99', 0)).toBeDefined();
  });

  it('keeps an answer read lately over older unread ones (least recently used out first)', () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000, maxEntries: 3 });
    cache.set('a', answer(10), 0);
    cache.set('b', answer(10), 0);
    cache.set('c', answer(10), 0);
    expect(cache.get('a', 0)).toBeDefined();
    cache.set('d', answer(10), 0);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('c', 0)).toBeDefined();
    expect(cache.get('d', 0)).toBeDefined();
  });

  it('charges long keys too and stays within its byte bound, whatever the mix', () => {
    const cache = new AnswerCache({ maxBytes: 50_000, maxEntries: 1_000 });
    const keys: string[] = [];
    for (let index = 0; index < 200; index += 1) {
      const key = `${index}-${'k'.repeat(index * 10)}`;
      keys.push(key);
      cache.set(key, answer(index), 0);
      expect(cache.footprint().bytes).toBeLessThanOrEqual(50_000);
    }
    // The charge is exactly the sum of what the surviving entries cost.
    const kept = keys.filter((key) => cache.get(key, 0) !== undefined);
    const charged = kept.reduce((sum, key) => sum + entryCost(key, answer(Number(key.split('-')[0]))), 0);
    expect(cache.footprint()).toEqual({ entries: kept.length, bytes: charged });
  });

  it('does not keep an answer that alone would take over a quarter of the cache', () => {
    const cache = new AnswerCache({ maxBytes: 4_000, maxEntries: 10 });
    cache.set('big', answer(2_000), 0);
    expect(cache.footprint()).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops expired answers on any touch, and never serves one', () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000, maxEntries: 100 });
    cache.set('a', answer(10, 1_000), 0);
    cache.set('b', answer(10, 1_000), 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.footprint()).toEqual({ entries: 0, bytes: 0 });
  });

  it('never serves an expired answer between two sweeps, and sweeps the rest once the interval has passed', () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000, maxEntries: 100 });
    cache.set('early', answer(10, 1_000), 0);
    cache.set('late', answer(10, 1_500), 0);
    cache.set('later', answer(10, 1_500), 0);
    expect(cache.get('early', 1_000)).toBeUndefined();
    expect(cache.footprint().entries).toBe(2);
    // 'late' expires half a second after the sweep at 1 000: it is refused when read, its neighbour waits for the next sweep.
    expect(cache.get('late', 1_500)).toBeUndefined();
    expect(cache.footprint().entries).toBe(1);
    cache.get('nothing', 1_000 + SWEEP_INTERVAL_MS);
    expect(cache.footprint()).toEqual({ entries: 0, bytes: 0 });
  });

  it('charges each compressed form it keeps, and evicts the oldest answers when the forms pass the bound', async () => {
    const json = new TextEncoder().encode(
      JSON.stringify(Array.from({ length: 60 }, (_, id) => ({ id, name: `Точка ${id}` }))),
    );
    const fresh = { bytes: json, etag: 'W/"json"', contentType: 'application/json', expiresAt: 10_000 };
    const roomy = new AnswerCache({ maxBytes: 1_000_000, maxEntries: 10 });
    roomy.set('fresh', fresh, 0);
    const base = roomy.footprint().bytes;
    const br = await roomy.encoded('fresh', fresh, 'br');
    expect(roomy.footprint().bytes).toBe(base + br.byteLength);
    expect(await roomy.encoded('fresh', fresh, 'br')).toBe(br);
    expect(roomy.footprint().bytes).toBe(base + br.byteLength);

    // Three older answers and this one fill the cache but for 10 bytes: its first compressed form must push one out.
    const freshCost = entryCost('fresh', fresh);
    const maxBytes = 4 * freshCost;
    const oldCost = Math.floor((maxBytes - freshCost - 10) / 3);
    const tight = new AnswerCache({ maxBytes, maxEntries: 10 });
    for (const key of ['old-0', 'old-1', 'old-2']) {
      tight.set(key, answer(oldCost - entryCost(key, answer(0))), 0);
    }
    tight.set('fresh', fresh, 0);
    expect(tight.footprint().entries).toBe(4);
    await tight.encoded('fresh', fresh, 'gzip');
    expect(tight.get('old-0', 0)).toBeUndefined();
    expect(tight.get('old-1', 0)).toBeDefined();
    expect(tight.get('fresh', 0)).toBe(fresh);
    expect(tight.footprint().bytes).toBeLessThanOrEqual(maxBytes);
  });
});
