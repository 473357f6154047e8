/**
 * The built UI's files as served by serveSpa, over HTTP: nothing outside dist/ and nothing of the build's own
 * bookkeeping (dist/.vite/, the server entry in dist/ssr/) whatever the spelling of the path, and the encoding
 * each file is sent in follows Accept-Encoding's weights (issue 20).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from '../../server/static.ts';

const INDEX = '<!doctype html><html><head><title>Рядом</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("portal");'.repeat(100);

let parent: string;
let app: Hono;

beforeAll(() => {
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
  app = new Hono();
  app.use(serveSpa({ root: dist }));
});

afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request(`http://portal.test${path}`, { headers }));
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
    expect((await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip' })).headers.get('content-encoding')).toBe('gzip');
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
