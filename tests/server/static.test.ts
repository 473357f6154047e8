/**
 * The built UI's files as served by serveSpa, over HTTP: nothing outside dist/ and nothing of the build's own
 * bookkeeping (dist/.vite/, the server entry in dist/ssr/) whatever the spelling of the path, and the encoding
 * each file is sent in follows Accept-Encoding's weights, from the siblings the build precompressed (issue 20).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressBuild } from '../../scripts/precompress.ts';
import { serveSpa } from '../../server/static.ts';
import { INDEX } from './fakeBuild.ts';

const SCRIPT = 'console.log("portal");'.repeat(100);
const STYLE = 'body { margin: 0; color: #222; }\n'.repeat(50);
const PICTURE = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 251));

let parent: string;
let app: Hono;

beforeAll(async () => {
  // dist/ inside a folder that also holds a secret beside it, as the repository holds files beside dist/.
  parent = mkdtempSync(join(tmpdir(), 'rjadom-static-'));
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(parent, 'secret.txt'), 'AUTH_SECRET=do-not-serve');
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"secret":"manifest"}');
  writeFileSync(join(dist, 'ssr', 'entry-server.js'), 'export const secret = "server code";');
  writeFileSync(join(dist, 'assets', 'style-def456.css'), STYLE);
  writeFileSync(join(dist, 'photo.png'), PICTURE);
  // The build's last step, as npm run build runs it.
  await precompressBuild(dist);
  // Written after the step, as by a build that skipped it: sent as it is.
  writeFileSync(join(dist, 'assets', 'late-789.js'), SCRIPT);
  app = new Hono();
  app.use(serveSpa({ root: dist }));
});

afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  return Promise.resolve(app.request(`http://portal.test${path}`, { headers, method }));
}

describe('serveSpa never leaves dist/ nor shows the build bookkeeping', () => {
  const attempts = [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/ssr/entry-server.js',
    '/%73sr/entry-server.js',
    '/assets/index-abc123.js%00.txt',
    '/%E0%A4%A',
  ];

  it.each(attempts)('%s answers 404 and none of the files outside the site', async (path) => {
    const response = await get(path);
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).not.toContain('do-not-serve');
    expect(body).not.toContain('manifest');
    expect(body).not.toContain('server code');
  });
});

describe('serveSpa sends each file in the encoding the request accepts', () => {
  it('brotli at equal weight, gzip when brotli is refused, identity when gzip is refused too', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(SCRIPT);
    expect(
      (await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip' })).headers.get('content-encoding'),
    ).toBe('gzip');
    const identity = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip;q=0' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(SCRIPT);
  });

  it('keeps hashed assets for good and names their type', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
  });
});

describe("serveSpa sends the precompressed siblings with the file's own headers", () => {
  it('gzip from its sibling, with the type of the file it stands for', async () => {
    const response = await get('/assets/style-def456.css', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(STYLE);
  });

  it('gives each representation its own strong ETag and answers each with 304 when it is named', async () => {
    const accepted = ['br', 'gzip', 'identity'];
    const tags: string[] = [];
    for (const encoding of accepted) {
      const response = await get('/assets/index-abc123.js', { 'Accept-Encoding': encoding });
      const tag = response.headers.get('etag') ?? '';
      expect(tag).toMatch(/^"[^"]+"$/);
      tags.push(tag);
      const revalidated = await get('/assets/index-abc123.js', { 'Accept-Encoding': encoding, 'If-None-Match': tag });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(tag);
      expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
      expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(new Set(tags).size).toBe(accepted.length);
    // Another representation's tag does not revalidate this one.
    expect((await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': tags[1]! })).status).toBe(
      200,
    );
  });

  it('sends a file without siblings as it is, still naming Accept-Encoding in Vary', async () => {
    for (const path of ['/assets/late-789.js', '/photo.png']) {
      const response = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
    }
    expect(Buffer.from(await (await get('/photo.png')).arrayBuffer()).equals(PICTURE)).toBe(true);
    expect((await get('/photo.png')).headers.get('content-type')).toBe('image/png');
  });

  it('falls back to the other sibling, then to the file, when one is missing or older than its file', async () => {
    const dist = join(parent, 'dist');
    writeFileSync(join(dist, 'assets', 'stale-111.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'stale-111.js.br'), 'not brotli of this build');
    writeFileSync(join(dist, 'assets', 'stale-111.js.gz'), 'not gzip of this build');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dist, 'assets', 'stale-111.js.br'), past, past);
    expect((await get('/assets/stale-111.js', { 'Accept-Encoding': 'br, gzip' })).headers.get('content-encoding')).toBe(
      'gzip',
    );
    utimesSync(join(dist, 'assets', 'stale-111.js.gz'), past, past);
    const response = await get('/assets/stale-111.js', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(SCRIPT);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const response = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });

  it('answers page paths with index.html, revalidated on each use, and missing files with 404', async () => {
    const page = await get('/brands', { 'Accept-Encoding': 'identity' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe(INDEX);
    expect((await get('/assets/missing-000.js')).status).toBe(404);
    expect((await get('/missing.txt')).status).toBe(404);
  });
});
