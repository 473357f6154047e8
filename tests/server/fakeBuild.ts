/** A built UI for the server's tests: dist/index.html and a server entry (dist/ssr/entry-server.js) of the test's own. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built index.html of the fake builds. */
export const INDEX = '<!doctype html><html><head><title>Рядом</title></head><body><div id="root"></div></body></html>';

/**
 * A server entry that renders a one-line page, «Страница», for any address; with `throwsFor` (the source of a
 * RegExp literal, `/^\/broken/`) it throws for the addresses that match, as a development build under production
 * React does.
 */
export function onePageRenderer(throwsFor?: string): string {
  const thrower =
    throwsFor === undefined
      ? ''
      : `\n  if (${throwsFor}.test(href)) {\n    throw new TypeError('jsxDEV is not a function');\n  }`;
  return `
export async function renderPage({ href }) {${thrower}
  const body = new ReadableStream({ start(controller) { controller.enqueue(new TextEncoder().encode('<h1>Страница</h1>')); controller.close(); } });
  return {
    status: 200,
    head: { title: 'Страница', description: 'Описание', canonicalPath: href, image: null, type: 'website' },
    body,
    ready: Promise.resolve(),
    router: () => ({ matches: [] }),
    modules: [],
    view: { cityId: null, cities: [] },
  };
}
`;
}

/** A dist/ folder in the system's temporary folder with INDEX and `renderer` as its server entry; `remove` deletes it. */
export function fakeBuild(renderer: string, prefix = 'rjadom-dist-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'ssr', 'entry-server.js'), renderer);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
