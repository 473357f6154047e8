/**
 * A fake server render for the page cache's tests (issue 23): a build whose entry counts its renders, can be made
 * slow, echoes what it was asked for (the address and the city) and lists the active cities it read through the
 * page reads, so a write to the content shows in the page.
 */
import { request } from 'node:http';
import type { Clock } from '../../../core/ports/logger.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { fakeBuild as buildWith } from '../fakeBuild.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';

export { INDEX } from '../fakeBuild.ts';

/** What the fake entry keeps on globalThis: the test reads and sets it. */
export interface FakeRenders {
  renders: number;
  /** Each render waits this long before answering. */
  delayMs: number;
  /** Every href rendered, in order. */
  hrefs: string[];
  /** While set, every render waits for it: a render held until the test lets it go. */
  gate?: Promise<void> | undefined;
}

/** Holds every render from now on until the returned function lets them go (no clock involved). */
export function holdRenders(renders: FakeRenders): () => void {
  let release = (): void => {};
  renders.gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    renders.gate = undefined;
    release();
  };
}

export function fakeRenders(): FakeRenders {
  const store = globalThis as { __pageCacheTest?: FakeRenders };
  store.__pageCacheTest ??= { renders: 0, delayMs: 0, hrefs: [] };
  return store.__pageCacheTest;
}

const RENDERER = `
export async function renderPage({ href, reads, view }) {
  const state = (globalThis.__pageCacheTest ??= { renders: 0, delayMs: 0, hrefs: [] });
  state.renders += 1;
  state.hrefs.push(href);
  if (state.delayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, state.delayMs));
  }
  if (state.gate !== undefined) {
    await state.gate;
  }
  if (href.startsWith('/login')) {
    return null;
  }
  const cities = await reads.activeCities({ countryCodeId: 1 });
  const storedCityId = view.cityId;
  const html = '<h1>Страница ' + href + '</h1><p id="stored-city">' + storedCityId + '</p><ul>' + cities.map((city) => '<li>' + city.name + '</li>').join('') + '</ul>' + '<p>' + 'ряд '.repeat(400) + '</p>';
  const body = href.startsWith('/explode')
    ? new ReadableStream({ pull(controller) { controller.error(new TypeError('the render failed half-way')); } })
    : new ReadableStream({ start(controller) { controller.enqueue(new TextEncoder().encode(html)); controller.close(); } });
  return {
    status: href.startsWith('/missing') ? 404 : href.startsWith('/broken') ? 500 : 200,
    head: { title: 'Страница', description: 'Описание', canonicalPath: href.split('?')[0], image: null, type: 'website' },
    body,
    ready: Promise.resolve(),
    answers: () => ({}),
    router: () => ({ matches: [] }),
    modules: [],
    view: { cityId: storedCityId, cities },
  };
}
`;

/** A dist/ folder with the fake entry; `remove` deletes it. */
export function fakeBuild(): { dir: string; remove: () => void } {
  return buildWith(RENDERER, 'rjadom-page-cache-');
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The headers as sent, in their order: names and values in turn. */
  rawHeaders: string[];
  body: Buffer;
  /** Milliseconds from sending to the last byte. */
  ms: number;
}

/** A GET (or HEAD) over node:http: no header added, nothing decompressed, so the test sees the bytes sent. */
export function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: encodeURI(decodeURI(path)), method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Waits until `check` holds, trying every 20 ms for up to `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) {
      throw new Error('the condition did not hold in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The whole server on a free port over the fake build `dir`, unseeded, on an in-memory PGlite of its own, with the
 * tests' secret, `clock` and the page cache's lifetimes (30 s fresh, 300 s stale) and `env` over them.
 *
 * Never on TEST_DATABASE_URL: in the PostgreSQL pass every server test file shares that database, and another file's
 * catalogue write moves the content version and empties this server's cache between two requests a test expects to be
 * one entry. Two instances on one PostgreSQL are tests/server/scale/pageCacheInstances.test.ts.
 */
export function startPageServer(dir: string, clock: Clock, env: Record<string, string>): Promise<RunningServer> {
  return startServer({
    port: 0,
    env: {
      AUTH_SECRET: TEST_AUTH_SECRET,
      NODE_ENV: 'test',
      PAGE_CACHE_SECONDS: '30',
      PAGE_STALE_SECONDS: '300',
      ...env,
    },
    database: { inMemory: true },
    seed: false,
    distDir: dir,
    clock,
  });
}
