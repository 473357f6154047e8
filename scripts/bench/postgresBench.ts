/**
 * `npm run bench:api -- --postgres`: the same calls as the PGlite bench, on a throwaway PostgreSQL cluster,
 * served by one and then by two server instances (each its own process, so each can have a core), beside
 * the bare node:http baseline. Also counts what one SMS sign-in request costs PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { seedDatabase } from '../../server/seed/index.ts';
import { findPostgresBin, startThrowawayCluster } from '../postgresCluster.ts';
import { SIMULATION_SERVER_ENV } from '../simulation/serverBackend.ts';
import { SHOPPER_FINGERPRINT } from '../simulation/shopper.ts';
import { copyOf } from './answers.ts';
import { startBareServer, staticAnswer, type BareAnswer } from './bareServer.ts';
import { benchCityId } from './benchServer.ts';
import { BENCH_CITY, LOGIN_REQUEST } from './calls.ts';
import { listCallsOf } from './listCalls.ts';
import type { LoadRequest, LoadResult } from './loadLoop.ts';
import { prepareLoginPool } from './loginPool.ts';
import { measureInWorker } from './measure.ts';
import { rawRequest } from './rawRequest.ts';
import { replaceSection } from './report.ts';
import { cpuSecondsBetween, treeTicks } from './cpuTime.ts';
import { allScaledAsExpected, scaledTable, type ScaledCall } from './scaledReport.ts';

const POSTGRES_SECTION = '## API on PostgreSQL (`npm run bench:api -- --postgres`)';
const TSX_CLI = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const INSTANCE_FILE = fileURLToPath(new URL('./instance.ts', import.meta.url));
const INSTANCE_START_MS = 60_000;
const MAX_LOGIN_POOL = 6000;
/** Cumulative statistics reach the views when a backend flushes them (at most once a second while busy). */
const STATS_FLUSH_MS = 1500;

export interface PostgresBenchOptions {
  durationMs: number;
  connections: number;
  outlets: number;
  writeDocs: boolean;
  docs: URL;
}

interface Instance {
  origin: string;
  child: ChildProcess;
}

