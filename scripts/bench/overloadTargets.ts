/**
 * What `npm run bench:overload` puts under load (issue 23, issue 32 §2): the production build in one process on its
 * embedded database on disk (scripts/bench/overloadServer.ts), or the balanced set-up — N production instances on
 * one PostgreSQL behind nginx with its page cache (scripts/cluster/). Both are seeded and get `writers` signed-in
 * shoppers; both can be killed hard and then asked which favourites reached the database.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { createCaptchaVerifier } from '../../server/captcha/index.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { favouriteSalesUnits, salesUnits } from '../../server/db/schema.ts';
import type { ServerDeps } from '../../server/deps.ts';
import { listableOutlet } from '../../server/queries/listable.ts';
import { createSmsSender } from '../../server/sms/index.ts';
import { startCluster } from '../cluster/cluster.ts';
import { benchCityId } from './benchServer.ts';
import { signedInShoppers, type BenchShopper } from './loadShoppers.ts';

const SERVER_FILE = fileURLToPath(new URL('./overloadServer.ts', import.meta.url));

/** What the load needs to know of a target once it serves. */
interface OverloadReady {
  origin: string;
  cityId: number;
  shoppers: BenchShopper[];
  outlets: number[];
  outletPages: number[];
}

export interface OverloadTarget {
  /** How the report names it. */
  label: string;
  ready: OverloadReady;
  /** The server processes' resident memory now, summed (MB). */
  memoryMb(): number;
  /** Null while every server process runs, else how the first one ended. */
  ended(): string | null;
  /** SIGKILLs every server process (nothing flushed on the way out), then reads back the favourites: `profile:outlet`. */
  killAndReadFavourites(): Promise<Set<string>>;
  /** Stops whatever is left and deletes its folders. */
  close(): Promise<void>;
}

/** The resident memory of `pid` now (MB), from /proc; 0 when it is gone. */
function memoryOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function favouritesIn(database: Database): Promise<Set<string>> {
  return new Set(
    (await database.db.select().from(favouriteSalesUnits)).map((row) => `${row.tenantProfileId}:${row.salesUnitId}`),
  );
}

/** The single process on a data folder on disk (`dataDir`, which the caller deletes). */
export function singleProcessTarget(dataDir: string, dist: string, writers: number): Promise<OverloadTarget> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SERVER_FILE, '--data', dataDir, '--dist', dist, '--shoppers', String(writers)],
    {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let endedHow: string | null = null;
  child.once('exit', (code, signal) => {
    endedHow = signal === null ? `exit code ${code}` : `signal ${signal}`;
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return new Promise((resolveReady, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const line = text.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (line === undefined) {
        return;
      }
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      const ready = JSON.parse(line.slice('READY '.length)) as OverloadReady & { pid: number };
      resolveReady({
        label: 'one process (embedded database on disk)',
        ready,
        memoryMb: () => memoryOf(ready.pid),
        ended: () => endedHow,
        killAndReadFavourites: async () => {
          child.kill('SIGKILL');
          await exited;
          const database = await openDatabase({ dataDir });
          try {
            return await favouritesIn(database);
          } finally {
            await database.close();
          }
        },
        close: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      });
    });
    child.once('exit', () => reject(new Error(`the server process ended before it was ready (${endedHow ?? '?'})`)));
  });
}

/**
 * `instances` production instances on a throwaway PostgreSQL behind nginx (access log off: the single process writes
 * none either). The shoppers' sessions are made here, straight in the database, signed with the cluster's secret.
 */
export async function clusterTarget(dist: string, writers: number, instances: number): Promise<OverloadTarget> {
  const env = { AUTH_SECRET: randomBytes(32).toString('hex'), SMS_PROVIDER: 'console' };
  const cluster = await startCluster({ instances, dist, env, accessLog: false });
  let database: Database | null = null;
  try {
    database = await openDatabase({ url: cluster.databaseUrl });
    const db = database.db;
    const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'production', DATABASE_URL: cluster.databaseUrl });
    const clock = { now: () => Date.now() };
    const { sms, smsOutbox } = createSmsSender(config, clock, db);
    const deps: ServerDeps = { db, config, sms, smsOutbox, captcha: createCaptchaVerifier(config, db, clock), clock };
    const cityId = await benchCityId(db);
    const shoppers = await signedInShoppers(deps, cityId, writers, '7995');
    const outlets = (await db.select({ id: salesUnits.id }).from(salesUnits).where(listableOutlet())).map(
      (row) => row.id,
    );
    const outletPages = (
      await db.select({ id: salesUnits.id }).from(salesUnits).where(eq(salesUnits.cityCodeId, cityId)).limit(5)
    ).map((row) => row.id);
    const opened = database;
    return {
      label: `${instances} instances behind nginx (PostgreSQL)`,
      ready: { origin: cluster.url, cityId, shoppers, outlets, outletPages },
      memoryMb: () =>
        cluster.instances.reduce((sum, instance) => sum + (instance.pid === null ? 0 : memoryOf(instance.pid)), 0),
      ended: () => {
        const down = cluster.instances.filter((instance) => instance.pid === null).map((instance) => instance.index);
        return down.length === 0 ? null : `instance ${down.join(', ')} ended`;
      },
      killAndReadFavourites: async () => {
        await Promise.all(
          cluster.instances.map(async (instance) => {
            instance.signal('SIGKILL');
            await instance.exited();
          }),
        );
        return favouritesIn(opened);
      },
      close: async () => {
        await opened.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await database?.close();
    await cluster.stop();
    throw error;
  }
}
