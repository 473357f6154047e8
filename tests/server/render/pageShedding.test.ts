/**
 * Issue 23, shed, don't queue: with RENDER_CONCURRENCY renders under way, a request that needs one more render is
 * answered at once — its page's last good copy marked stale, else 503 with Retry-After and the small busy page —
 * while requests within the bound wait for their render, and requests for a page being rendered wait for that one.
 * A fake render that takes 400 ms stands in for a slow one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { ManualClock, TEST_AUTH_SECRET } from '../testServer.ts';
import { fakeBuild, fakeRenders, rawGet } from './pageCacheSupport.ts';

const SLOW_MS = 400;
/** What «at once» means here: far below a render, with room for a busy two-core machine. */
const AT_ONCE_MS = 150;

const clock = new ManualClock(Date.now());
const build = fakeBuild();
const renders = fakeRenders();
let running: RunningServer;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  running = await startServer({
    port: 0,
    env: { AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'test', RENDER_CONCURRENCY: '2', PAGE_CACHE_SECONDS: '30', PAGE_STALE_SECONDS: '300' },
    database: url ? { url } : { inMemory: true },
    seed: false,
    distDir: build.dir,
    clock,
  });
}, 60_000);

afterAll(async () => {
  await running.close();
  build.remove();
});

beforeEach(() => {
  renders.delayMs = 0;
});

const get = (path: string, headers: Record<string, string> = {}) => rawGet(running.port, path, headers);
const fresh = (): string => `/slow-${randomUUID().slice(0, 8)}`;

interface Load {
  pages: { staleServed: number; busy: number; renderBound: { limit: number; inFlight: number; shed: number } };
}

async function load(): Promise<Load> {
  return ((await (await fetch(`${running.url}/healthz`)).json()) as { load: Load }).load;
}

describe('page renders beyond RENDER_CONCURRENCY', () => {
  it('within the bound, requests wait for their render; beyond it, a request is answered 503 at once with Retry-After and the busy page', async () => {
    renders.delayMs = SLOW_MS;
    const before = await load();
    const within = [get(fresh()), get(fresh())];
    // Both renders have started once they are counted.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const beyond = await get(fresh());
    expect(beyond.status).toBe(503);
    expect(beyond.ms).toBeLessThan(AT_ONCE_MS);
    expect(beyond.headers['retry-after']).toBe('2');
    expect(beyond.headers['cache-control']).toBe('no-store');
    expect(beyond.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(beyond.body.toString('utf8')).toContain('Сейчас к нам заглянуло очень много людей');
    const answered = await Promise.all(within);
    expect(answered.map((page) => page.status)).toEqual([200, 200]);
    expect(Math.min(...answered.map((page) => page.ms))).toBeGreaterThanOrEqual(SLOW_MS - 20);
    const after = await load();
    expect(after.pages.renderBound.limit).toBe(2);
    expect(after.pages.renderBound.shed - before.pages.renderBound.shed).toBe(1);
    expect(after.pages.busy - before.pages.busy).toBe(1);
    // Once the renders are done, the next request is rendered again.
    renders.delayMs = 0;
    expect((await get(fresh())).status).toBe(200);
  });

  it('requests for a page being rendered wait for that render and count no render of their own', async () => {
    renders.delayMs = SLOW_MS;
    const path = fresh();
    const before = renders.renders;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(path)));
    expect(answers.map((page) => page.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(renders.renders - before).toBe(1);
    expect(new Set(answers.map((page) => page.body.toString('base64'))).size).toBe(1);
  });

  it('a shed request gets its page’s last good copy at once, marked stale and kept by nobody', async () => {
    const path = fresh();
    const good = await get(path);
    clock.advance(31_000);
    renders.delayMs = SLOW_MS;
    const busy = [get(fresh()), get(fresh())];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = await load();
    const stale = await get(path);
    expect(stale.ms).toBeLessThan(AT_ONCE_MS);
    expect(stale.status).toBe(200);
    expect(stale.body.equals(good.body)).toBe(true);
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(stale.headers.age).toBe('31');
    expect(stale.headers.warning).toBe('110 - "Response is Stale"');
    expect((await load()).pages.staleServed - before.pages.staleServed).toBe(1);
    await Promise.all(busy);
  });

  it('a copy older than PAGE_STALE_SECONDS past its freshness is not sent: 503 instead', async () => {
    const path = fresh();
    await get(path);
    clock.advance((30 + 300 + 1) * 1000);
    renders.delayMs = SLOW_MS;
    const busy = [get(fresh()), get(fresh())];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get(path)).status).toBe(503);
    await Promise.all(busy);
  });
});
