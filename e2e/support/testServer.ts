/**
 * The real portal for browser tests, benchmarks and screenshots: a fresh UI build and a fresh
 * embedded database in temporary directories, the console SMS provider, a free port on loopback.
 * Nothing is shared with the developer's dist/ or .data/, and everything is deleted on close.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../../core/ports/logger.ts';
import { precompressBuild } from '../../scripts/precompress.ts';
import { startServer, type RunningServer } from '../../server/main.ts';
import { seedDatabase, type SeedOptions } from '../../server/seed/index.ts';

/** Repository root (this file lives in e2e/support/). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Server settings for tests: a cheap captcha so the widget solves in a blink on 2 cores, and
 * SMS limits wide enough for one machine (one IP, one user agent) running every journey. The
 * recovery limit keeps its real value: a journey checks BAD_COUNT after it.
 */
export const TEST_SERVER_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  SMS_PROVIDER: 'console',
  CAPTCHA_PROVIDER: 'altcha',
  CAPTCHA_COST: '10',
  SMS_MIN_INTERVAL_SECONDS: '0',
  SMS_PER_HOUR: '50',
  SMS_PER_DAY: '100',
  SMS_PER_IP_PER_HOUR: '1000',
  SMS_PER_FINGERPRINT_PER_HOUR: '1000',
};

/**
 * Builds the UI with Vite's API into `outDir` (quietly, errors still thrown): the browser's build, then
 * the server's render entry into `outDir`/ssr, as `npm run build` does, so the server renders public pages; then
 * the brotli and gzip siblings the server sends (scripts/precompress.ts), so what is measured is what ships.
 */
async function buildUi(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ root: REPO_ROOT, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  await build({
    root: REPO_ROOT,
    logLevel: 'error',
    build: { ssr: 'ui/entry-server.tsx', outDir: join(outDir, 'ssr'), emptyOutDir: true },
  });
  await precompressBuild(outDir);
  // The server entry imports React and the router from node_modules, which a build outside the
  // repository cannot reach by walking up; /ssr/ is never served, so the link stays private.
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(outDir, 'ssr', 'node_modules'), 'dir');
}

/** A TCP port nobody listens on right now, for the journeys' servers. */
export { freePort } from '../../scripts/freePort.ts';

export interface TestServerOptions {
  /** Extra environment (FRAME_ANCESTORS, …) over TEST_SERVER_ENV. */
  env?: Record<string, string>;
  /** A built UI to serve; without it a fresh build goes into a temporary directory. */
  distDir?: string;
  /** Extra seeding after the base seed (the benchmark's 2 000-outlet city). */
  seed?: SeedOptions;
  /** The server's clock (simulated time in long-visit journeys); the wall clock by default. */
  clock?: Clock;
  /** A port chosen in advance (the social sign-in's redirect URIs name it); a free one by default. */
  port?: number;
}

export interface TestServer {
  /** http://127.0.0.1:PORT — loopback by address, so the browser never tries ::1 first. */
  url: string;
  running: RunningServer;
  close(): Promise<void>;
}

/** Builds (unless given a build), opens a fresh database, seeds it and starts listening on a free port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const scratch = mkdtempSync(join(tmpdir(), 'rjadom-e2e-'));
  const cleanup = (): void => rmSync(scratch, { recursive: true, force: true });
  try {
    const distDir = options.distDir ?? join(scratch, 'dist');
    if (options.distDir === undefined) {
      await buildUi(distDir);
    }
    // The generated signing secret goes into the scratch folder too.
    const env = { ...TEST_SERVER_ENV, DATA_DIR: scratch, ...options.env };
    const running = await startServer({
      env,
      port: options.port ?? 0,
      hostname: '127.0.0.1',
      database: { dataDir: join(scratch, 'pglite') },
      distDir,
      seed: true,
      ...(options.clock !== undefined && { clock: options.clock }),
    });
    if (options.seed !== undefined) {
      await seedDatabase(running.deps.db, options.seed);
    }
    let closing: Promise<void> | null = null;
    return {
      url: `http://127.0.0.1:${running.port}`,
      running,
      close: () => {
        closing ??= running.close().finally(cleanup);
        return closing;
      },
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}
