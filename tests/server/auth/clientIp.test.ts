import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { clientIp } from '../../../server/auth/clientIp.ts';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';
import type { AppEnv, ServerDeps } from '../../../server/deps.ts';
import { fromIp } from './authKit.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';

let server: Server;
let url: string;

beforeAll(async () => {
  const app = new Hono();
  app.get('/ip', (c) => c.json({ ip: clientIp(c) }));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ip`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('clientIp', () => {
  it('is the connecting socket address under @hono/node-server, whatever X-Forwarded-For says', async () => {
    const response = await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' } });
    expect(await response.json()).toEqual({ ip: '127.0.0.1' });
  });

  it('is null without a socket (in-process requests)', async () => {
    const app = new Hono();
    app.get('/ip', (c) => c.json({ ip: clientIp(c) }));
    const response = await app.request('/ip', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(await response.json()).toEqual({ ip: null });
  });
});

describe('TRUST_PROXY: the client behind a load balancer (issue 8, scale-out)', () => {
  function config(trustProxy: string | undefined): ServerConfig {
    return loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, TRUST_PROXY: trustProxy });
  }

  /** What clientIp answers for a request from `socket` carrying `forwardedFor`, under TRUST_PROXY=`trustProxy`. */
  async function seen(trustProxy: string | undefined, socket: string, forwardedFor?: string): Promise<string | null> {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { config: config(trustProxy) } as ServerDeps);
      await next();
    });
    app.get('/ip', (c) => c.json({ ip: clientIp(c) }));
    const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
    const response = await app.request('/ip', { headers }, fromIp(socket));
    return ((await response.json()) as { ip: string | null }).ip;
  }

  it('reads a hop count or an address list, and refuses anything else at start', () => {
    expect(config(undefined).trustProxy).toBeNull();
    expect(config('0').trustProxy).toBeNull();
    expect(config('2').trustProxy).toEqual({ hops: 2 });
    expect(config(' 10.0.0.1, 10.0.1.0/24 ,::1 ').trustProxy).toEqual({
      addresses: ['10.0.0.1', '10.0.1.0/24', '::1'],
    });
    for (const bad of ['yes', '10.0.0.1, nonsense', '10.0.0.0/33', '-1']) {
      expect(() => config(bad)).toThrow(/TRUST_PROXY/);
    }
  });

  it('without it, forwarded headers stay ignored', async () => {
    expect(await seen(undefined, '10.0.0.1', '203.0.113.9')).toBe('10.0.0.1');
  });

  it('with a hop count, takes the address that many hops from the server: a client cannot choose it by writing the header', async () => {
    expect(await seen('1', '10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seen('1', '10.0.0.1', '198.51.100.66, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seen('2', '10.0.0.1', '198.51.100.66, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    // A request that skipped the proxy carries no header: its own address counts.
    expect(await seen('1', '203.0.113.50')).toBe('203.0.113.50');
    // Garbage where an address should be falls back to the proxy, never to the garbage.
    expect(await seen('1', '10.0.0.1', 'not-an-address')).toBe('10.0.0.1');
  });

  it('with an address list, trusts only those proxies and takes the first untrusted address from the right', async () => {
    const list = '10.0.0.1, 10.0.1.0/24';
    expect(await seen(list, '10.0.0.1', '198.51.100.66, 203.0.113.9, 10.0.1.5')).toBe('203.0.113.9');
    expect(await seen(list, '::ffff:10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    // A client that is not one of the proxies cannot forward anything.
    expect(await seen(list, '198.51.100.1', '203.0.113.9')).toBe('198.51.100.1');
  });
});
