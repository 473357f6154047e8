/**
 * Issue 12: the public answers are served as stored compressed bytes. The answer cache keeps the brotli and
 * gzip forms it made once beside the JSON, charges them to its 64 MiB bound, and sends the form the client
 * accepts (br over gzip over identity) with `Vary: Accept-Encoding`.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { createApi } from '../../../server/app.ts';
import { AnswerCache, answerCacheFootprint, type CachedAnswer } from '../../../server/http/answerCache.ts';
import type * as compression from '../../../server/http/compression.ts';
import { compress } from '../../../server/http/compression.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { cityIdByName, OPEN_TIMEOUT_MS } from '../routes/publicFixtures.ts';
import { createCity } from '../signedIn.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

// The real compressor, watched: the tests count how often the answers are compressed.
vi.mock('../../../server/http/compression.ts', async (importOriginal) => {
  const real = await importOriginal<typeof compression>();
  return { ...real, compress: vi.fn(real.compress) };
});

let server: TestServer;
let api: ReturnType<typeof createApi>;
/** The deps of this test's API: a new object each test, so each test starts on an empty answer cache. */
let deps: TestServer['deps'];
let moscow: number;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL, config: { publicCacheSeconds: 5 } });
  await seedDatabase(server.deps.db);
  moscow = await cityIdByName(server.deps.db, 'Москва');
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await server.database.close();
});

beforeEach(() => {
  // Every test starts on an empty answer cache (caches are per deps), so the first request of each builds its answer.
  deps = { ...server.deps };
  api = createApi(deps);
  vi.mocked(compress).mockClear();
});

function outletList(acceptEncoding: string | null, extra: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
  if (acceptEncoding !== null) {
    headers['accept-encoding'] = acceptEncoding;
  }
  return Promise.resolve(
    api.request('/api/sales-units/public-list', {
      method: 'POST',
      headers,
      body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: moscow }),
    }),
  );
}

async function decoded(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength);
  const encoding = response.headers.get('Content-Encoding');
  if (encoding === 'br') {
    return brotliDecompressSync(bytes).toString('utf8');
  }
  if (encoding === 'gzip') {
    return gunzipSync(bytes).toString('utf8');
  }
  expect(encoding).toBeNull();
  return new TextDecoder().decode(bytes);
}

describe('public answers served as stored compressed bytes (issue 12)', () => {
  it('one cached answer asked for with br, gzip and identity decodes to the same JSON, each with its own length and the same validator', async () => {
    const plain = await outletList(null);
    const json = await decoded(plain);
    expect(JSON.parse(json)).toBeInstanceOf(Array);
    const etag = plain.headers.get('ETag');

    const br = await outletList('gzip, deflate, br');
    const gzip = await outletList('gzip, deflate');
    const identity = await outletList('identity');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    for (const response of [plain, br, gzip, identity]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('Vary')).toContain('Accept-Encoding');
      expect(response.headers.get('ETag')).toBe(etag);
    }
    expect(await decoded(br)).toBe(json);
    expect(await decoded(gzip)).toBe(json);
    expect(await decoded(identity)).toBe(json);
  });

  it('compresses an answer once per encoding: later requests send the stored bytes', async () => {
    const first = new Uint8Array(await (await outletList('br')).arrayBuffer());
    const again = new Uint8Array(await (await outletList('gzip, br')).arrayBuffer());
    expect(again).toEqual(first);
    expect(vi.mocked(compress)).toHaveBeenCalledTimes(1);
    await (await outletList('gzip')).arrayBuffer();
    await (await outletList('gzip')).arrayBuffer();
    expect(vi.mocked(compress)).toHaveBeenCalledTimes(2);
  });

  it('an answer rebuilt after the revalidation time with the very same bytes keeps its compressed forms', async () => {
    const first = await outletList('br');
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    server.clock.advance(deps.config.publicCacheSeconds * 1000 + 1);
    const rebuilt = await outletList('br');
    expect(new Uint8Array(await rebuilt.arrayBuffer())).toEqual(firstBytes);
    expect(rebuilt.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(vi.mocked(compress)).toHaveBeenCalledTimes(1);
  });

  it('requests arriving together while the first compression runs share it', async () => {
    await (await outletList(null)).arrayBuffer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => outletList('br')));
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(vi.mocked(compress)).toHaveBeenCalledTimes(1);
  });

  it('revalidation still answers 304 without a body, whatever encoding is accepted', async () => {
    const etag = (await outletList('br')).headers.get('ETag')!;
    for (const accepted of ['br', 'gzip', 'identity']) {
      const again = await outletList(accepted, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('charges the compressed forms to the cache bound', async () => {
    await (await outletList(null)).arrayBuffer();
    const before = answerCacheFootprint(deps);
    const br = new Uint8Array(await (await outletList('br')).arrayBuffer());
    const afterBr = answerCacheFootprint(deps);
    expect(afterBr.entries).toBe(before.entries);
    expect(afterBr.bytes - before.bytes).toBe(br.byteLength);
    const gzip = new Uint8Array(await (await outletList('gzip')).arrayBuffer());
    expect(answerCacheFootprint(deps).bytes - afterBr.bytes).toBe(gzip.byteLength);
  });

  it('sends small answers as they are: compressing them does not pay', async () => {
    // A new city's outlet list is '[]' whatever else a shared database holds.
    const empty = await createCity(deps);
    const response = await Promise.resolve(
      api.request('/api/sales-units/public-list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
        body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: empty }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(vi.mocked(compress)).not.toHaveBeenCalled();
  });
});

describe('the compressed forms of a rebuilt answer', () => {
  const json = (text: string): Uint8Array => new TextEncoder().encode(text);
  const answer = (bytes: Uint8Array, expiresAt: number): CachedAnswer => ({
    bytes,
    etag: `W/"${new TextDecoder().decode(bytes).length}"`,
    contentType: 'application/json',
    expiresAt,
  });

  it('are made again when the rebuilt answer differs, even under the same validator', async () => {
    const cache = new AnswerCache();
    const old = answer(json(`[${'1,'.repeat(700)}1]`), 5000);
    cache.set('k', old, 0);
    const oldBr = await cache.encoded('k', old, 'br');
    expect(cache.get('k', 5000)).toBeUndefined();
    const changed = answer(json(`[${'2,'.repeat(700)}2]`), 10_000);
    expect(changed.etag).toBe(old.etag);
    cache.set('k', changed, 5000);
    const changedBr = await cache.encoded('k', changed, 'br');
    expect(changedBr).not.toEqual(oldBr);
    expect(vi.mocked(compress)).toHaveBeenCalledTimes(2);
  });

  it('are carried over and charged once when the rebuilt bytes are the same', async () => {
    const cache = new AnswerCache();
    const bytes = json(`[${'3,'.repeat(700)}3]`);
    const old = answer(bytes, 5000);
    cache.set('k', old, 0);
    const oldBr = await cache.encoded('k', old, 'br');
    const charged = cache.footprint().bytes;
    expect(cache.get('k', 5000)).toBeUndefined();
    const same = answer(bytes.slice(), 10_000);
    cache.set('k', same, 5000);
    expect(cache.footprint().bytes).toBe(charged);
    expect(await cache.encoded('k', same, 'br')).toBe(oldBr);
    expect(vi.mocked(compress)).toHaveBeenCalledTimes(1);
  });
});
