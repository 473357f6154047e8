/**
 * The balanced set-up of issue 32, started from code: PostgreSQL (DATABASE_URL, else a throwaway cluster from
 * scripts/postgresCluster.ts), N production instances of server/main.ts sharing it, and nginx in front of them
 * (deploy/nginx/), all in one temporary folder with their logs. `npm run start:cluster` (main.ts here) is this with
 * a Ctrl-C; the cross-instance tests and the balanced benchmarks call startCluster() themselves.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { seedDatabase } from '../../server/seed/index.ts';
import { REPO_ROOT } from '../ensure-build.ts';
import { freePort } from '../freePort.ts';
import { findPostgresBin, startThrowawayCluster, type ThrowawayCluster } from '../postgresCluster.ts';
import { clusterInstance, type ClusterInstance } from './instance.ts';
import { findNginx, startNginx, type RunningNginx } from './nginx.ts';

export type { ClusterInstance } from './instance.ts';

export interface ClusterOptions {
  /** Production instances (default: one per core). */
  instances?: number;
  /** The built UI the instances serve (default dist/ of the repository; `npm run build` makes it). */
  dist?: string;
  /** nginx keeps the public pages (deploy/nginx/page-cache.conf; default true). */
  cache?: boolean;
  /** nginx's port (default: a free one). */
  port?: number;
  /** nginx's address (default 127.0.0.1; 0.0.0.0 to be reached from other machines). */
  host?: string;
  /** The database (default: the environment's DATABASE_URL, else a throwaway PostgreSQL deleted by stop()). */
  databaseUrl?: string;
  /**
   * The instances' environment, over this process's own. The cluster sets NODE_ENV=production, DATABASE_URL,
   * TRUST_PROXY=1 (nginx is the one proxy in front), DIST_DIR, and unless given AUTH_SECRET (one random secret
   * for all) and SMS_PROVIDER=console (a local try sends no real SMS: codes go to the outbox, GET /api/dev/sms).
   */
  env?: Record<string, string | undefined>;
  /** Fill an empty database with the demo data first (default true), once, before any instance starts. */
  seed?: boolean;
  /** nginx writes an access log line per request (default true; a load test turns it off). */
  accessLog?: boolean;
  /** nginx's client connections per worker (default 8 192). */
  workerConnections?: number;
  /** API requests nginx passes to the instances at once; one more gets 503 OVERLOADED (default 16 per instance). */
  apiConnections?: number;
  /** Keep the cluster's folder (logs) after stop() (default false). */
  keepFolder?: boolean;
}

export interface RunningCluster {
  /** The balancer: http://HOST:PORT. */
  url: string;
  port: number;
  /** The database every instance uses. */
  databaseUrl: string;
  /** The instances in the balancer's order; each can be signalled, stopped and started again on its port. */
  instances: ClusterInstance[];
  /** The cluster's folder: logs/ (instance-N.log, nginx-access.log, nginx-error.log) and nginx/ (its prefix). */
  folder: string;
  logDir: string;
  nginx: { pid: number; configFile: string };
  /** Stops nginx, then the instances (SIGTERM), then a throwaway PostgreSQL; deletes the folder unless kept. Safe to call twice. */
  stop(): Promise<void>;
}

/** Migrates the database (openDatabase does) and seeds it, once, so the instances never race to do either. */
async function prepareDatabase(url: string, seed: boolean): Promise<void> {
  const database = await openDatabase({ url });
  try {
    if (seed) {
      await seedDatabase(database.db);
    }
  } finally {
    await database.close();
  }
}

/** Starts the whole cluster; on any failure stops what it started and throws. */
export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const count = options.instances ?? availableParallelism();
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`a cluster needs at least one instance, got ${count}`);
  }
  const nginxBinary = findNginx();
  if (nginxBinary === null) {
    throw new Error('nginx is not installed (apt-get install nginx): the cluster runs behind it');
  }
  const folder = mkdtempSync(join(tmpdir(), 'rjadom-cluster-'));
  // Root's nginx workers (see nginxConfig.ts) and the postgres user need to reach into it.
  chmodSync(folder, 0o755);
  const logDir = join(folder, 'logs');
  mkdirSync(logDir);
  let database: ThrowawayCluster | null = null;
  let nginx: RunningNginx | null = null;
  const instances: ClusterInstance[] = [];
  let stopping: Promise<void> | null = null;
  let keep = options.keepFolder === true;
  // Should this process end without stop() (a crash, process.exit), its children must not outlive it.
  const orphans = (): void => {
    nginx?.kill();
    instances.forEach((instance) => instance.signal('SIGKILL'));
  };
  process.once('exit', orphans);
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      process.off('exit', orphans);
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      database?.stop();
      if (!keep) {
        rmSync(folder, { recursive: true, force: true });
      }
    })();
    return stopping;
  };
  try {
    let databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL?.trim() ?? '';
    if (databaseUrl === '') {
      const bin = findPostgresBin();
      if (bin === null) {
        throw new Error('PostgreSQL is not installed (apt-get install postgresql) and DATABASE_URL is not set');
      }
      database = await startThrowawayCluster(bin, { database: 'rjadom' });
      databaseUrl = database.url;
    }
    await prepareDatabase(databaseUrl, options.seed ?? true);
    const given = options.env ?? {};
    const env: Record<string, string | undefined> = {
      ...process.env,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SMS_PROVIDER: 'console',
      ...given,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '1',
      DIST_DIR: options.dist ?? join(REPO_ROOT, 'dist'),
    };
    for (let index = 0; index < count; index += 1) {
      instances.push(
        clusterInstance({ index, port: await freePort(), env, logFile: join(logDir, `instance-${index}.log`) }),
      );
    }
    await Promise.all(instances.map((instance) => instance.start()));
    const host = options.host ?? '127.0.0.1';
    const port = options.port ?? (await freePort());
    nginx = await startNginx(nginxBinary, {
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      host,
      port,
      prefix: join(folder, 'nginx'),
      logDir,
      cache: options.cache ?? true,
      ...(options.accessLog === undefined ? {} : { accessLog: options.accessLog }),
      ...(options.workerConnections === undefined ? {} : { workerConnections: options.workerConnections }),
      ...(options.apiConnections === undefined ? {} : { apiConnections: options.apiConnections }),
    });
    const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      databaseUrl,
      instances,
      folder,
      logDir,
      nginx: { pid: nginx.pid, configFile: nginx.configFile },
      stop,
    };
  } catch (error) {
    // The logs say why: they stay.
    keep = true;
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)} (the cluster's logs: ${logDir})`, {
      cause: error,
    });
  }
}
