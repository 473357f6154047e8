import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../server/deps.ts';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, publicCache, strongEtag, weakEtag } from '../../../server/http/cache.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../../../server/http/compression.ts';

const encoder = new TextEncoder();

describe('ETags', () => {
  it('are the same for the same bytes and differ for other bytes; weak ones are marked W/', () => {
    const a = encoder.encode('[1,2,3]');
    expect(weakEtag(a)).toBe(weakEtag(encoder.encode('[1,2,3]')));
    expect(weakEtag(a)).not.toBe(weakEtag(encoder.encode('[1,2,4]')));
    expect(weakEtag(a)).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(strongEtag(a)).toBe(weakEtag(a).slice(2));
  });
});

describe('ifNoneMatchHits (weak comparison)', () => {
  it('matches the tag itself, its weak or strong twin, a listed tag and *', () => {
    expect(ifNoneMatchHits('W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x", W/"abc" , "y"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('*', '"abc"')).toBe(true);
  });

  it('does not match a missing header, another tag, or a tag that only contains this one', () => {
    expect(ifNoneMatchHits(undefined, '"abc"')).toBe(false);
    expect(ifNoneMatchHits('', '"abc"')).toBe(false);
    expect(ifNoneMatchHits('"abcd"', '"abc"')).toBe(false);
    expect(ifNoneMatchHits('abc', '"abc"')).toBe(false);
  });
});

describe('publicCache middleware', () => {
  const big = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Точка ${i}` }));
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.get('/big', publicCache(), (c) => c.json(big));
  app.get('/small', publicCache({ maxAgeSeconds: 5 }), (c) => c.json([1]));
  app.post('/list', publicCache(), (c) => c.json(big));
  app.get('/missing', publicCache(), (c) => c.json({ message: 'NOT_FOUND' }, 404));

  it('sends a weak ETag and public caching in place of no-store, keeping the other headers', async () => {
    const response = await app.request('/small');
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBe(weakEtag(encoder.encode('[1]')));
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=5');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual([1]);
  });

  it('answers 304 without a body to a matching If-None-Match, on GET and on the POST lists', async () => {
    for (const method of ['GET', 'POST']) {
      const path = method === 'GET' ? '/big' : '/list';
      const first = await app.request(path, { method });
      const etag = first.headers.get('ETag')!;
      const again = await app.request(path, { method, headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Cache-Control')).toBe('public, max-age=60');
    }
  });

  it('compresses bodies from 1 KB with brotli or gzip as accepted, the same bytes once decompressed', async () => {
    const plain = await app.request('/big');
    const text = await plain.text();
    expect(encoder.encode(text).byteLength).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');

    const br = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const brBytes = new Uint8Array(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(text.length);
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.byteLength);
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(text);
    expect(br.headers.get('ETag')).toBe(plain.headers.get('ETag'));

    const gz = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString('utf8')).toBe(text);
  });

  it('leaves small bodies uncompressed and error answers untouched', async () => {
    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    const missing = await app.request('/missing', { headers: { 'If-None-Match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('publicCache with the answer cache on', () => {
  /** An app whose requests carry a server's settings with a 5 s answer cache (a fresh cache per app). */
  function cachingApp(): Hono {
    const app = new Hono();
    const deps = { config: { publicCacheSeconds: 5 }, clock: { now: () => 0 } } as unknown as ServerDeps;
    app.use('*', async (c, next) => {
      c.set('deps' as never, deps as never);
      await next();
    });
    return app;
  }

  it('requests arriving together while an answer is built wait for that build instead of each building it', async () => {
    let builds = 0;
    const app = cachingApp();
    app.get('/slow', publicCache(), async (c) => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return c.json(Array.from({ length: 200 }, (_, id) => ({ id })));
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.request('/slow', { headers: { 'Accept-Encoding': 'br' } })),
    );
    expect(builds).toBe(1);
    const bodies = await Promise.all(
      answers.map(async (answer) => brotliDecompressSync(new Uint8Array(await answer.arrayBuffer())).toString('utf8')),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });

  it('a request that waited on a failed build builds its own answer', async () => {
    let calls = 0;
    const app = cachingApp();
    app.get('/flaky', publicCache(), async (c) => {
      calls += 1;
      const call = calls;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return call === 1 ? c.json({ message: 'UNAVAILABLE' }, 503) : c.json([call]);
    });
    const [first, second] = await Promise.all([app.request('/flaky'), app.request('/flaky')]);
    expect(first.status).toBe(503);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual([2]);
  });
});
