import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/security/headers.ts';
import { widgetDemoRoutes } from '../../server/widgetDemo.ts';

const provider = { browserOrigin: 'http://id.localhost:3100', appId: '51000001' };

function site(): Hono {
  const app = new Hono();
  app.route('/', widgetDemoRoutes(provider));
  return app;
}

describe('the widget kit demonstration page at /widget/', () => {
  it('serves the page, which loads the script-tag kit and its own script', async () => {
    const response = await site().request('/widget/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<script src="/widget/vkid-sdk.js"></script>');
    expect(html).toContain('<script src="/widget/demo/demo.js"></script>');
    // The portal's policy forbids inline scripts: the page must have none.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it("names the portal's icon, so the browser asks no /favicon.ico for a 404 (issue 31 §7)", async () => {
    const html = await (await site().request('/widget/')).text();
    expect(html).toContain('<link rel="icon" href="/logo.svg" type="image/svg+xml">');
  });

  it('tells the page where the identity provider is and which app the portal is there', async () => {
    const response = await site().request('/widget/demo/config.json');
    expect(await response.json()).toEqual({ providerOrigin: 'http://id.localhost:3100', app: '51000001' });
  });

  it('serves the demo script and stylesheet, and nothing else under /widget/demo/', async () => {
    expect((await site().request('/widget/demo/demo.js')).headers.get('content-type')).toContain('javascript');
    expect((await site().request('/widget/demo/demo.css')).headers.get('content-type')).toContain('text/css');
    expect((await site().request('/widget/demo/../../package.json')).status).toBe(404);
  });

  it("lets the page frame the provider and send it statistics under the portal's policy", () => {
    const policy = contentSecurityPolicy({
      framed: false,
      frameAncestors: [],
      captchaProvider: 'altcha',
      identityProviderOrigin: provider.browserOrigin,
    });
    expect(policy).toMatch(/frame-src [^;]*http:\/\/id\.localhost:3100/);
    expect(policy).toMatch(/connect-src [^;]*http:\/\/id\.localhost:3100/);
  });
});
