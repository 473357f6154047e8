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
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { COUNTRY_CODE_ID } from '../core/domain/constants.ts';
import { startSession } from '../server/auth/sessions.ts';
import { cities, salesUnits, tenantProfiles, users } from '../server/db/schema.ts';
import { startServer, type RunningServer } from '../server/main.ts';
import { copyOf } from './bench/answers.ts';
import { benchCityId } from './bench/benchServer.ts';
import { ACCEPT_ENCODING } from './bench/calls.ts';
import { rawRequest } from './bench/rawRequest.ts';
import { measureInWorker } from './bench/measure.ts';
import { percentile } from './bench/loadLoop.ts';
import { replaceSection } from './bench/report.ts';
import { runWrk, wrkPath, type MixRequest, type WrkResult } from './bench/wrkMix.ts';
import { positiveInteger } from './cliOptions.ts';

const DOCS = new URL('../docs/benchmarks.md', import.meta.url);
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const HEADING = '## Load (`npm run bench:load`)';
/** A client gives up on a request after this long (a browser's patience is longer; a shopper's is not). */
const TIMEOUT_SECONDS = 5;
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

/** The shares of the mix's connections. */
const MIX_SHARES = { pages: 0.5, lists: 0.25, favourites: 0.1, refusals: 0.15 } as const;
type Kind = keyof typeof MIX_SHARES;

interface Measured extends WrkResult {
  kind: string;
}

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
      const answer = answers.get(keyOf(request.method ?? 'GET', request.url ?? '/', Buffer.concat(chunks).toString('utf8')));
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

/** The load of one kind: wrk when installed, else worker threads (one per request, the connections shared out). */
async function drive(origin: string, requests: readonly MixRequest[], conns: number, secondsRun: number): Promise<WrkResult> {
  const wrk = wrkPath();
  if (wrk !== null) {
    return runWrk(wrk, origin, requests, conns, secondsRun, TIMEOUT_SECONDS);
  }
  const perRequest = requests.map((_, index) => Math.floor(conns / requests.length) + (index < conns % requests.length ? 1 : 0)).map((count) => Math.max(1, count));
  const results = await Promise.all(
    requests.map((request, index) => measureInWorker({ origin, request, connections: perRequest[index]!, durationMs: secondsRun * 1000, keepLatencies: true })),
  );
  const latencies = results.flatMap((result) => result.latencies ?? []).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const requestsDone = results.reduce((sum, result) => sum + result.responses, 0);
  const elapsed = Math.max(...results.map((result) => result.elapsedMs)) / 1000;
  return {
    requests: requestsDone,
    seconds: elapsed,
    rps: requestsDone / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    timeouts: results.reduce((sum, result) => sum + result.errors, 0),
    socketErrors: 0,
    statuses,
  };
}

/** Several kinds at once, each with its share of the connections. */
async function driveMix(origin: string, kinds: Partial<Record<Kind, MixRequest[]>>, total: number, secondsRun: number): Promise<Measured[]> {
  const entries = Object.entries(kinds) as [Kind, MixRequest[]][];
  const shareSum = entries.reduce((sum, [kind]) => sum + MIX_SHARES[kind], 0);
  return Promise.all(
    entries.map(async ([kind, requests]) => ({ kind, ...(await drive(origin, requests, Math.max(1, Math.round((total * MIX_SHARES[kind]) / shareSum)), secondsRun)) })),
  );
}

/** The sum of several kinds' results (latencies: the worst kind's percentiles, as the pooled ones are not at hand). */
function total(results: readonly Measured[]): Measured {
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  const secondsRun = Math.max(...results.map((result) => result.seconds));
  return {
    kind: 'all',
    requests,
    seconds: secondsRun,
    rps: requests / secondsRun,
    p50Ms: Math.max(...results.map((result) => result.p50Ms)),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
    socketErrors: results.reduce((sum, result) => sum + result.socketErrors, 0),
    statuses,
  };
}

/**
 * While `work` runs: the server's resident memory sampled every 200 ms (the largest value, MB), how late the event
 * loop ran its callbacks (p99 and worst, ms) and the longest garbage collection pause (ms).
 */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ value: T; peakMb: number; loopP99Ms: number; loopMaxMs: number; gcMaxMs: number }> {
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
    return { value: await work(), peakMb: peak / 1024 / 1024, loopP99Ms: loop.percentile(99) / 1e6, loopMaxMs: loop.max / 1e6, gcMaxMs };
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
    load: { pages: { renderBound: { shed: number }; staleServed: number; busy: number; hits: number; renders: number }; api: { shed: number } };
  };
  const { pages, api } = health.load;
  return { pagesShed: pages.renderBound.shed, staleServed: pages.staleServed, busy: pages.busy, apiShed: api.shed, hits: pages.hits, renders: pages.renders };
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

