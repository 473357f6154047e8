import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { clientIp } from '../../../server/auth/clientIp.ts';

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
