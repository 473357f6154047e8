/**
 * `npm run bench:load [-- --connections 300 --duration 20 --no-docs]` (issue 23): the production build with its
 * embedded database under many connections at once, beside a bare node:http server answering the very same bytes,
 * measured in the same run. Three measurements:
 * 1. the public pages alone (with a city: in the address, or in the cookie), all the connections;
 * 2. a mix: public pages, public lists, favourites of signed-in shoppers and sign-in refusals (bad captcha);
 * 3. one cached page against the bare server, in alternating rounds.
 * Each prints requests/s, p50/p99, time-outs, 5xx and 503 sheds, and the server's memory; the section
 * «Load (`npm run bench:load`)» of docs/benchmarks.md is rewritten. The load comes from wrk when it is installed
 * (scripts/bench/wrkMix.ts), else from worker threads of this process (scripts/bench/measure.ts).
 * Needs a production build in dist/ (`npm run build`), or in the folder `--dist` names; run through the npm script,
 * which sets NODE_ENV=production.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { cities, salesUnits } from '../server/db/schema.ts';
import { startServer, type RunningServer } from '../server/main.ts';
import { copyOf } from './bench/answers.ts';
import { benchCityId } from './bench/benchServer.ts';
import { ACCEPT_ENCODING } from './bench/calls.ts';
import { rawRequest } from './bench/rawRequest.ts';
import {
  countStatuses,
  driveMix,
  fmt,
  generatorName,
  TIMEOUT_SECONDS,
  total,
  type Measured,
} from './bench/loadDrive.ts';
import { favouriteRequests, listRequests, MIX_SHARES, pageRequests, refusalRequests } from './bench/loadRequests.ts';
import { signedInShoppers } from './bench/loadShoppers.ts';
import { productionEntry } from './bench/productionBuild.ts';
import { replaceSection } from './bench/report.ts';
import type { MixRequest } from './bench/wrkMix.ts';
import { positiveInteger } from './cliOptions.ts';

const DOCS = new URL('../docs/benchmarks.md', import.meta.url);
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const HEADING = '## Load (`npm run bench:load`)';
/** The cached page against the bare server: connections, and rounds of this many seconds each, alternating. */
const SIDE_BY_SIDE_CONNECTIONS = 50;
const SIDE_BY_SIDE_ROUNDS = 3;
const SIDE_BY_SIDE_ROUND_SECONDS = 4;
const SHOPPERS = 20;

const { values } = parseArgs({
  options: {
    connections: { type: 'string' },
    duration: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const connections = positiveInteger('connections', values.connections, 300);
const seconds = positiveInteger('duration', values.duration, 20);
/** The build to serve: dist/, or another folder a production build was written to (`--dist`). */
const DIST = values.dist === undefined ? DEFAULT_DIST : resolve(values.dist);

/** A request's answer as the bare server repeats it. */
interface Copied {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

function keyOf(method: string, url: string, body: string): string {
  return `${method} ${url} ${body}`;
}

/** Our answer to `request`, bytes as sent (still compressed), for the bare server to repeat. */
async function capture(origin: string, request: MixRequest): Promise<Copied> {
  const answer = await rawRequest(origin, request);
  const copied = copyOf(answer);
  return { status: copied.status, headers: copied.headers, body: Buffer.from(copied.body) };
}

/** A node:http server answering each request of the mix with the bytes ours answered to it. */
async function bareServer(answers: Map<string, Copied>): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = answers.get(
        keyOf(request.method ?? 'GET', request.url ?? '/', Buffer.concat(chunks).toString('utf8')),
      );
      if (answer === undefined) {
        response.writeHead(404, { 'content-length': '0' }).end();
        return;
      }
      response.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.byteLength) });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * While `work` runs: the server's resident memory sampled every 200 ms (the largest value, MB), how late the event
 * loop ran its callbacks (p99 and worst, ms) and the longest garbage collection pause (ms).
 */
async function withPeakMemory<T>(
  work: () => Promise<T>,
): Promise<{ value: T; peakMb: number; loopP99Ms: number; loopMaxMs: number; gcMaxMs: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 200);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let gcMaxMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  loop.enable();
  try {
    return {
      value: await work(),
      peakMb: peak / 1024 / 1024,
      loopP99Ms: loop.percentile(99) / 1e6,
      loopMaxMs: loop.max / 1e6,
      gcMaxMs,
    };
  } finally {
    clearInterval(timer);
    loop.disable();
    gc.disconnect();
  }
}