function count(result: WrkResult, test: (status: number) => boolean): number {
  return Object.entries(result.statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
}

const fmt = (value: number, digits = 0): string => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).replace(/,/g, ' ');

function row(label: string, ours: Measured, bare: Measured | null): string {
  const fivexx = count(ours, (status) => status >= 500 && status !== 503);
  const sheds = count(ours, (status) => status === 503);
  const ratio = bare === null ? '—' : `${(ours.rps / bare.rps).toFixed(2)}×`;
  const bareText = bare === null ? '—' : `${fmt(bare.rps)} (${bare.p50Ms.toFixed(1)} / ${bare.p99Ms.toFixed(1)} ms${bare.timeouts > 0 ? `, ${fmt(bare.timeouts)} time-outs` : ''})`;
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
  const entry = `${DIST}/ssr/entry-server.js`;
  if (!existsSync(entry) || readFileSync(entry, 'utf8').includes('jsxDEV')) {
    throw new Error(`${DIST} holds no production server entry: run npm run build first.`);
  }
  const runStarted = performance.now();
  const loadBefore = loadavg();
  const server: RunningServer = await startServer({
    env: { ...process.env, NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), SMS_PROVIDER: 'console' },
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
    const outlets = await db.select({ id: salesUnits.id }).from(salesUnits).where(eq(salesUnits.cityCodeId, moscowId)).limit(10);
    const browser = { 'accept-encoding': ACCEPT_ENCODING, accept: 'text/html' };
    const pages: MixRequest[] = cityIds.flatMap((cityId, index) => [
      ...['/', '/brands', '/offline', '/online', '/news'].map((path): MixRequest => ({ method: 'GET', path: `${path}?current_city_id=${cityId}`, headers: browser })),
      ...['/', '/brands', '/offline'].map((path): MixRequest => ({ method: 'GET', path, headers: { ...browser, cookie: `city_id=${cityId}` } })),
      ...(index === 0 ? outlets.map((outlet): MixRequest => ({ method: 'GET', path: `/offline/${outlet.id}?current_city_id=${cityId}`, headers: browser })) : []),
    ]);
    const json = { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING };
    const lists: MixRequest[] = cityIds.flatMap((cityId): MixRequest[] => [
      { method: 'POST', path: '/api/sales-units/public-list', headers: json, body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }) },
      { method: 'POST', path: '/api/brands/offline-partners-list/', headers: json, body: JSON.stringify({ cityCodeId: cityId, categoryId: 0 }) },
      { method: 'POST', path: '/api/online-shops/public-list', headers: json, body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }) },
    ]);
    lists.push({ method: 'POST', path: '/api/city-codes/active-city-codes', headers: json, body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID }) });
    const favourites: MixRequest[] = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      const phone = `7998${String(index).padStart(7, '0')}`;
      const [user] = await db.insert(users).values({ phone, roles: [2] }).returning({ id: users.id });
      const [profile] = await db
        .insert(tenantProfiles)
        .values({ userId: user!.id, phone, firstName: `Нагрузка${index}`, gender: 'женский', birthday: 631152000, cityCodeId: moscowId })
        .returning({ id: tenantProfiles.id });
      await db.update(users).set({ tenantProfileId: profile!.id }).where(eq(users.id, user!.id));
      const tokens = await startSession(server.deps, { id: user!.id, tenantProfileId: profile!.id }, 'bench-load');
      favourites.push({ method: 'GET', path: `/api/tenant-profiles/${profile!.id}/favorite-sales-units`, headers: { authorization: `Bearer ${tokens.accessToken}`, 'accept-encoding': ACCEPT_ENCODING } });
    }
    const refusals: MixRequest[] = Array.from({ length: 5 }, (_, index) => ({
      method: 'POST',
      path: '/api/authentication/login',
      headers: json,
      body: JSON.stringify({ login: `7997000000${index}`, fingerprint: 'Mozilla/5.0 (bench:load)2', token: `bm90LWEtY2FwdGNoYS0${index}` }),
    }));

    // Every request once: the pages rendered and cached, the lists built, and the answers the bare server repeats.
    const answers = new Map<string, Copied>();
    for (const request of [...pages, ...lists, ...favourites, ...refusals]) {
      const copied = await capture(origin, request);
      answers.set(keyOf(request.method, request.path, request.body ?? ''), copied);
    }
    const unexpected = [...pages, ...lists, ...favourites].filter((request) => answers.get(keyOf(request.method, request.path, request.body ?? ''))!.status !== 200);
    if (unexpected.length > 0) {
      throw new Error(`not 200 before the load: ${unexpected.map((request) => request.path).join(', ')}`);
    }
    const setupSeconds = (performance.now() - runStarted) / 1000;
    const bare = await bareServer(answers);
    const generator = wrkPath() === null ? 'worker threads of the bench process (wrk is not installed)' : 'wrk 4.1 (one process per kind, one thread each)';
    console.log(`Server ${origin} ready after ${setupSeconds.toFixed(1)} s; ${pages.length} pages, ${lists.length} lists, ${favourites.length} favourites, ${refusals.length} refusals; load from ${generator}`);
    try {
      const baseRss = process.memoryUsage().rss / 1024 / 1024;

      const before1 = await shedsOf(origin);
      const pagesRun = await withPeakMemory(() => driveMix(origin, { pages }, connections, seconds));
      const pagesSheds = delta(await shedsOf(origin), before1);
      const pagesBare = await driveMix(bare.origin, { pages }, connections, seconds);
      console.log(`pages: ${fmt(pagesRun.value[0]!.rps)} req/s, p99 ${pagesRun.value[0]!.p99Ms.toFixed(1)} ms, bare ${fmt(pagesBare[0]!.rps)} req/s; event loop late p99 ${pagesRun.loopP99Ms.toFixed(0)} ms, worst ${pagesRun.loopMaxMs.toFixed(0)} ms; longest GC ${pagesRun.gcMaxMs.toFixed(0)} ms`);

      const before2 = await shedsOf(origin);
      const mixRun = await withPeakMemory(() => driveMix(origin, { pages, lists, favourites, refusals }, connections, seconds));
      const mixSheds = delta(await shedsOf(origin), before2);
      const mixBare = await driveMix(bare.origin, { pages, lists, favourites, refusals }, connections, seconds);
      console.log(`mix: ${fmt(total(mixRun.value).rps)} req/s, bare ${fmt(total(mixBare).rps)} req/s; event loop late p99 ${mixRun.loopP99Ms.toFixed(0)} ms, worst ${mixRun.loopMaxMs.toFixed(0)} ms; longest GC ${mixRun.gcMaxMs.toFixed(0)} ms`);

      // One cached page, ours and bare in alternating rounds (ours, bare, bare, ours, …).
      const page = pages.find((request) => request.path.startsWith('/brands?'))!;
      const side: { ours: Measured[]; bare: Measured[] } = { ours: [], bare: [] };
      for (let round = 0; round < SIDE_BY_SIDE_ROUNDS * 2; round += 1) {
        const oursFirst = round % 4 === 0 || round % 4 === 3;
        const target = oursFirst ? origin : bare.origin;
        const result = (await driveMix(target, { pages: [page] }, SIDE_BY_SIDE_CONNECTIONS, SIDE_BY_SIDE_ROUND_SECONDS))[0]!;
        (oursFirst ? side.ours : side.bare).push(result);
      }
      const pooled = (results: Measured[]): Measured => ({ ...total(results.map((result) => ({ ...result, seconds: 0 }))), seconds: results.reduce((sum, result) => sum + result.seconds, 0), rps: results.reduce((sum, result) => sum + result.requests, 0) / results.reduce((sum, result) => sum + result.seconds, 0) });
      const sideOurs = pooled(side.ours);
      const sideBare = pooled(side.bare);
      console.log(`cached page: ${fmt(sideOurs.rps)} req/s, bare ${fmt(sideBare.rps)} req/s (${(sideOurs.rps / sideBare.rps).toFixed(2)}×)`);

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
        `The pages: ${pages.length} addresses of ${cityIds.length} cities (\`/\`, \`/brands\`, \`/offline\`, \`/online\`, \`/news\` with \`?current_city_id=\`; \`/\`, \`/brands\`, \`/offline\` with the \`city_id\` cookie; ${outlets.length} outlet pages), \`Accept-Encoding: ${ACCEPT_ENCODING}\`. The mix: ${Object.entries(MIX_SHARES).map(([kind, share]) => `${kind} ${Math.round(share * 100)} %`).join(', ')} of the connections; lists are the outlet, brand and online-shop lists of the three cities and the city list (POST, as the portal sends them); favourites are ${SHOPPERS} signed-in shoppers' favourite outlets (Bearer); refusals are SMS sign-ins with a captcha that is no captcha (400 \`BAD_CAPTCHA\`, through the API bound).`,
        '',
        ...TABLE_HEAD,
        row(`public pages, ${connections} connections, ${seconds} s`, pagesRun.value[0]!, pagesBare[0]!),
        row(`mix, ${connections} connections, ${seconds} s: all`, mixTotal, mixBareTotal),
        ...mixRun.value.map((result, index) => row(`… ${result.kind}`, result, mixBare[index]!)),
        row(`one cached page (\`${page.path}\`, ${(pageBytes.body.byteLength / 1024).toFixed(1)} KB ${String(pageBytes.headers['content-encoding'] ?? 'identity')}), ${SIDE_BY_SIDE_CONNECTIONS} connections, ${SIDE_BY_SIDE_ROUNDS} × ${SIDE_BY_SIDE_ROUND_SECONDS} s alternating`, sideOurs, sideBare),
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
