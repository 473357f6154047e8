/**
 * Issue 23, public pages from a cache: a page is rendered once per address and city, then sent from memory with a
 * strong ETag (304 on revalidation) and the caching headers of what it depends on, until the content changes or
 * PAGE_CACHE_SECONDS pass. Against the whole server (startServer) with a fake render that counts itself.
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cities } from '../../../server/db/schema.ts';
import type { RunningServer } from '../../../server/main.ts';
import { ManualClock } from '../testServer.ts';
import { eventually, fakeBuild, fakeRenders, rawGet, startPageServer, type RawAnswer } from './pageCacheSupport.ts';

const clock = new ManualClock(Date.now());
const build = fakeBuild();
const renders = fakeRenders();
let running: RunningServer;
let cityA: number;
let cityB: number;

beforeAll(async () => {
  running = await startPageServer(build.dir, clock, { PUBLIC_CACHE_SECONDS: '5' });
  const [a, b] = await running.deps.db
    .insert(cities)
    .values([
      { name: `Кэшев-${randomUUID()}`, latitude: 55, longitude: 37 },
      { name: `Страницево-${randomUUID()}`, latitude: 56, longitude: 38 },
    ])
    .returning({ id: cities.id });
  cityA = a!.id;
  cityB = b!.id;
}, 60_000);

afterAll(async () => {
  await running.close();
  build.remove();
});

beforeEach(() => {
  renders.delayMs = 0;
});

const get = (path: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  rawGet(running.port, path, headers);
const text = (answer: RawAnswer): string => {
  const encoding = answer.headers['content-encoding'];
  const bytes =
    encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return bytes.toString('utf8');
};
/** A page path no other test asks for, so each test starts from an empty cache entry. */
const fresh = (): string => `/page-${randomUUID().slice(0, 8)}`;