interface Sheds {
  pagesShed: number;
  staleServed: number;
  busy: number;
  apiShed: number;
  hits: number;
  renders: number;
}

async function shedsOf(origin: string): Promise<Sheds> {
  const health = (await (await fetch(`${origin}/healthz`)).json()) as {
    load: {
      pages: { renderBound: { shed: number }; staleServed: number; busy: number; hits: number; renders: number };
      api: { shed: number };
    };
  };
  const { pages, api } = health.load;
  return {
    pagesShed: pages.renderBound.shed,
    staleServed: pages.staleServed,
    busy: pages.busy,
    apiShed: api.shed,
    hits: pages.hits,
    renders: pages.renders,
  };
}

function delta(after: Sheds, before: Sheds): Sheds {
  return {
    pagesShed: after.pagesShed - before.pagesShed,
    staleServed: after.staleServed - before.staleServed,
    busy: after.busy - before.busy,
    apiShed: after.apiShed - before.apiShed,
    hits: after.hits - before.hits,
    renders: after.renders - before.renders,
  };
}

function row(label: string, ours: Measured, bare: Measured | null): string {
  const fivexx = countStatuses(ours, (status) => status >= 500 && status !== 503);
  const sheds = countStatuses(ours, (status) => status === 503);
  const ratio = bare === null ? '—' : `${(ours.rps / bare.rps).toFixed(2)}×`;
  const bareText =
    bare === null
      ? '—'
      : `${fmt(bare.rps)} (${bare.p50Ms.toFixed(1)} / ${bare.p99Ms.toFixed(1)} ms${bare.timeouts > 0 ? `, ${fmt(bare.timeouts)} time-outs` : ''})`;
  return `| ${label} | ${fmt(ours.requests)} | ${fmt(ours.rps)} | ${ours.p50Ms.toFixed(1)} / ${ours.p99Ms.toFixed(1)} | ${fmt(ours.timeouts)} | ${fmt(fivexx)} | ${fmt(sheds)} (${((sheds / Math.max(1, ours.requests)) * 100).toFixed(2)} %) | ${bareText} | ${ratio} |`;
}

