/**
 * The page cache on its own (issue 23): a Hono app with a render that counts itself, no database. What the fast
 * path to the socket (server/render/pageFastPath.ts) may answer, and that the city list is read once.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PageCache, type RawPageRequest } from '../../../server/render/pageCache.ts';
import type { PageRender } from '../../../server/render/serverRenderedPages.ts';

const CITIES = [
  { id: 1, name: 'Москва' },
  { id: 2, name: 'Казань' },
];

function setup(options: { seconds?: number } = {}) {
  let now = 1_000_000;
  let reads = 0;
  let renders = 0;
  let version = 0;
  // A query builder is a thenable that runs its query on every then(): the cache must adopt it once.
  const citiesQuery = {
    then<T>(resolve: (value: typeof CITIES) => T) {
      reads += 1;
      return Promise.resolve(resolve(CITIES));
    },
  };
  const pages = new PageCache({
    seconds: options.seconds ?? 30,
    staleSeconds: 300,
    maxBytes: 1_000_000,
    renderConcurrency: 2,
    clock: { now: () => now },
    versions: { current: () => version },
    activeCities: () => citiesQuery as unknown as Promise<typeof CITIES>,
    defaultCityId: null,
  });
  const render: PageRender = async ({ href, view }) => {
    renders += 1;
    return new Response(`<h1>${href.split('?')[0]} city=${view.cityId ?? '-'}</h1>${'ряд '.repeat(500)}`, {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  };
  const app = new Hono();
  app.use('*', pages.middleware(render));
  return {
    pages,
    app,
    reads: () => reads,
    renders: () => renders,
    advance: (ms: number) => (now += ms),
    bump: () => (version += 1),
  };
}

const raw = (
  path: string,
  headers: { cookie?: string; acceptEncoding?: string; ifNoneMatch?: string } = {},
  method = 'GET',
): RawPageRequest => ({
  method,
  url: new URL(path, 'http://localhost'),
  cookie: headers.cookie,
  acceptEncoding: headers.acceptEncoding,
  ifNoneMatch: headers.ifNoneMatch,
});

describe('PageCache', () => {
  it('reads the city list once per content version, even when given a query builder', async () => {
    const { app, reads, bump } = setup();
    for (const path of ['/a', '/b', '/a', '/c']) {
      await app.request(path);
    }
    expect(reads()).toBe(1);
    bump();
    await app.request('/a');
    expect(reads()).toBe(2);
  });

  it('renders for the city decided from the cookie, and is given nothing else of the request', async () => {
    const { app } = setup();
    const page = await app.request('/who', {
      headers: { Cookie: 'city_id=2; accessToken=secret', Authorization: 'Bearer secret' },
    });
    expect(await page.text()).toContain('<h1>/who city=2</h1>');
  });

  it('gives the fast path only what is fresh and already in the encoding asked for', async () => {
    const { app, pages, advance, bump, renders } = setup();
    expect(pages.freshAnswer(raw('/fast', { acceptEncoding: 'br' }))).toBeNull();
    const viaSite = await app.request('/fast', { headers: { 'Accept-Encoding': 'br' } });
    const fast = pages.freshAnswer(raw('/fast', { acceptEncoding: 'br' }));
    expect(fast?.status).toBe(200);
    expect(Buffer.from(fast!.body!).equals(Buffer.from(await viaSite.arrayBuffer()))).toBe(true);
    expect(fast!.headers['X-Page-Cache']).toBe('hit');
    expect(fast!.headers['Content-Encoding']).toBe('br');
    // gzip has not been made yet: the site makes it first.
    expect(pages.freshAnswer(raw('/fast', { acceptEncoding: 'gzip' }))).toBeNull();
    await app.request('/fast', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(pages.freshAnswer(raw('/fast', { acceptEncoding: 'gzip' }))?.headers['Content-Encoding']).toBe('gzip');
    // 304, HEAD, another city, a personal address.
    const tag = fast!.headers.ETag!;
    expect(pages.freshAnswer(raw('/fast', { acceptEncoding: 'br', ifNoneMatch: tag }))).toMatchObject({
      status: 304,
      body: null,
    });
    expect(pages.freshAnswer(raw('/fast', { acceptEncoding: 'br' }, 'HEAD'))).toMatchObject({
      status: 200,
      body: null,
    });
    expect(pages.freshAnswer(raw('/fast', { acceptEncoding: 'br', cookie: 'city_id=2' }))).toBeNull();
    expect(pages.freshAnswer(raw('/fast?refresh_token=x', { acceptEncoding: 'br' }))).toBeNull();
    expect(pages.freshAnswer(raw('/api/x'))).toBeNull();
    // Not fresh any more: after the lifetime, or a content change.
    advance(30_000);
    expect(pages.freshAnswer(raw('/fast', { acceptEncoding: 'br' }))).toBeNull();
    await app.request('/fast', { headers: { 'Accept-Encoding': 'br' } });
    expect(pages.freshAnswer(raw('/fast', { acceptEncoding: 'br' }))).not.toBeNull();
    bump();
    expect(pages.freshAnswer(raw('/fast', { acceptEncoding: 'br' }))).toBeNull();
    expect(renders()).toBe(2);
  });

  it('answers the site’s headers on the fast path', async () => {
    const { app, pages } = setup();
    const viaSite = await app.request('/same?current_city_id=1', { headers: { 'Accept-Encoding': 'gzip' } });
    const again = await app.request('/same?current_city_id=1', { headers: { 'Accept-Encoding': 'gzip' } });
    const fast = pages.freshAnswer(raw('/same?current_city_id=1', { acceptEncoding: 'gzip' }))!;
    const lower = (record: Record<string, string>) =>
      Object.fromEntries(Object.entries(record).map(([name, value]) => [name.toLowerCase(), value]));
    expect(lower(fast.headers)).toEqual(Object.fromEntries(again.headers));
    expect(viaSite.headers.get('x-page-cache')).toBe('miss');
  });

  it('with PAGE_CACHE_SECONDS 0 keeps nothing and the fast path answers nothing', async () => {
    const { app, pages, renders } = setup({ seconds: 0 });
    await app.request('/off');
    await app.request('/off');
    expect(renders()).toBe(2);
    expect(pages.freshAnswer(raw('/off'))).toBeNull();
  });
});
