/**
 * `npm run bench:api [-- --duration S --connections C --outlets N --no-docs --postgres]`: the server's throughput
 * and latency on its hot calls, each beside a bare node:http server answering the same bytes, measured in the
 * same run; prints the table and rewrites the «API» section of docs/benchmarks.md. With `--postgres` the same
 * calls run on a throwaway PostgreSQL cluster with one and with two server instances (scripts/bench/postgresBench.ts)
 * and the «API on PostgreSQL» section is rewritten instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { DEFAULT_CAPTCHA_COST } from '../server/config.ts';
import type { RunningServer } from '../server/main.ts';
import { seedDatabase } from '../server/seed/index.ts';
import { copyOf, describeAnswer } from './bench/answers.ts';
import { ACCEPT_ENCODING, BENCH_CITY, LOGIN_REQUEST } from './bench/calls.ts';
import { listCallsOf, type ListCall } from './bench/listCalls.ts';
import { startBenchServer } from './bench/benchServer.ts';
import { startBareServer, staticAnswer, type BareAnswer } from './bench/bareServer.ts';
import type { LoadRequest, LoadResult } from './bench/loadLoop.ts';
import { prepareLoginPool } from './bench/loginPool.ts';
import { runPostgresBench } from './bench/postgresBench.ts';
import { positiveInteger } from './cliOptions.ts';
import { measureInWorker } from './bench/measure.ts';
import { rawRequest } from './bench/rawRequest.ts';
import { interleaved } from './bench/rounds.ts';
import { allAsExpected, comparisonTable, replaceSection, type ComparedCall } from './bench/report.ts';
import { SIMULATION_SERVER_ENV } from './simulation/serverBackend.ts';
import { SHOPPER_FINGERPRINT } from './simulation/shopper.ts';

const DOCS = new URL('../docs/benchmarks.md', import.meta.url);
/** Login requests of the short run that sizes the captcha pool of the real one. */
const LOGIN_CALIBRATION = 60;
/** The short run stops after this long even when its requests are not used up. */
const CALIBRATION_MS = 2000;
const MAX_LOGIN_POOL = 4000;
/**
 * The public list calls first get this long of the same load, unmeasured, on each server: the figures are of a
 * warmed-up process (compiled code paths, the answer and its brotli form built), as a server is most of its life.
 * The first measurement used to include the JIT warming up right after the city was grown.
 */
const WARM_UP_MS = 1500;
/** The list calls alternate ours and bare in rounds this long (scripts/bench/rounds.ts says why). */
const ROUND_MS = 1000;

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    outlets: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
  },
});
const durationMs = positiveInteger('duration', values.duration, 5) * 1000;
const connections = positiveInteger('connections', values.connections, 10);
const outlets = positiveInteger('outlets', values.outlets, 2000);

/** Ours, then the bare server answering `bareAnswer` to the same request, back to back (for calls that cannot be repeated at will). */
async function compare(
  name: string,
  answer: string,
  expectedStatus: number,
  bareAnswer: (request: IncomingMessage) => BareAnswer,
  ours: () => Promise<LoadResult>,
  request: LoadRequest,
): Promise<ComparedCall> {
  const oursResult = await ours();
  const bare = await startBareServer(bareAnswer);
  try {
    const bareResult = await measureInWorker({ origin: bare.origin, request, connections, durationMs });
    console.log(`  ${name}: ${Math.round(oursResult.rps)} req/s, bare ${Math.round(bareResult.rps)} req/s`);
    return { name, answer, expectedStatus, ours: oursResult, bare: bareResult };
  } finally {
    await bare.close();
  }
}

/**
 * A repeatable call: both servers first get WARM_UP_MS of the same load, unmeasured, then alternating rounds
 * of ROUND_MS (scripts/bench/rounds.ts), durationMs in all on each.
 */
async function compareInterleaved(list: ListCall, origin: string): Promise<ComparedCall> {
  const bare = await startBareServer(list.bare);
  try {
    const measure = (target: string, ms: number) =>
      measureInWorker({ origin: target, request: list.request, connections, durationMs: ms, keepLatencies: true });
    await measure(origin, WARM_UP_MS);
    await measure(bare.origin, WARM_UP_MS);
    const rounds = Math.max(1, Math.round(durationMs / ROUND_MS));
    const result = await interleaved(measure, { ours: origin, bare: bare.origin }, rounds, durationMs / rounds);
    console.log(`  ${list.name}: ${Math.round(result.ours.rps)} req/s, bare ${Math.round(result.bare.rps)} req/s`);
    return { name: list.name, answer: list.answer, expectedStatus: list.expectedStatus, ...result };
  } finally {
    await bare.close();
  }
}

