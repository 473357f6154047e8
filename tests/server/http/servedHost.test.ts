import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { servedHostOnly } from '../../../server/http/servedHost.ts';
import { loadConfig, publicOriginFrom } from '../../../server/config.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';

function site(): Hono {
  const app = new Hono();
  app.use('*', servedHostOnly('https://rjadom.example'));
  app.get('/brands', (c) => c.text('страница'));
  return app;
}

describe('one public origin (issue 20): PUBLIC_URL decides it, production answers no other host', () => {
  it('PUBLIC_URL is the public origin; PUBLIC_ORIGIN is its older name; neither: each request its own', () => {
    expect(publicOriginFrom({ PUBLIC_URL: 'https://rjadom.example/' })).toBe('https://rjadom.example');
    expect(publicOriginFrom({ PUBLIC_URL: 'https://rjadom.example', PUBLIC_ORIGIN: 'https://old.example' })).toBe(
      'https://rjadom.example',
    );
    expect(publicOriginFrom({ PUBLIC_ORIGIN: 'https://old.example' })).toBe('https://old.example');
    expect(publicOriginFrom({})).toBeNull();
    expect(loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, PUBLIC_URL: 'https://rjadom.example' }).publicOrigin).toBe(
      'https://rjadom.example',
    );
  });

  it('a PUBLIC_URL that is not a bare origin is refused at start, naming the setting', () => {
    expect(() => publicOriginFrom({ PUBLIC_URL: 'https://rjadom.example/portal' })).toThrow(/PUBLIC_URL/);
    expect(() => publicOriginFrom({ PUBLIC_URL: 'rjadom.example' })).toThrow(/PUBLIC_URL/);
  });

  it('a request naming another host gets 421 HOST_NOT_SERVED; its own host is served', async () => {
    const refused = await site().request('http://rjadom.example/brands', { headers: { host: 'evil.example' } });
    expect(refused.status).toBe(421);
    expect(await refused.json()).toEqual({ message: 'HOST_NOT_SERVED' });
    const served = await site().request('http://rjadom.example/brands', { headers: { host: 'RJADOM.example' } });
    expect(served.status).toBe(200);
  });
});