describe('a page the same for every anonymous shopper', () => {
  it('is rendered once, then sent from the cache with the very same bytes and a strong ETag', async () => {
    const path = fresh();
    const before = renders.renders;
    const first = await get(path, { Cookie: `city_id=${cityA}` });
    const second = await get(path, { Cookie: `city_id=${cityA}` });
    expect(first.status).toBe(200);
    expect(renders.renders - before).toBe(1);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(text(first)).toContain(`<h1>Страница ${path}</h1>`);
  });

  it('is answered from the socket once cached with the headers the site gave it, security headers included', async () => {
    const path = fresh();
    const first = await get(path, { 'Accept-Encoding': 'br', Cookie: `city_id=${cityA}` });
    const second = await get(path, { 'Accept-Encoding': 'br', Cookie: `city_id=${cityA}` });
    const kept = (headers: RawAnswer['headers']) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !['date', 'x-page-cache', 'connection', 'keep-alive', 'x-request-id'].includes(name),
        ),
      );
    expect(kept(second.headers)).toEqual(kept(first.headers));
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('answers 304 to If-None-Match with the tag of the representation, in each encoding', async () => {
    const path = fresh();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const page = await get(path, { 'Accept-Encoding': acceptEncoding });
      expect(page.status).toBe(200);
      const tag = String(page.headers.etag);
      expect(tag.startsWith('W/')).toBe(false);
      const again = await get(path, { 'Accept-Encoding': acceptEncoding, 'If-None-Match': tag });
      expect(again.status).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect(again.headers.etag).toBe(tag);
    }
    const [br, gzip, identity] = await Promise.all(
      ['br', 'gzip', 'identity'].map((encoding) => get(path, { 'Accept-Encoding': encoding })),
    );
    expect(br!.headers['content-encoding']).toBe('br');
    expect(gzip!.headers['content-encoding']).toBe('gzip');
    expect(identity!.headers['content-encoding']).toBeUndefined();
    expect(new Set([br!.headers.etag, gzip!.headers.etag, identity!.headers.etag]).size).toBe(3);
    expect(text(br!)).toBe(text(identity!));
    expect(text(gzip!)).toBe(text(identity!));
    // An old representation's tag is not this one's.
    expect((await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': String(identity!.headers.etag) })).status).toBe(
      200,
    );
  });

  it('is one page for the same query in another order, with a repeat, or with campaign parameters; the render gets the one spelling', async () => {
    const path = fresh();
    const before = renders.renders;
    const pages = [
      await get(`${path}?category=3&q=чай`),
      await get(`${path}?q=чай&category=3`),
      await get(`${path}?category=1&q=чай&category=3&utm_source=push&utm_campaign=may&yclid=123456&gclid=x&fbclid=y`),
    ];
    expect(renders.renders - before).toBe(1);
    expect(renders.hrefs.at(-1)).toBe(`${path}?category=3&q=%D1%87%D0%B0%D0%B9`);
    expect(pages.map((page) => page.headers['x-page-cache'])).toEqual(['miss', 'hit', 'hit']);
  });

  it('is keyed by the city: the cookie’s city and the address’s city are pages of their own', async () => {
    const path = fresh();
    const inA = await get(path, { Cookie: `city_id=${cityA}` });
    const inB = await get(path, { Cookie: `city_id=${cityB}` });
    expect(text(inA)).toContain(`<p id="stored-city">${cityA}</p>`);
    expect(text(inB)).toContain(`<p id="stored-city">${cityB}</p>`);
    // The address names A: the cookie no longer matters, and the render never sees the shopper's other cookies.
    const before = renders.renders;
    const named = await get(`${path}?current_city_id=${cityA}`, {
      Cookie: `city_id=${cityB}; accessToken=secret-access; user=%7B%22firstName%22%3A%22%D0%95%D0%B2%D0%B0%22%7D`,
    });
    const namedAgain = await get(`${path}?current_city_id=${cityA}`);
    expect(renders.renders - before).toBe(1);
    expect(namedAgain.headers['x-page-cache']).toBe('hit');
    expect(namedAgain.body.equals(named.body)).toBe(true);
    expect(text(named)).not.toContain('secret-access');
  });

  it('says what it depends on: keyed by the address alone it may sit in a CDN; by the cookie too, a CDN keeps it per Cookie (issue 32 §2)', async () => {
    const shared = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
    const path = fresh();
    const byAddress = await get(`${path}?current_city_id=${cityA}`);
    expect(byAddress.headers['cache-control']).toBe(shared);
    expect(byAddress.headers.vary).toBe('Accept-Encoding');
    // The browser still asks each time (max-age=0); a shared cache may keep it, for each Cookie header its own copy.
    const byCookie = await get(path, { Cookie: `city_id=${cityA}` });
    expect(byCookie.headers['cache-control']).toBe(shared);
    expect(byCookie.headers.vary).toBe('Accept-Encoding, Cookie');
    const byCookieAgain = await get(path, { Cookie: `city_id=${cityA}` });
    expect(byCookieAgain.headers['x-page-cache']).toBe('hit');
    expect(byCookieAgain.headers.vary).toBe('Accept-Encoding, Cookie');
    const byDefault = await get(fresh());
    expect(byDefault.headers['cache-control']).toBe(shared);
    expect(byDefault.headers.vary).toBe('Accept-Encoding, Cookie');
    // An inactive or unknown city in the address is not the city shown: the page then depends on the cookie.
    const unknown = await get(`${path}?current_city_id=999999999`, { Cookie: `city_id=${cityA}` });
    expect(unknown.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('is a 404 kept as well, while a failed render (500) is sent but never kept', async () => {
    const missing = `/missing-${randomUUID().slice(0, 8)}`;
    expect((await get(missing)).status).toBe(404);
    expect((await get(missing)).headers['x-page-cache']).toBe('hit');
    const broken = `/broken-${randomUUID().slice(0, 8)}`;
    const before = renders.renders;
    const failed = await get(broken);
    expect(failed.status).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
    await get(broken);
    expect(renders.renders - before).toBe(2);
  });

  it('sends the browser-only shell, counted and not kept, when the render fails half-way through its body', async () => {
    const path = `/explode-${randomUUID().slice(0, 8)}`;
    const health = async () =>
      ((await (await fetch(`${running.url}/healthz`)).json()) as { renderFailures: number }).renderFailures;
    const before = await health();
    const rendersBefore = renders.renders;
    const shell = await get(path);
    expect(shell.status).toBe(200);
    expect(text(shell)).toContain('<div id="root"></div>');
    expect(shell.headers['x-page-cache']).toBeUndefined();
    await get(path);
    expect(renders.renders - rendersBefore).toBe(2);
    expect((await health()) - before).toBe(2);
  });

  it('never keeps a page whose address carries a refresh token', async () => {
    const path = `${fresh()}?refresh_token=secret-refresh`;
    const before = renders.renders;
    const first = await get(path);
    const second = await get(path);
    expect(renders.renders - before).toBe(2);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(second.headers['x-page-cache']).toBe('bypass');
  });

  it('leaves an address that is no server-rendered page to the browser-only shell', async () => {
    const shell = await get('/login');
    expect(shell.status).toBe(200);
    expect(shell.headers['x-page-cache']).toBeUndefined();
    expect(text(shell)).toContain('<div id="root"></div>');
  });

  it('answers HEAD from the cache without a body', async () => {
    const path = fresh();
    const page = await get(path);
    const head = await rawGet(running.port, path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body.byteLength).toBe(0);
  });
});

describe('until the data under it changes', () => {
  it('a write to the content is shown by the next request, rendered again (the public answer cache forgets too)', async () => {
    const path = fresh();
    const name = `Новгородец-${randomUUID()}`;
    await get(path);
    expect((await get(path)).headers['x-page-cache']).toBe('hit');
    const [row] = await running.deps.db
      .insert(cities)
      .values({ name, latitude: 58, longitude: 31 })
      .returning({ id: cities.id });
    await eventually(async () => text(await get(path)).includes(name));
    expect((await get(path)).headers['x-page-cache']).toBe('hit');
    // An update and a delete count as well.
    await running.deps.db
      .update(cities)
      .set({ name: `${name}-2` })
      .where(eq(cities.id, row!.id));
    await eventually(async () => text(await get(path)).includes(`${name}-2`));
    await running.deps.db.delete(cities).where(eq(cities.id, row!.id));
    await eventually(async () => !text(await get(path)).includes(name));
  });

  it('a page is rendered again after PAGE_CACHE_SECONDS even when nothing was written', async () => {
    const path = fresh();
    await get(path);
    clock.advance(29_000);
    expect((await get(path)).headers['x-page-cache']).toBe('hit');
    clock.advance(1_000);
    expect((await get(path)).headers['x-page-cache']).toBe('miss');
  });

  it('GET /healthz counts the cache’s hits and renders', async () => {
    const health = (await (await fetch(`${running.url}/healthz`)).json()) as {
      load: { pages: { hits: number; renders: number; entries: number } };
    };
    expect(health.load.pages.hits).toBeGreaterThan(5);
    expect(health.load.pages.renders).toBeGreaterThan(5);
    expect(health.load.pages.entries).toBeGreaterThan(5);
  });
});
