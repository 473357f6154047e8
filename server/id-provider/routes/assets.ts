import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { parseId } from '../../../core/domain/ids.ts';
import { accountById, type ProviderContext } from '../context.ts';
import { html } from '../html.ts';

const TYPES = { css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8' } as const;

/** The provider's own files, read once: only these names are served. */
const FILES = ['one-tap-frame.css', 'one-tap-frame.js', 'provider.css', 'popup-answer.js'];

function loadFiles(): Map<string, { body: string; type: string }> {
  return new Map(
    FILES.map((name) => {
      const body = readFileSync(new URL(`../static/${name}`, import.meta.url), 'utf8');
      const type = name.endsWith('.css') ? TYPES.css : TYPES.js;
      return [name, { body, type }];
    }),
  );
}

/** A round avatar with the account's initials (the demo accounts have no photos); hono's escapes are XML's too. */
function avatarSvg(initials: string, colour: string): string {
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text></svg>`.toString();
}

/** The provider's icon: its brand's blue square with «ID», so its tab is told apart from the site's (issue 31 §7). */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0077ff"/><text x="16" y="21" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">ID</text></svg>';

/** GET /static/<name> (the pages' stylesheets and scripts), the icon and GET /avatar/<user id>. */
export function assetRoutes(context: ProviderContext): Hono {
  const app = new Hono();
  const files = loadFiles();

  app.get('/static/:name', (c) => {
    const file = files.get(c.req.param('name'));
    if (!file) {
      return c.notFound();
    }
    // Only the provider's own pages use these.
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('Cache-Control', 'no-cache');
    return c.body(file.body, 200, { 'Content-Type': file.type });
  });

  // Every page names /favicon.svg; /favicon.ico answers the same for a browser that asks it anyway (no 404).
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    app.get(path, (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(ICON_SVG, 200, { 'Content-Type': 'image/svg+xml' });
    });
  }

  app.get('/avatar/:userId', (c) => {
    const account = accountById(context, parseId(c.req.param('userId')) ?? undefined);
    if (!account) {
      return c.notFound();
    }
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(avatarSvg(account.initials, account.colour), 200, { 'Content-Type': 'image/svg+xml' });
  });

  return app;
}