async function publicListCalls(origin: string, cityId: number): Promise<ComparedCall[]> {
  const calls: ComparedCall[] = [];
  for (const list of await listCallsOf(origin, cityId, outlets)) {
    calls.push(await compareInterleaved(list, origin));
  }
  return calls;
}

async function loginCall(
  server: RunningServer,
  origin: string,
): Promise<{ call: ComparedCall; poolSize: number; solveMs: number }> {
  const request = LOGIN_REQUEST;
  const db = server.deps.db;
  // The first request shows the answer the bare server copies; the rest of the short run sizes the real pool.
  const calibration = await prepareLoginPool(db, origin, SHOPPER_FINGERPRINT, 0, LOGIN_CALIBRATION + 1);
  const probe = await rawRequest(origin, { ...request, body: calibration.bodies[0]! });
  if (probe.status !== 200) {
    throw new Error(`login answered ${probe.status}: ${Buffer.from(probe.body).toString('utf8')}`);
  }
  const trial = await measureInWorker({
    origin,
    request,
    bodies: calibration.bodies.slice(1),
    connections,
    durationMs: CALIBRATION_MS,
  });
  const poolSize = Math.min(
    MAX_LOGIN_POOL,
    Math.max(LOGIN_CALIBRATION, Math.ceil(trial.rps * (durationMs / 1000) * 1.3)),
  );
  const pool = await prepareLoginPool(db, origin, SHOPPER_FINGERPRINT, LOGIN_CALIBRATION + 1, poolSize);
  const call = await compare(
    'SMS login request (captcha, limits, code, SMS)',
    `${describeAnswer('POST', probe)}, fresh phone and captcha each`,
    200,
    staticAnswer(copyOf(probe)),
    () => measureInWorker({ origin, request, bodies: pool.bodies, connections, durationMs }),
    { ...request, body: calibration.bodies[0]! },
  );
  return { call, poolSize, solveMs: pool.solveMs };
}

/** CPU time of the one PBKDF2 derivation the server spends verifying a captcha at the production cost. */
async function productionVerifyMs(): Promise<{ cost: number; ms: number }> {
  const cost = DEFAULT_CAPTCHA_COST;
  const parameters = { algorithm: 'PBKDF2/SHA-256', nonce: '00', salt: '00', cost, keyLength: 32, keyPrefix: '00' };
  const runs = 10;
  const started = performance.now();
  for (let run = 0; run < runs; run += 1) {
    await nodePbkdf2(parameters, new Uint8Array(16), new Uint8Array(20));
  }
  return { cost, ms: (performance.now() - started) / runs };
}

interface RunFacts {
  calls: ComparedCall[];
  date: string;
  loadBefore: number[];
  loadAfter: number[];
  /** The whole run, and the part of it spent starting, seeding and growing the city. */
  seconds: number;
  setupSeconds: number;
  poolSize: number;
  solveMs: number;
  verify: { cost: number; ms: number };
  outletsAdded: number;
}

/** A challenge's key prefix is one byte (altcha-lib's default), so a solve takes 256 derivations on average. */
const EXPECTED_ATTEMPTS = 256;

