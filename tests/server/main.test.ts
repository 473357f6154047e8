import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressBuild } from '../../scripts/precompress.ts';
import { startServer, type RunningServer } from '../../server/main.ts';
import { fileForPath } from '../../server/static.ts';
import { createSignedInUser } from './signedIn.ts';
import { TEST_AUTH_SECRET } from './testServer.ts';
import { INDEX } from './fakeBuild.ts';

const PARTNER = 'https://partner.example';

let dist: string;
let running: RunningServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rjadom-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("portal");'.repeat(100));
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressBuild(dist);
  const url = process.env.TEST_DATABASE_URL;
  running = await startServer({
    port: 0,
    env: { FRAME_ANCESTORS: `${PARTNER}, not an origin;script-src *`, AUTH_SECRET: TEST_AUTH_SECRET },
    database: url ? { url } : { inMemory: true },
    seed: false,
    distDir: dist,
  });
}, 60_000);

afterAll(async () => {
  await running.close();
  rmSync(dist, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${running.url}${path}`, { headers });
}

describe('startServer: one origin for the portal and the API', () => {
  it('listens on the port it was given (0 = a free one) and reports its URL', () => {
    expect(running.port).toBeGreaterThan(0);
    expect(running.url).toBe(`http://localhost:${running.port}`);
  });

  it('serves index.html at / with frame-ancestors none, DENY and the other page headers, revalidated on every use', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(INDEX);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers page routes with index.html so the client router takes over', async () => {
    for (const path of ['/brands', '/news/12', '/partner_application?modal=registration']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('lets the configured hosts frame /frames and any page with ?iframe, dropping malformed origins', async () => {
    for (const path of ['/frames', '/brands?iframe=1']) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors 'self' ${PARTNER};`.replace(/;$/, ''));
      expect(csp).not.toContain('script-src *');
      expect(csp).not.toContain('not an origin');
      expect(response.headers.get('x-frame-options')).toBeNull();
    }
  });

  it('caches hashed assets for good and compresses them', async () => {
    const response = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log("portal")');
  });

  it('answers 304 to a conditional request for an unchanged file', async () => {
    const first = await get('/logo.svg');
    const etag = first.headers.get('etag');
    expect(etag).not.toBeNull();
    const second = await get('/logo.svg', { 'If-None-Match': etag! });
    expect(second.status).toBe(304);
  });

  it('answers 404 for a missing asset instead of the app shell', async () => {
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    expect((await get('/robots-missing.txt')).status).toBe(404);
  });

  it('never serves a file from outside dist/', async () => {
    const response = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
    expect(fileForPath(dist, '/../secret')).toBeNull();
    expect(fileForPath(dist, '/%2e%2e/secret')).toBeNull();
    expect(fileForPath(dist, '/.vite/manifest.json')).toBeNull();
    expect(fileForPath(dist, '/a%00.js')).toBeNull();
    expect(fileForPath(dist, '/%E0%A4%A')).toBeNull();
    expect(fileForPath(dist, '/assets/x.js')).toBe(join(dist, 'assets', 'x.js'));
  });

  it('answers unknown /api paths with the 404 envelope, not the app shell', async () => {
    const response = await get('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'NOT_FOUND' });
  });

  it('serves the API itself on the same origin', async () => {
    const response = await get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { info: { title: string } }).info.title).toBe('Рядом API');
  });
});

describe('shutdown', () => {
  it('stops accepting, finishes the request in flight, then closes the database', async () => {
    const local = await startServer({
      port: 0,
      env: { AUTH_SECRET: TEST_AUTH_SECRET },
      database: { inMemory: true },
      seed: false,
      distDir: null,
    });
    const user = await createSignedInUser(local.deps);
    const boundary = 'rjadom-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const tail = `\r\n--${boundary}--\r\n`;
    const length = Buffer.byteLength(head) + png.length + Buffer.byteLength(tail);

    const request = httpRequest(`${local.url}/api/files/upload`, {
      method: 'POST',
      headers: { ...user.auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': length },
    });
    const answered = once(request, 'response') as Promise<[IncomingMessage]>;
    const arrived = once(local.server, 'request');
    request.write(head);
    await arrived;

    // The request is in flight (its body is not all sent yet) when the shutdown starts.
    const closed = local.close();
    request.end(Buffer.concat([png, Buffer.from(tail)]));
    const [response] = await answered;
    const chunks: Buffer[] = [];
    for await (const chunk of response) {
      chunks.push(chunk as Buffer);
    }
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toEqual({ id: expect.any(Number) });

    await closed;
    await expect(fetch(`${local.url}/api/openapi.json`)).rejects.toThrow();
    await expect(local.deps.db.execute('select 1')).rejects.toThrow();
  }, 60_000);
});