const TABLE_HEAD = [
  '| load | answers | req/s | p50 / p99 ms | time-outs (> 5 s) | 5xx (not 503) | 503 sheds | bare req/s (p50 / p99) | ours ÷ bare |',
  '|---|---|---|---|---|---|---|---|---|',
];

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error('bench:load measures the production build: run it as npm run bench:load (NODE_ENV=production).');
  }
  const entry = productionEntry(DIST);
  const runStarted = performance.now();
  const loadBefore = loadavg();
  const server: RunningServer = await startServer({
    // The server runs in the bench's own process: its request lines (issue 32 §4) would flood the bench's terminal.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SMS_PROVIDER: 'console',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    port: 0,
    hostname: '127.0.0.1',
    database: { inMemory: true },
    seed: true,
    distDir: DIST,
  });
  const origin = `http://127.0.0.1:${server.port}`;
  try {
    const db = server.deps.db;
    const moscowId = await benchCityId(db);
    const others = await db.select({ id: cities.id }).from(cities).where(eq(cities.active, true)).limit(3);
    const cityIds = [moscowId, ...others.map((city) => city.id).filter((id) => id !== moscowId)].slice(0, 3);
    const outlets = await db
      .select({ id: salesUnits.id })
      .from(salesUnits)
      .where(eq(salesUnits.cityCodeId, moscowId))
      .limit(10);
    const pages = pageRequests(
      cityIds,
      outlets.map((outlet) => outlet.id),
    );
    const lists = listRequests(cityIds);
    const favourites = favouriteRequests(await signedInShoppers(server.deps, moscowId, SHOPPERS, '7998'));
    const refusals = refusalRequests();

    // Every request once: the pages rendered and cached, the lists built, and the answers the bare server repeats.
    const answers = new Map<string, Copied>();
    for (const request of [...pages, ...lists, ...favourites, ...refusals]) {
      const copied = await capture(origin, request);
      answers.set(keyOf(request.method, request.path, request.body ?? ''), copied);
    }
    const unexpected = [...pages, ...lists, ...favourites].filter(
      (request) => answers.get(keyOf(request.method, request.path, request.body ?? ''))!.status !== 200,
    );
    if (unexpected.length > 0) {
      throw new Error(`not 200 before the load: ${unexpected.map((request) => request.path).join(', ')}`);
    }
    const setupSeconds = (performance.now() - runStarted) / 1000;
    const bare = await bareServer(answers);
    const generator = generatorName();
    console.log(
      `Server ${origin} ready after ${setupSeconds.toFixed(1)} s; ${pages.length} pages, ${lists.length} lists, ${favourites.length} favourites, ${refusals.length} refusals; load from ${generator}`,
    );
    try {
      const baseRss = process.memoryUsage().rss / 1024 / 1024;

      const before1 = await shedsOf(origin);
      const pagesRun = await withPeakMemory(() => driveMix(origin, { pages }, MIX_SHARES, connections, seconds));
      const pagesSheds = delta(await shedsOf(origin), before1);
      const pagesBare = await driveMix(bare.origin, { pages }, MIX_SHARES, connections, seconds);
      console.log(
        `pages: ${fmt(pagesRun.value[0]!.rps)} req/s, p99 ${pagesRun.value[0]!.p99Ms.toFixed(1)} ms, bare ${fmt(pagesBare[0]!.rps)} req/s; event loop late p99 ${pagesRun.loopP99Ms.toFixed(0)} ms, worst ${pagesRun.loopMaxMs.toFixed(0)} ms; longest GC ${pagesRun.gcMaxMs.toFixed(0)} ms`,
      );

      const before2 = await shedsOf(origin);
      const mixRun = await withPeakMemory(() =>
        driveMix(origin, { pages, lists, favourites, refusals }, MIX_SHARES, connections, seconds),
      );
      const mixSheds = delta(await shedsOf(origin), before2);
      const mixBare = await driveMix(
        bare.origin,
        { pages, lists, favourites, refusals },
        MIX_SHARES,
        connections,
        seconds,
      );
      console.log(
        `mix: ${fmt(total(mixRun.value).rps)} req/s, bare ${fmt(total(mixBare).rps)} req/s; event loop late p99 ${mixRun.loopP99Ms.toFixed(0)} ms, worst ${mixRun.loopMaxMs.toFixed(0)} ms; longest GC ${mixRun.gcMaxMs.toFixed(0)} ms`,
      );

      // One cached page, ours and bare in alternating rounds (ours, bare, bare, ours, …).
      const page = pages.find((request) => request.path.startsWith('/brands?'))!;
      const side: { ours: Measured[]; bare: Measured[] } = { ours: [], bare: [] };
      for (let round = 0; round < SIDE_BY_SIDE_ROUNDS * 2; round += 1) {
        const oursFirst = round % 4 === 0 || round % 4 === 3;
        const target = oursFirst ? origin : bare.origin;
        const result = (
          await driveMix(target, { pages: [page] }, MIX_SHARES, SIDE_BY_SIDE_CONNECTIONS, SIDE_BY_SIDE_ROUND_SECONDS)
        )[0]!;
        (oursFirst ? side.ours : side.bare).push(result);
      }
      const pooled = (results: Measured[]): Measured => ({
        ...total(results.map((result) => ({ ...result, seconds: 0 }))),
        seconds: results.reduce((sum, result) => sum + result.seconds, 0),
        rps:
          results.reduce((sum, result) => sum + result.requests, 0) /
          results.reduce((sum, result) => sum + result.seconds, 0),
      });
      const sideOurs = pooled(side.ours);
      const sideBare = pooled(side.bare);
      console.log(
        `cached page: ${fmt(sideOurs.rps)} req/s, bare ${fmt(sideBare.rps)} req/s (${(sideOurs.rps / sideBare.rps).toFixed(2)}×)`,
      );

      const pageBytes = answers.get(keyOf('GET', page.path, ''))!;
      const mixTotal = total(mixRun.value);
      const mixBareTotal = total(mixBare);
      const cpu = cpus();
      const load = (numbers: number[]): string => numbers.map((value) => value.toFixed(2)).join(' / ');
      const wholeSeconds = (performance.now() - runStarted) / 1000;
      const lines = [
        HEADING,
        '',
        `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average (1 / 5 / 15 min) ${load(loadBefore)} before and ${load(loadavg())} after; whole run ${wholeSeconds.toFixed(0)} s, of which ${setupSeconds.toFixed(0)} s starting, seeding and asking every request once. The production build (\`NODE_ENV=production\`, ${relative(REPO_ROOT, DIST)}/ built ${new Date(statSync(entry).mtimeMs).toISOString().slice(0, 16).replace('T', ' ')}) runs in the bench process with its embedded database (in-memory PGlite, seeded) and the default bounds (\`RENDER_CONCURRENCY\` ${server.deps.config.renderConcurrency}, \`API_CONCURRENCY\` ${server.deps.config.apiConcurrency}, \`PAGE_CACHE_SECONDS\` ${server.deps.config.pageCacheSeconds}). The load comes from ${generator}; a request unanswered after ${TIMEOUT_SECONDS} s is a time-out. The bare server is a node:http server in the same process answering each request with the very bytes ours answered to it before the load (status, type, encoding, body), measured right after ours with the same load.`,
        '',
        `The pages: ${pages.length} addresses of ${cityIds.length} cities (\`/\`, \`/brands\`, \`/offline\`, \`/online\`, \`/news\` with \`?current_city_id=\`; \`/\`, \`/brands\`, \`/offline\` with the \`city_id\` cookie; ${outlets.length} outlet pages), \`Accept-Encoding: ${ACCEPT_ENCODING}\`. The mix: ${Object.entries(
          MIX_SHARES,
        )
          .map(([kind, share]) => `${kind} ${Math.round(share * 100)} %`)
          .join(
            ', ',
          )} of the connections; lists are the outlet, brand and online-shop lists of the three cities and the city list (POST, as the portal sends them); favourites are ${SHOPPERS} signed-in shoppers' favourite outlets (Bearer); refusals are SMS sign-ins with a captcha that is no captcha (400 \`BAD_CAPTCHA\`, through the API bound).`,
        '',
        ...TABLE_HEAD,
        row(`public pages, ${connections} connections, ${seconds} s`, pagesRun.value[0]!, pagesBare[0]!),
        row(`mix, ${connections} connections, ${seconds} s: all`, mixTotal, mixBareTotal),
        ...mixRun.value.map((result, index) => row(`… ${result.kind}`, result, mixBare[index]!)),
        row(
          `one cached page (\`${page.path}\`, ${(pageBytes.body.byteLength / 1024).toFixed(1)} KB ${String(pageBytes.headers['content-encoding'] ?? 'identity')}), ${SIDE_BY_SIDE_CONNECTIONS} connections, ${SIDE_BY_SIDE_ROUNDS} × ${SIDE_BY_SIDE_ROUND_SECONDS} s alternating`,
          sideOurs,
          sideBare,
        ),
        '',
        `The mix's «all» row gives the worst kind's p50 and p99. Server memory (resident set of the bench process, which holds the server and its in-memory database): ${baseRss.toFixed(0)} MB before the load, at most ${pagesRun.peakMb.toFixed(0)} MB during the pages and ${mixRun.peakMb.toFixed(0)} MB during the mix. The server's event loop ran its callbacks late by ${pagesRun.loopP99Ms.toFixed(0)} ms at p99 (worst ${pagesRun.loopMaxMs.toFixed(0)} ms) during the pages and ${mixRun.loopP99Ms.toFixed(0)} ms (worst ${mixRun.loopMaxMs.toFixed(0)} ms) during the mix; the longest garbage collection took ${pagesRun.gcMaxMs.toFixed(0)} and ${mixRun.gcMaxMs.toFixed(0)} ms.`,
        'Before the page cache and the bounds (issue 23 as filed, a quieter two-core machine, production build): 300 connections for 20 s over a mix of public lists, server-rendered pages and sign-in refusals gave 18 187 answers (907/s), p50 196 ms, p99 692 ms and 84 client time-outs over 5 s (0.46 %); the four public pages alone (75 connections each, 20 s) gave 3 257 answers and 51 time-outs, and `/` answered nothing at all to its 75 connections; a server render took 6–9 ms (110–170 pages/s) and every page request rendered.',
        `From \`GET /healthz\` (\`load\`): during the pages, ${fmt(pagesSheds.hits)} pages from the cache and ${fmt(pagesSheds.renders)} renders, ${fmt(pagesSheds.pagesShed)} render sheds (${fmt(pagesSheds.staleServed)} stale copies, ${fmt(pagesSheds.busy)} busy pages); during the mix, ${fmt(mixSheds.hits)} from the cache, ${fmt(mixSheds.renders)} renders, ${fmt(mixSheds.pagesShed)} render sheds and ${fmt(mixSheds.apiShed)} API sheds (503 \`OVERLOADED\`).`,
      ];
      const section = lines.join('\n');
      console.log(`\n${section}\n`);
      if (!values['no-docs']) {
        writeFileSync(DOCS, replaceSection(readFileSync(DOCS, 'utf8'), HEADING, section));
        console.log('docs/benchmarks.md: «Load» section rewritten.');
      }
    } finally {
      await bare.close();
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
