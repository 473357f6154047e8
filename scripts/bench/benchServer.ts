/**
 * The server the in-process API benchmarks measure (`npm run bench:api`, `npm run bench:search`) and the city
 * every benchmark grows, in one place.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/database.ts';
import { cities } from '../../server/db/schema.ts';
import { startServer, type RunningServer } from '../../server/main.ts';
import { muteConsoleSms, SIMULATION_SERVER_ENV } from '../simulation/serverBackend.ts';
import { BENCH_CITY } from './calls.ts';

/** The id of BENCH_CITY in a seeded database; a seed without it is an error, not a bench of nothing. */
export async function benchCityId(db: Db): Promise<number> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, BENCH_CITY));
  if (city === undefined) {
    throw new Error(`the seed has no city named ${BENCH_CITY}`);
  }
  return city.id;
}

export interface BenchServer {
  server: RunningServer;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** BENCH_CITY's id, not grown yet. */
  cityId: number;
  /** performance.now() and the load average (1 / 5 / 15 min) when the start was asked for: the run's beginning. */
  startedAt: number;
  loadBefore: number[];
  /** Stops the server and lets the console SMS provider's lines through again. */
  close(): Promise<void>;
}

/**
 * The real server in this process on a free port of 127.0.0.1: in-memory PGlite, seeded, no UI, the simulation's
 * settings (docs/benchmarks.md says which), the console SMS provider (its lines muted) and the altcha captcha.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const startedAt = performance.now();
  const loadBefore = loadavg();
  const unmute = muteConsoleSms();
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      env: { ...process.env, ...SIMULATION_SERVER_ENV, SMS_PROVIDER: 'console', CAPTCHA_PROVIDER: 'altcha' },
      port: 0,
      hostname: '127.0.0.1',
      database: { inMemory: true },
      seed: true,
      distDir: null,
    });
    const running = server;
    const cityId = await benchCityId(running.deps.db);
    return {
      server: running,
      origin: `http://127.0.0.1:${running.port}`,
      cityId,
      startedAt,
      loadBefore,
      close: async () => {
        try {
          await running.close();
        } finally {
          unmute();
        }
      },
    };
  } catch (error) {
    await server?.close();
    unmute();
    throw error;
  }
}
