/**
 * Issue 23, shed, don't queue: with RENDER_CONCURRENCY renders under way, a request that needs one more render is
 * answered at once — its page's last good copy marked stale, else 503 with Retry-After and the small busy page —
 * while requests within the bound wait for their render, and requests for a page being rendered wait for that one.
 * The fake renders are held until the test lets them go, so «at once» means: answered while the renders in
 * the way are still held — no timing, no sleeping.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main.ts';
import { ManualClock } from '../testServer.ts';
import { eventually, fakeBuild, fakeRenders, holdRenders, rawGet, startPageServer } from './pageCacheSupport.ts';

const clock = new ManualClock(Date.now());
const build = fakeBuild();
const renders = fakeRenders();
let running: RunningServer;

beforeAll(async () => {
  running = await startPageServer(build.dir, clock, { RENDER_CONCURRENCY: '2' });
}, 60_000);

afterAll(async () => {
  await running.close();
  build.remove();
});

let release: (() => void) | null = null;

beforeEach(() => {
  renders.delayMs = 0;
});

afterEach(() => {
  // A failed test must not leave renders held for the next one.
  release?.();
  release = null;
});

/** Holds renders and starts `count` requests for fresh pages, resolving once the server counts them all under way. */
async function occupyRenders(count: number): Promise<Array<ReturnType<typeof get>>> {
  release = holdRenders(renders);
  const started = renders.renders;
  const busy = Array.from({ length: count }, () => get(fresh()));
  await eventually(
    async () => renders.renders - started === count && (await load()).pages.renderBound.inFlight === count,
  );
  return busy;
}

function letRendersGo(): void {
  release?.();
  release = null;
}

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
    const before = await load();
    const within = await occupyRenders(2);
    // Answered while both renders are still held: it waited for neither.
    const beyond = await get(fresh());
    expect(beyond.status).toBe(503);
    expect(beyond.headers['retry-after']).toBe('2');
    expect(beyond.headers['cache-control']).toBe('no-store');
    expect(beyond.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(beyond.body.toString('utf8')).toContain('Сейчас к нам заглянуло очень много людей');
    letRendersGo();
    const answered = await Promise.all(within);
    expect(answered.map((page) => page.status)).toEqual([200, 200]);
    const after = await load();
    expect(after.pages.renderBound.limit).toBe(2);
    expect(after.pages.renderBound.shed - before.pages.renderBound.shed).toBe(1);
    expect(after.pages.busy - before.pages.busy).toBe(1);
    // Once the renders are done, the next request is rendered again.
    expect((await get(fresh())).status).toBe(200);
  });

  it('requests for a page being rendered wait for that render and count no render of their own', async () => {
    release = holdRenders(renders);
    const path = fresh();
    const before = renders.renders;
    const answers = Promise.all(Array.from({ length: 6 }, () => get(path)));
    await eventually(async () => renders.renders - before === 1 && (await load()).pages.renderBound.inFlight === 1);
    letRendersGo();
    const pages = await answers;
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(renders.renders - before).toBe(1);
    expect(new Set(pages.map((page) => page.body.toString('base64'))).size).toBe(1);
  });

  it('a shed request gets its page’s last good copy at once, marked stale and kept by nobody', async () => {
    const path = fresh();
    const good = await get(path);
    clock.advance(31_000);
    const busy = await occupyRenders(2);
    const before = await load();
    // Answered while the renders in the way are still held.
    const stale = await get(path);
    expect(stale.status).toBe(200);
    expect(stale.body.equals(good.body)).toBe(true);
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(stale.headers.age).toBe('31');
    expect(stale.headers.warning).toBe('110 - "Response is Stale"');
    expect((await load()).pages.staleServed - before.pages.staleServed).toBe(1);
    letRendersGo();
    await Promise.all(busy);
  });

  it('a copy older than PAGE_STALE_SECONDS past its freshness is not sent: 503 instead', async () => {
    const path = fresh();
    await get(path);
    clock.advance((30 + 300 + 1) * 1000);
    const busy = await occupyRenders(2);
    expect((await get(path)).status).toBe(503);
    letRendersGo();
    await Promise.all(busy);
  });
});
