/**
 * Issue 30 §3: production over https sends Strict-Transport-Security (docs/security.md «Logout and revocation»).
 * Over https means a https PUBLIC_URL (TLS ends in front of the server) or X-Forwarded-Proto: https from a
 * proxy TRUST_PROXY names; never on plain http, never to a loopback name, never outside production.
 */
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listShapesOf } from '../../../server/http/listShapes.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const scratch: string[] = [];
const running: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
  for (const dir of scratch) {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'rjadom-hsts-'));
  scratch.push(dir);
  const url = process.env.TEST_DATABASE_URL;
  const server = await startServer({
    port: 0,
    env: { AUTH_SECRET: SECRET, SMS_PROVIDER: 'console', DATA_DIR: dir, ...env },
    database: url ? { url } : { inMemory: true },
    seed: false,
    distDir: null,
  });
  running.push(server);
  return server;
}

/** The Strict-Transport-Security header of GET `path` sent to the server with these headers (null when absent). */
function hstsOf(
  server: RunningServer,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const sent = request(
      { host: '127.0.0.1', port: server.port, path, method, headers: { ...headers, ...length } },
      (response) => {
        response.resume();
        const value = response.headers['strict-transport-security'];
        resolve(typeof value === 'string' ? value : null);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const PATHS = ['/api/city-codes/active-city-codes', '/healthz', '/robots.txt'];

describe('Strict-Transport-Security', () => {
  it('is sent by production whose PUBLIC_URL is https, on pages and API answers alike', async () => {
    const server = await start({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example' });
    for (const path of PATHS) {
      expect(await hstsOf(server, path, { host: 'portal.example' })).toBe('max-age=31536000');
    }
    // Once the site has answered a public list twice, the listener's fast path answers it, before the site's middleware.
    const list = JSON.stringify({ countryCodeId: 1, cityCodeId: 1 });
    for (let request = 0; request < 3; request += 1) {
      expect(
        await hstsOf(
          server,
          '/api/sales-units/public-list',
          { host: 'portal.example', 'content-type': 'application/json' },
          list,
        ),
      ).toBe('max-age=31536000');
    }
    expect(listShapesOf(server.deps).answered).toBe(1);
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    const server = await start({ NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' });
    expect(await hstsOf(server, '/robots.txt', { host: 'portal.example', 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000',
    );
    expect(await hstsOf(server, '/robots.txt', { host: 'portal.example', 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hstsOf(server, '/robots.txt', { host: 'portal.example' })).toBeNull();
  });

  it('is not sent when X-Forwarded-Proto comes from a client no TRUST_PROXY vouches for', async () => {
    const server = await start({ NODE_ENV: 'production' });
    expect(await hstsOf(server, '/robots.txt', { host: 'portal.example', 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('is never sent on plain http to localhost, in production or out of it', async () => {
    const production = await start({ NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' });
    const development = await start({ NODE_ENV: 'development', PUBLIC_URL: 'https://portal.example' });
    for (const path of PATHS) {
      expect(await hstsOf(production, path, { host: `localhost:${production.port}` })).toBeNull();
      expect(
        await hstsOf(production, path, { host: `127.0.0.1:${production.port}`, 'x-forwarded-proto': 'https' }),
      ).toBeNull();
      expect(await hstsOf(development, path, { host: 'portal.example', 'x-forwarded-proto': 'https' })).toBeNull();
    }
  });
});
