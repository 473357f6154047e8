/**
 * The floor's pages for `npm run bench:web` (issue 31 §8): a fresh build of floorEntry.ts, and a server in front
 * of the portal that answers each page as the portal does, headers and markup alike, but with the boot script
 * naming the floor's entry instead of the app's, and without the route chunks' preloads. Everything else (the
 * stylesheet, images, the API) is the portal's own answer, passed on.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, sep } from 'node:path';
import { build } from 'vite';

/** Where the floor's script is served from on the floor server. */
const FLOOR_BASE = '/__floor/';
const FLOOR_ENTRY = `${FLOOR_BASE}floor.js`;

/** The portal's page with the floor in the app's place: the boot script starts floor.js; no route chunk is preloaded. */
export function floorPage(html: string): string {
  return html
    .replace(/\bdata-app-entry="[^"]*"/g, `data-app-entry="${FLOOR_ENTRY}"`)
    .replace(/<meta name="app-module"[^>]*>/g, '');
}

/** Builds the floor's script (production React and router, minified) into `outDir`. */
export async function buildFloor(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    base: FLOOR_BASE,
    // React's and the router's «use client» directives mean nothing here; their warnings would bury the figures.
    logLevel: 'error',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        input: { floor: join(root, 'scripts', 'bench', 'floor', 'floorEntry.ts') },
        output: { entryFileNames: '[name].js' },
      },
    },
  });
}

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the floor's pages in front of the portal at `origin`, its script from `outDir`. */
export async function startFloorServer(origin: string, outDir: string): Promise<FloorServer> {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    void (async () => {
      if (path.startsWith(FLOOR_BASE)) {
        const file = normalize(join(outDir, path.slice(FLOOR_BASE.length).split('?')[0]!));
        if (!file.startsWith(`${normalize(outDir)}${sep}`)) {
          response.writeHead(404).end();
          return;
        }
        const script = await readFile(file).catch(() => null);
        if (script === null) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
        return;
      }
      const answer = await fetch(`${origin}${path}`, {
        method: request.method ?? 'GET',
        headers: { accept: request.headers.accept ?? '*/*', cookie: request.headers.cookie ?? '' },
      });
      const headers: Record<string, string> = {};
      // fetch has undone the compression: the body goes on as it is now.
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) {
          headers[name] = value;
        }
      });
      const isPage = (answer.headers.get('content-type') ?? '').startsWith('text/html');
      const body = isPage
        ? Buffer.from(floorPage(await answer.text()), 'utf8')
        : Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, headers).end(body);
    })().catch((error: unknown) => {
      // Lighthouse drops requests it no longer needs; an answer already on its way is just cut short.
      if (response.headersSent) {
        response.destroy();
      } else {
        response.writeHead(502).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
