/**
 * Issue 33 §1: the server render reads what a page shows from the server's own reads (server/render/QueryPageReads.ts),
 * not over HTTP from itself. A cache-miss render of the public pages builds no HTTP request of its own: no `Request`
 * to the API (an in-process call through Hono), and no made-up page request with a city cookie for the render.
 * The real server render (ui/entry-server.tsx, loaded from the sources) over the seeded database.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';
import { INDEX, rawGet } from './pageCacheSupport.ts';

const ENTRY = new URL('../../../ui/entry-server.tsx', import.meta.url);

let dist: string;
let running: RunningServer;
let brandId: number;
const realRequest = globalThis.Request;
const realFetch = globalThis.fetch;
/** Every Request built and every fetch made while the spy is on: the address and whether it carried a Cookie. */
let seen: { url: string; cookie: boolean }[] = [];

/** Records each Request the process builds and each global fetch, then lets it through. */
function spyOnRequests(): void {
  seen = [];
  globalThis.Request = new Proxy(realRequest, {
    construct(target, args: ConstructorParameters<typeof Request>, newTarget) {
      const made = Reflect.construct(target, args, newTarget) as Request;
      seen.push({ url: made.url, cookie: made.headers.has('Cookie') });
      return made;
    },
  });
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: input instanceof realRequest ? input.url : String(input), cookie: false });
    return realFetch(input, init);
  }) as typeof fetch;
}

function stopSpying(): void {
  globalThis.Request = realRequest;
  globalThis.fetch = realFetch;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rjadom-render-reads-'));
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(
    join(dist, 'ssr', 'entry-server.js'),
    `export { renderPage } from ${JSON.stringify(pathToFileURL(ENTRY.pathname).href)};\n`,
  );
  running = await startServer({
    port: 0,
    env: { AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'test', SMS_PROVIDER: 'console', CAPTCHA_COST: '10' },
    database: { inMemory: true },
    seed: true,
    distDir: dist,
  });
  const [city] = (await (
    await fetch(`${running.url}/api/city-codes/active-city-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"countryCodeId":1}',
    })
  ).json()) as { id: number }[];
  const answer = (await (
    await fetch(`${running.url}/api/brands/offline-partners-list/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cityCodeId: city!.id, categoryId: 0 }),
    })
  ).json()) as { brands: { id: number }[] };
  brandId = answer.brands[0]!.id;
}, 120_000);

afterEach(() => {
  stopSpying();
});

afterAll(async () => {
  await running?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a cache-miss server render', () => {
  it.each(['/offline?sort=distance', '/brands', 'brand', '/news'])(
    'of %s makes no HTTP request to the server itself',
    async (page) => {
      const path = page === 'brand' ? `/brands/${brandId}` : page;
      spyOnRequests();
      const answer = await rawGet(running.port, path, {});
      stopSpying();
      expect(answer.status).toBe(200);
      expect(answer.headers['x-page-cache']).toBe('miss');
      expect(answer.body.toString('utf8')).toContain('id="rendered-page"');
      const toTheApi = seen.filter(({ url }) => new URL(url).pathname.startsWith('/api/'));
      expect(toTheApi, 'requests to the API').toEqual([]);
      expect(
        seen.filter(({ cookie }) => cookie),
        'made-up requests with a city cookie',
      ).toEqual([]);
    },
  );
});
