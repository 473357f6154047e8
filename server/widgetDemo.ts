/**
 * The widget kit's demonstration page at /widget/ (issue 7): the static page in widget/demo/ and the
 * settings it needs from this server (the identity provider the kit talks to, as the browser reaches
 * it). The page itself is plain files: it loads the script-tag build from /widget/vkid-sdk.js.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { IdentityProviderConfig } from './idProviderClient/config.ts';

const DEMO_DIR = resolve(fileURLToPath(new URL('../widget/demo', import.meta.url)));

/** The demo's files by URL path; nothing else under /widget/demo/ exists. */
const FILES: Readonly<Record<string, { file: string; type: string }>> = {
  '/widget': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/widget/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/widget/demo/demo.js': { file: 'demo.js', type: 'text/javascript; charset=utf-8' },
  '/widget/demo/demo.css': { file: 'demo.css', type: 'text/css; charset=utf-8' },
};

/**
 * Where the demo page asks the provider to send its codes: the page itself (widget/demo/demo.js sets
 * `redirectUrl` to its origin + this path). The local provider registers it for the demo's apps.
 */
export function widgetDemoRedirectUri(publicUrl: string): string {
  return new URL('/widget/demo/', publicUrl).toString();
}

/** What the demo page reads at start: where the provider is and which app the portal is there. */
interface WidgetDemoSettings {
  providerOrigin: string;
  app: string;
}

function widgetDemoSettings(provider: Pick<IdentityProviderConfig, 'browserOrigin' | 'appId'>): WidgetDemoSettings {
  return { providerOrigin: provider.browserOrigin, app: provider.appId };
}

/** Routes of the demonstration page; mounted before the portal's SPA fallback. */
export function widgetDemoRoutes(provider: Pick<IdentityProviderConfig, 'browserOrigin' | 'appId'>): Hono {
  const routes = new Hono();
  routes.get('/widget/demo/config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(widgetDemoSettings(provider));
  });
  for (const [path, { file, type }] of Object.entries(FILES)) {
    routes.get(path, async (c) => {
      const body = await readFile(join(DEMO_DIR, file));
      return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
    });
  }
  return routes;
}
