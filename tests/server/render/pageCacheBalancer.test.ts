/**
 * Issue 32 §1, a write fresh through the balancer: nginx cannot hear a write to the content, so an instance tells
 * it alone (X-Accel-Expires, BALANCER_PAGE_SECONDS) to keep a public page a short while rather than s-maxage, then
 * ask again. Which answers carry it (a public page, sent, from the fast path or as 304) and which never do (anything
 * that is not public: a personal address, a failed or stale page, the cache off, no city; the API). Its place after
 * Cache-Control is part of the contract: nginx 1.22 reads no Cache-Control that follows it.
 * nginx's side is tests/scripts/cluster/nginxBalancer.test.ts and crossInstance.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { cities } from '../../../server/db/schema.ts';
import type { RunningServer } from '../../../server/main.ts';
import { PageCache, type PageCacheOptions, type RawPageRequest } from '../../../server/render/pageCache.ts';
import type { PageRender } from '../../../server/render/serverRenderedPages.ts';
import { ManualClock, TEST_AUTH_SECRET } from '../testServer.ts';
import { fakeBuild, rawGet, startPageServer } from './pageCacheSupport.ts';

const CITIES = [
  { id: 1, name: 'Москва' },
  { id: 2, name: 'Казань' },
];

/** A page cache over a render that answers by the path (/broken: 500) and may be held, on a clock of the test's. */
function setup(options: Partial<PageCacheOptions> = {}) {
  let now = 1_000_000;
  let hold: Promise<void> | null = null;
  const render: PageRender = async ({ href, view }) => {
    await hold;
    return new Response(`<h1>${href} city=${view.cityId ?? '-'}</h1>`, {
      status: href.startsWith('/broken') ? 500 : 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  };
  const pages = new PageCache({
    seconds: 30,
    staleSeconds: 300,
    balancerSeconds: 3,
    maxBytes: 1_000_000,
    renderConcurrency: 1,
    clock: { now: () => now },
    activeCities: () => Promise.resolve(CITIES),
    defaultCityId: null,
    ...options,
  });
  const app = new Hono();
  app.use('*', pages.middleware(render));
  app.get('*', (c) => c.text('shell'));
  return {
    pages,
    app,
    advance: (ms: number) => (now += ms),
    /** Holds every render until the returned function is called. */
    holdRenders: () => {
      let release = (): void => {};
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const raw = (path: string, ifNoneMatch?: string): RawPageRequest => ({
  method: 'GET',
  url: new URL(path, 'http://localhost'),
  cookie: 'city_id=1',
  acceptEncoding: undefined,
  ifNoneMatch,
});

const balancerTime = (answer: Response): string | null => answer.headers.get('X-Accel-Expires');

describe('how long the balancer keeps a page (X-Accel-Expires, issue 32 §1)', () => {
  it('is on every public page: rendered, from the cache, from the fast path and as 304', async () => {
    const { app, pages } = setup();
    const first = await app.request('/brands', { headers: { Cookie: 'city_id=1' } });
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect([first.headers.get('X-Page-Cache'), balancerTime(first)]).toEqual(['miss', '3']);
    const byAddress = await app.request('/brands?current_city_id=2');
    expect(balancerTime(byAddress)).toBe('3');
    const kept = await app.request('/brands', { headers: { Cookie: 'city_id=1' } });
    expect([kept.headers.get('X-Page-Cache'), balancerTime(kept)]).toEqual(['hit', '3']);
    // nginx's revalidation: the 304 renews its copy for as long again.
    const etag = first.headers.get('ETag')!;
    const unchanged = await app.request('/brands', { headers: { Cookie: 'city_id=1', 'If-None-Match': etag } });
    expect([unchanged.status, balancerTime(unchanged)]).toEqual([304, '3']);
    const fast = pages.freshAnswer(raw('/brands'));
    expect(fast?.headers['X-Accel-Expires']).toBe('3');
    expect(pages.freshAnswer(raw('/brands', etag))).toMatchObject({ status: 304, headers: { 'X-Accel-Expires': '3' } });
  });

  it('comes right after Cache-Control, so nginx 1.22 still reads the page’s stale-while-revalidate', async () => {
    const { app, pages } = setup();
    await app.request('/order', { headers: { Cookie: 'city_id=1' } });
    const names = Object.keys(pages.freshAnswer(raw('/order'))!.headers);
    expect(names.indexOf('X-Accel-Expires')).toBe(names.indexOf('Cache-Control') + 1);
  });

  it('is never on what is not public: a personal address, a failed render, the cache off, no city shown', async () => {
    const { app } = setup();
    const personal = await app.request('/sign-in?refresh_token=secret-refresh');
    const failed = await app.request('/broken', { headers: { Cookie: 'city_id=1' } });
    expect([personal.headers.get('Cache-Control'), balancerTime(personal)]).toEqual(['no-store', null]);
    expect([failed.status, failed.headers.get('Cache-Control'), balancerTime(failed)]).toEqual([500, 'no-store', null]);
    const off = await setup({ seconds: 0 }).app.request('/brands', { headers: { Cookie: 'city_id=1' } });
    expect([off.headers.get('Cache-Control'), balancerTime(off)]).toEqual(['private, no-cache', null]);
    const nowhere = await setup({ activeCities: () => Promise.resolve([]) }).app.request('/brands');
    expect([nowhere.headers.get('Cache-Control'), balancerTime(nowhere)]).toEqual(['private, no-cache', null]);
  });

  it('is never on a stale copy sent while renders are at their bound', async () => {
    const { app, advance, holdRenders } = setup();
    await app.request('/stale', { headers: { Cookie: 'city_id=1' } });
    advance(31_000);
    const release = holdRenders();
    const blocking = app.request('/other', { headers: { Cookie: 'city_id=1' } });
    try {
      const shed = await app.request('/stale', { headers: { Cookie: 'city_id=1' } });
      expect([shed.headers.get('X-Page-Cache'), shed.headers.get('Cache-Control'), balancerTime(shed)]).toEqual([
        'stale',
        'no-store',
        null,
      ]);
    } finally {
      release();
    }
    expect(balancerTime(await blocking)).toBe('3');
  });

  it('is not sent at all by a page cache not given the setting', async () => {
    const { app } = setup({ balancerSeconds: undefined });
    expect(balancerTime(await app.request('/brands', { headers: { Cookie: 'city_id=1' } }))).toBeNull();
  });
});

describe('BALANCER_PAGE_SECONDS', () => {
  const config = (value?: string) =>
    loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'test', BALANCER_PAGE_SECONDS: value });

  it('is 2 unless set, and refuses 0 (nginx would keep nothing), a negative number or a word', () => {
    expect(config().balancerPageSeconds).toBe(2);
    expect(config('5').balancerPageSeconds).toBe(5);
    for (const value of ['0', '-1', 'два', '1.5']) {
      expect(() => config(value)).toThrow(/BALANCER_PAGE_SECONDS/);
    }
  });
});

describe('the whole server', () => {
  const build = fakeBuild();
  const clock = new ManualClock(Date.now());
  let running: RunningServer;
  let cityId = 0;

  beforeAll(async () => {
    running = await startPageServer(build.dir, clock, { BALANCER_PAGE_SECONDS: '4' });
    const [city] = await running.deps.db
      .insert(cities)
      .values({ name: `Балансирово-${randomUUID()}`, latitude: 55, longitude: 37 })
      .returning({ id: cities.id });
    cityId = city!.id;
  }, 60_000);

  afterAll(async () => {
    await running?.close();
    build.remove();
  });

  it('sends it after Cache-Control on a page, through the site and from the socket, and never on the API', async () => {
    const path = `/balancer-${randomUUID().slice(0, 8)}?current_city_id=${cityId}`;
    const answers = [await rawGet(running.port, path), await rawGet(running.port, path)];
    expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual(['miss', 'hit']);
    for (const answer of answers) {
      const names = answer.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
      expect(answer.headers['x-accel-expires']).toBe('4');
      expect(names.indexOf('x-accel-expires')).toBeGreaterThan(names.indexOf('cache-control'));
      expect(names.indexOf('cache-control')).toBeGreaterThanOrEqual(0);
    }
    const api = await rawGet(running.port, '/api/online-shops-categories');
    expect(api.status).toBe(200);
    expect(api.headers['x-accel-expires']).toBeUndefined();
  });
});
