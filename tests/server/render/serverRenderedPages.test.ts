/**
 * The server-rendered pages compress with gzip only when Accept-Encoding accepts it, read by the same
 * negotiation as the API and the static files (issue 20): a `/\bgzip\b/` test of the header used to send gzip
 * to `gzip;q=0`, a client that had refused it.
 */
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPageRender, serverRenderedPages } from '../../../server/render/serverRenderedPages.ts';
import type { PageReads } from '../../../core/ports/index.ts';
import { fakeBuild, onePageRenderer } from '../fakeBuild.ts';

let build: { dir: string; remove: () => void };
let app: Hono;

beforeAll(() => {
  build = fakeBuild(onePageRenderer(), 'rjadom-pages-dist-');
  app = new Hono();
  const reads = new Proxy({} as PageReads, {
    get: (_target, method) =>
      method === 'activeCities' ? async () => [] : () => Promise.reject(new Error('the fake page reads nothing')),
  });
  const render = serverPageRender({
    root: build.dir,
    reads,
    logError: (message, detail) => {
      throw new Error(`${message}: ${String(detail)}`);
    },
    publicOrigin: 'https://rjadom.example',
  });
  app.use(serverRenderedPages(render, { reads, defaultCityId: null }));
});

afterAll(() => {
  build.remove();
});

async function page(
  acceptEncoding: string | null,
): Promise<{ encoding: string | null; vary: string | null; html: string }> {
  const response = await app.request('/brands', {
    headers: acceptEncoding === null ? {} : { 'Accept-Encoding': acceptEncoding },
  });
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  return {
    encoding,
    vary: response.headers.get('Vary'),
    html: (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8'),
  };
}

describe('server-rendered pages and Accept-Encoding', () => {
  it('are gzipped for a browser that accepts gzip, and vary by the header', async () => {
    const rendered = await page('gzip, deflate, br');
    expect(rendered.encoding).toBe('gzip');
    expect(rendered.vary).toContain('Accept-Encoding');
    expect(rendered.html).toContain('<h1>Страница</h1>');
  });

  it('are gzipped for `br;q=0, gzip`: the refused brotli does not refuse gzip', async () => {
    expect((await page('br;q=0, gzip')).encoding).toBe('gzip');
  });

  it('are sent as they are to `gzip;q=0`, to `identity` and without the header', async () => {
    for (const header of ['gzip;q=0', 'identity', null]) {
      const rendered = await page(header);
      expect(rendered.encoding).toBeNull();
      expect(rendered.html).toContain('<h1>Страница</h1>');
    }
  });
});