async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = spawn(process.execPath, [TSX_CLI, INSTANCE_FILE], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const timeout = AbortSignal.timeout(INSTANCE_START_MS);
  try {
    const [first] = (await Promise.race([
      once(lines, 'line', { signal: timeout }),
      once(child, 'exit').then(() => [null]),
    ])) as [string | null];
    if (first === null) {
      throw new Error('a bench instance exited before it listened');
    }
    const { port } = JSON.parse(first) as { port: number };
    return { origin: `http://127.0.0.1:${port}`, child };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) {
    return;
  }
  const exited = once(instance.child, 'exit');
  instance.child.kill('SIGTERM');
  const force = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

/** PostgreSQL's own counters for this database: statements (pg_stat_statements), transactions and rows written. */
async function pgCounters(db: Db): Promise<{ statements: number; transactions: number; rowsWritten: number }> {
  const statements = await db.execute<{ calls: string }>(
    sql`select coalesce(sum(calls), 0)::text as calls from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and query not ilike '%pg_stat%'`,
  );
  const database = await db.execute<{ xacts: string; written: string }>(
    sql`select (xact_commit + xact_rollback)::text as xacts, (tup_inserted + tup_updated + tup_deleted)::text as written from pg_stat_database where datname = current_database()`,
  );
  return {
    statements: Number(statements.rows[0]?.calls ?? 0),
    transactions: Number(database.rows[0]?.xacts ?? 0),
    rowsWritten: Number(database.rows[0]?.written ?? 0),
  };
}

interface Measure {
  (request: LoadRequest, origins: readonly string[], bodies?: readonly string[]): Promise<LoadResult>;
}

/** CPU seconds used by the server instances and by PostgreSQL during the last measurement of ours. */
interface CpuMeter {
  last: { server: number; postgres: number };
}

function loadOn(connections: number, durationMs: number): Measure {
  return (request, origins, bodies) =>
    measureInWorker({
      origin: origins[0]!,
      alsoOrigins: origins.slice(1),
      request,
      ...(bodies !== undefined && { bodies }),
      connections,
      durationMs,
    });
}

/** `measure`, also charging the CPU the instance processes and the PostgreSQL processes spent to `meter`. */
function metered(measure: Measure, meter: CpuMeter, serverPids: readonly number[], postmasterPid: number): Measure {
  return async (request, origins, bodies) => {
    const before = { server: treeTicks(serverPids), postgres: treeTicks([postmasterPid]) };
    const result = await measure(request, origins, bodies);
    meter.last = {
      server: cpuSecondsBetween(before.server, treeTicks(serverPids)),
      postgres: cpuSecondsBetween(before.postgres, treeTicks([postmasterPid])),
    };
    return result;
  };
}

/** CPU ms per answer of the run `meter` just measured. */
function perRequest(meter: CpuMeter, result: LoadResult): ScaledCall['cpuMsPerRequest'] {
  const answers = Math.max(1, result.responses);
  return { server: (meter.last.server * 1000) / answers, postgres: (meter.last.postgres * 1000) / answers };
}

async function bareOn(
  answer: (request: IncomingMessage) => BareAnswer,
  measure: Measure,
  request: LoadRequest,
  bodies?: readonly string[],
): Promise<LoadResult> {
  const bare = await startBareServer(answer);
  try {
    return await measure(request, [bare.origin], bodies);
  } finally {
    await bare.close();
  }
}

async function listCalls(
  origins: readonly [string, string],
  cityId: number,
  outlets: number,
  measure: Measure,
  ours: Measure,
  meter: CpuMeter,
): Promise<ScaledCall[]> {
  const [one] = origins;
  const calls: ScaledCall[] = [];
  for (const list of await listCallsOf(one, cityId, outlets)) {
    // Each instance builds its own cached copy (caches are per instance): warm the second one too.
    await rawRequest(origins[1], list.request);
    const oneResult = await ours(list.request, [one]);
    const cpuMsPerRequest = perRequest(meter, oneResult);
    const { name, answer, expectedStatus } = list;
    calls.push({
      name,
      answer,
      expectedStatus,
      one: oneResult,
      two: await ours(list.request, origins),
      bare: await bareOn(list.bare, measure, list.request),
      cpuMsPerRequest,
    });
  }
  return calls;
}

interface LoginFacts {
  call: ScaledCall;
  perLogin: { statements: number; transactions: number; rowsWritten: number };
}

async function loginCall(
  db: Db,
  origins: readonly [string, string],
  durationMs: number,
  measure: Measure,
  ours: Measure,
  meter: CpuMeter,
): Promise<LoginFacts> {
  const [one] = origins;
  // A short run sizes the pools: each measured request needs its own phone and captcha.
  const calibration = await prepareLoginPool(db, one, SHOPPER_FINGERPRINT, 0, 61);
  const probe = await rawRequest(one, { ...LOGIN_REQUEST, body: calibration.bodies[0]! });
  if (probe.status !== 200) {
    throw new Error(`login answered ${probe.status}`);
  }
  const trial = await measureInWorker({
    origin: one,
    request: LOGIN_REQUEST,
    bodies: calibration.bodies.slice(1),
    connections: 10,
    durationMs: 2000,
  });
  const size = (factor: number) =>
    Math.min(MAX_LOGIN_POOL, Math.max(60, Math.ceil(trial.rps * factor * (durationMs / 1000) * 1.5)));
  const onePool = await prepareLoginPool(db, one, SHOPPER_FINGERPRINT, 100, size(1));
  const twoPool = await prepareLoginPool(db, one, SHOPPER_FINGERPRINT, 100 + MAX_LOGIN_POOL, size(2));

  await db.execute(sql`select pg_stat_statements_reset()`);
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  const before = await pgCounters(db);
  const oneResult = await ours(LOGIN_REQUEST, [one], onePool.bodies);
  const cpuMsPerRequest = perRequest(meter, oneResult);
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  const after = await pgCounters(db);
  const logins = oneResult.statuses['200'] ?? 0;
  // The two counter reads themselves are one transaction of two statements each.
  const perLogin = {
    statements: (after.statements - before.statements) / logins,
    transactions: (after.transactions - before.transactions - 2) / logins,
    rowsWritten: (after.rowsWritten - before.rowsWritten) / logins,
  };
  const twoResult = await ours(LOGIN_REQUEST, origins, twoPool.bodies);
  const bare = await bareOn(staticAnswer(copyOf(probe)), measure, LOGIN_REQUEST, onePool.bodies);
  return {
    call: {
      name: 'SMS login request (captcha, lock, limits, code, SMS)',
      answer: 'POST → 200, 48 B, fresh phone and captcha each',
      expectedStatus: 200,
      one: oneResult,
      two: twoResult,
      bare,
      cpuMsPerRequest,
    },
    perLogin,
  };
}

function docsSection(input: {
  calls: ScaledCall[];
  perLogin: LoginFacts['perLogin'];
  options: PostgresBenchOptions;
  seconds: number;
  loadBefore: number[];
  loadAfter: number[];
}): string {
  const load = (values: number[]): string => values.map((value) => value.toFixed(2)).join(' / ');
  const cpu = cpus();
  const { perLogin, options } = input;
  return [
    POSTGRES_SECTION,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, PostgreSQL from Debian (throwaway cluster on 127.0.0.1, \`fsync=off\`, pg_stat_statements loaded). Load average (1 / 5 / 15 min) ${load(input.loadBefore)} before and ${load(input.loadAfter)} after; whole run ${input.seconds.toFixed(0)} s.`,
    '',
    `Each server instance is its own process (\`scripts/bench/instance.ts\` → \`startServer\`, one pg pool of 10 connections), on the same database, seeded, ${BENCH_CITY} grown to ${options.outlets} outlets. The load runs in a worker thread of the bench process: ${options.connections} keep-alive connections, ${options.durationMs / 1000} s per measurement; with two instances the connections alternate between them, as a round-robin balancer would. The bare server answers the very bytes ours did. Everything, PostgreSQL included, shares the machine's ${cpu.length} cores, so the two-instance column shows what a second process buys when there is no idle core to give it.`,
    '',
    scaledTable(input.calls),
    '',
    "The last three columns do not depend on how busy the machine was: the CPU time (user + system, from /proc) the instance process and all PostgreSQL processes spent during the one-instance run, divided by its answers, and the requests one fully used core running an instance would answer (1000 ÷ server CPU ms). PostgreSQL's share includes its background processes (checkpointer, WAL writer, autovacuum), which are small beside the backends.",
    '',
    `What one SMS login request costs PostgreSQL (counted over the one-instance run): ${perLogin.statements.toFixed(1)} statements (pg_stat_statements, BEGIN and COMMIT included), ${perLogin.transactions.toFixed(1)} transactions and ${perLogin.rowsWritten.toFixed(1)} rows written (pg_stat_database). The bench settings are those of the PGlite run: ${Object.entries(
      SIMULATION_SERVER_ENV,
    )
      .map(([key, value]) => `\`${key}=${value}\``)
      .join(', ')}.`,
  ].join('\n');
}

/** Runs the whole PostgreSQL bench; rewrites its docs section unless told not to. */
export async function runPostgresBench(options: PostgresBenchOptions): Promise<void> {
  const bin = findPostgresBin();
  if (bin === null) {
    throw new Error('bench:api --postgres needs PostgreSQL (apt-get install postgresql)');
  }
  const runStarted = performance.now();
  const loadBefore = loadavg();
  const cluster = await startThrowawayCluster(bin, {
    database: 'rjadom_bench',
    settings: ['shared_preload_libraries=pg_stat_statements', 'max_connections=100'],
  });
  const database = await openDatabase({ url: cluster.url });
  const instances: Instance[] = [];
  try {
    await database.db.execute(sql`create extension if not exists pg_stat_statements`);
    await seedDatabase(database.db);
    const cityId = await benchCityId(database.db);
    await seedDatabase(database.db, { outletsInCity: { cityId, count: options.outlets } });
    const env = {
      ...process.env,
      ...SIMULATION_SERVER_ENV,
      NODE_ENV: 'test',
      SMS_PROVIDER: 'console',
      CAPTCHA_PROVIDER: 'altcha',
      DATABASE_URL: cluster.url,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    };
    instances.push(...(await Promise.all([startInstance(env), startInstance(env)])));
    const origins = [instances[0]!.origin, instances[1]!.origin] as const;
    console.log(`PostgreSQL ${cluster.url}; instances ${origins.join(', ')}`);

    const measure = loadOn(options.connections, options.durationMs);
    const meter: CpuMeter = { last: { server: 0, postgres: 0 } };
    const ours = metered(
      measure,
      meter,
      instances.map((instance) => instance.child.pid!),
      cluster.postmasterPid(),
    );
    const calls = await listCalls(origins, cityId, options.outlets, measure, ours, meter);
    const login = await loginCall(database.db, origins, options.durationMs, measure, ours, meter);
    calls.push(login.call);
    const section = docsSection({
      calls,
      perLogin: login.perLogin,
      options,
      seconds: (performance.now() - runStarted) / 1000,
      loadBefore,
      loadAfter: loadavg(),
    });
    console.log(`\n${section}\n`);
    if (!allScaledAsExpected(calls)) {
      process.exitCode = 1;
      console.error('Some answers had an unexpected status (⚠ in the table): the docs were left alone.');
      return;
    }
    if (options.writeDocs) {
      writeFileSync(options.docs, replaceSection(readFileSync(options.docs, 'utf8'), POSTGRES_SECTION, section));
      console.log('docs/benchmarks.md: «API on PostgreSQL» section rewritten.');
    }
  } finally {
    await Promise.all(instances.map(stopInstance));
    await database.close();
    cluster.stop();
  }
}