function docsSection(input: RunFacts): string {
  const load = (values: number[]): string => values.map((value) => value.toFixed(2)).join(' / ');
  const cpu = cpus();
  return [
    '## API (`npm run bench:api`)',
    '',
    `Measured ${input.date} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}. Load average (1 / 5 / 15 min) ${load(input.loadBefore)} before and ${load(input.loadAfter)} after the run (other work was running on the machine). Whole run ${input.seconds.toFixed(0)} s, of which ${input.setupSeconds.toFixed(0)} s starting the server, seeding and growing the city.`,
    '',
    `The server runs in the bench process (\`startServer\`, in-memory PGlite, seeded, the benchmark city ${BENCH_CITY} grown to ${outlets} outlets${input.outletsAdded > 0 ? '' : ' (already that large)'}); the load runs in a worker thread of the same process: ${connections} keep-alive connections, each sending its next request as soon as the answer is read, ${durationMs / 1000} s per measurement, latency from sending to the last byte. The bare server is a node:http server on 127.0.0.1 that reads the request and answers the very bytes our server answered (same status, type, encoding and size). Each list call gives both servers ${WARM_UP_MS / 1000} s of the same load, unmeasured, then measures them in alternating rounds of ${ROUND_MS / 1000} s (ours, bare, bare, ours, …; ${durationMs / 1000} s in all on each, pooled), so that the other work on the machine falls on both alike; the login call measures ours, then the bare server. Requests carry \`Accept-Encoding: ${ACCEPT_ENCODING}\` like a browser's.`,
    '',
    comparisonTable(input.calls),
    '',
    "How to read it: «req/s ours ÷ bare» is the share of a bare HTTP server's throughput we keep; the latency ratios say how many times longer we take. The bare server does no work, so these ratios price everything the API adds: routing, validation, security headers, the database, JSON, ETag and compression.",
    '',
    `- The SMS login request is measured end to end: captcha verification, lock check, user lookup, the send limits, code issue and the console SMS provider (its log line is muted for the run). Each request carries its own registered phone (so the per-phone limits never trip) and its own captcha, solved before the measurement (${input.poolSize} of them in ${(input.solveMs / 1000).toFixed(1)} s). For the bench only, as in the simulation: ${Object.entries(
      SIMULATION_SERVER_ENV,
    )
      .map(([key, value]) => `\`${key}=${value}\``)
      .join(
        ', ',
      )} (every request comes from 127.0.0.1 with one fingerprint; at the production cost one solve takes about ${((input.verify.ms * EXPECTED_ATTEMPTS) / 1000).toFixed(1)} s of CPU here, which would put the solver, not the server, on the clock).`,
    `- At the production captcha cost (${input.verify.cost}) each login request also spends one PBKDF2 derivation verifying the captcha: ${input.verify.ms.toFixed(2)} ms of CPU here, not included above.`,
    '- The revalidation row is a conditional GET of the same outlet list with the ETag of an earlier answer: the server finds the answer in its cache and answers 304 without the body (the ETag, a hash of the JSON, is computed once per build); the bare server compares one header.',
    "- The list rows are served from the server's public answer cache (bounded, keyed on the validated input), which keeps a list that reads only rows until a write moves the content version (issue 23; the news, which read the clock, keep `PUBLIC_CACHE_SECONDS`, 5 s): nothing is written during the run, so each list is built once, with its brotli form, before the measurement, and never rebuilt within it. A request of a shape the site already answered from that cache (method, Host, address, Content-Type and the very body bytes) is answered by the node:http listener itself (`server/http/listFastPath.ts`), with the headers the site sends, without Hono's routing, middleware, body read and validation; the first requests of each shape go through the site, which teaches it. The revalidation row compares the ETag of that cached answer and sends 304 the same way.",
  ].join('\n');
}

async function main(): Promise<void> {
  const bench = await startBenchServer();
  try {
    const { server, origin, cityId, startedAt: runStarted, loadBefore } = bench;
    const grown = await seedDatabase(server.deps.db, { outletsInCity: { cityId, count: outlets } });
    const setupSeconds = (performance.now() - runStarted) / 1000;
    console.log(
      `Server ${origin}: ${BENCH_CITY} grown by ${grown.outletsAdded} outlets, ready after ${setupSeconds.toFixed(1)} s`,
    );

    const calls = await publicListCalls(origin, cityId);
    const login = await loginCall(server, origin);
    calls.push(login.call);
    const verify = await productionVerifyMs();
    const seconds = (performance.now() - runStarted) / 1000;
    const date = new Date().toISOString().slice(0, 10);
    const section = docsSection({
      calls,
      date,
      loadBefore,
      loadAfter: loadavg(),
      seconds,
      setupSeconds,
      poolSize: login.poolSize,
      solveMs: login.solveMs,
      verify,
      outletsAdded: grown.outletsAdded,
    });

    console.log(`\n${comparisonTable(calls)}\n`);
    console.log(
      `Captcha verification at the production cost ${verify.cost}: ${verify.ms.toFixed(2)} ms per login (not in the figures).`,
    );
    console.log(
      `Whole run: ${seconds.toFixed(1)} s; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')}.`,
    );
    if (!allAsExpected(calls)) {
      process.exitCode = 1;
      console.error('Some answers had an unexpected status (⚠ in the table): the docs were left alone.');
      return;
    }
    if (!values['no-docs']) {
      writeFileSync(DOCS, replaceSection(readFileSync(DOCS, 'utf8'), '## API (`npm run bench:api`)', section));
      console.log('docs/benchmarks.md: «API» section rewritten.');
    }
  } finally {
    await bench.close();
  }
}

const run = values.postgres
  ? () => runPostgresBench({ durationMs, connections, outlets, writeDocs: !values['no-docs'], docs: DOCS })
  : main;
run().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
