/**
 * The server links each public page's screen styles and chunks from the table in ui/entry-server.tsx:
 * the table must name routes the router has and the very files their lazy components import, or the
 * page would paint unstyled again without any test noticing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../ui/app/services.ts';
import { ServerSession } from '../../ui/app/serverSession.ts';
import { PUBLIC_ROUTE_SCREENS } from '../../ui/entry-server.tsx';
import { createAppRouter } from '../../ui/router.tsx';

const root = join(import.meta.dirname, '..', '..');
const routesDir = join(root, 'ui', 'routes');

/** The screen each route path's lazyRouteComponent imports, from the route files' text, as 'ui/screens/…'. */
function lazyScreensByPath(): Map<string, string> {
  const screens = new Map<string, string>();
  for (const name of readdirSync(routesDir).filter((file) => file.endsWith('.tsx'))) {
    const source = readFileSync(join(routesDir, name), 'utf8');
    for (const block of source.split(/\bcreateRoute\(/).slice(1)) {
      const path = /\bpath:\s*'([^']+)'/.exec(block)?.[1];
      const screen = /lazyRouteComponent\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/.exec(block)?.[1];
      if (path !== undefined && screen !== undefined) {
        screens.set(path, relative(root, join(routesDir, screen)));
      }
    }
  }
  return screens;
}

// Only the route tree is read: nothing is loaded, so the router needs no services.
const router = createAppRouter(
  { services: {} as Services, session: new ServerSession({ cityId: null, cities: [] }) },
  createMemoryHistory(),
);
const screensByPath = lazyScreensByPath();
const table = Object.entries(PUBLIC_ROUTE_SCREENS);

describe('the public routes’ screens the server links in the head', () => {
  it('reads the lazy screens of the route files', () => {
    expect(screensByPath.get('/offline')).toBe('ui/screens/OfflineScreen.tsx');
    expect(screensByPath.size).toBeGreaterThan(table.length);
  });

  it.each(table)('%s is a route of the router', (routeId) => {
    expect(Object.keys(router.routesById)).toContain(routeId);
  });

  it.each(table)('%s names %s, the file its lazy component imports', (routeId, screen) => {
    const route = router.routesById[routeId as keyof typeof router.routesById];
    expect(screensByPath.get(route.fullPath)).toBe(screen);
    expect(existsSync(join(root, screen!))).toBe(true);
  });
});
