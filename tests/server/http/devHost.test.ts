/**
 * Issue 30 §2: development-only routes answer only loopback names and the configured host. A web page
 * that rebinds its own name to 127.0.0.1 (DNS rebinding) reaches a developer's running server with
 * `Host: evil.example`; before the fix such a request read every SMS code from /api/dev/sms.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { devHostOnly } from '../../../server/http/devHost.ts';

function devApp(configured: string | null): Hono {
  const app = new Hono();
  app.use(
    '*',
    devHostOnly(() => configured),
  );
  app.get('/dev', (c) => c.json({ ok: true }));
  return app;
}

async function askWithHost(app: Hono, host: string): Promise<Response> {
  return app.request('http://localhost/dev', { headers: { host } });
}

describe('development-only routes answer only loopback names and the configured host (issue 30 §2)', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'LOCALHOST:3000',
    '127.0.0.1',
    '127.0.0.1:5173',
    '[::1]',
    '[::1]:3000',
    'id.localhost:3100',
  ])('%s is served', async (host) => {
    expect((await askWithHost(devApp(null), host)).status).toBe(200);
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    '192.168.0.10:3000',
    '10.0.0.1',
    'localhost.',
    '',
    'local host',
  ])('Host «%s» gets 421 DEV_HOST_NOT_LOCAL', async (host) => {
    const response = await askWithHost(devApp(null), host);
    expect(response.status).toBe(421);
    expect(await response.json()).toEqual({ message: 'DEV_HOST_NOT_LOCAL' });
  });

  it('the configured public host is served at any port; another public host is not', async () => {
    const app = devApp('https://rjadom.example');
    expect((await askWithHost(app, 'rjadom.example')).status).toBe(200);
    expect((await askWithHost(app, 'RJADOM.example:8443')).status).toBe(200);
    expect((await askWithHost(app, 'evil.example')).status).toBe(421);
  });

  it('an in-process request without a Host header is judged by its URL', async () => {
    const app = devApp(null);
    expect((await app.request('http://127.0.0.1:3000/dev')).status).toBe(200);
    expect((await app.request('http://evil.example/dev')).status).toBe(421);
  });
});
