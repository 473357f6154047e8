/**
 * `npm run bench:render [-- --renders N --json FILE --before FILE --no-docs]`: what one server render of a public page
 * costs when the page cache misses (issue 33 §1), on the built UI (dist/, `npm run build`) and the seeded embedded
 * database: the process's CPU time and the bytes the JavaScript heap allocated, per render, for a few public pages.
 * The page cache is off (PAGE_CACHE_SECONDS=0), so every request renders; the API's answer cache stays as configured.
 *
 * `--json FILE` writes the figures to FILE; `--before FILE` prints them beside figures an older build wrote that way
 * (the render before it read through DrizzlePageReads made in-process HTTP requests to the API), and the
 * «Server render» section of docs/benchmarks.md is rewritten with both.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus } from 'node:os';
import { GCProfiler } from 'node:v8';
import { parseArgs } from 'node:util';
import { startServer } from '../server/main.ts';
import { replaceSection } from './bench/report.ts';

const DIST = new URL('../dist/', import.meta.url);
const DOCS = new URL('../docs/benchmarks.md', import.meta.url);
const HEADING = '## Server render, cache miss (`npm run bench:render`)';
/** Unmeasured renders of each page first: compiled code paths and warm answer caches, as a server is most of its life. */
const WARM_UP = 10;

const { values } = parseArgs({
  options: {
    renders: { type: 'string', default: '40' },
    json: { type: 'string' },
    before: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
  },
});
const renders = Number(values.renders);
if (!Number.isInteger(renders) || renders < 1) {
  throw new Error('--renders takes a whole number from 1');
}

/** One page's cost per render. */
interface PageCost {
  page: string;
  cpuMs: number;
  allocatedKb: number;
  status: number;
}

function get(port: number, path: string): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, cache: response.headers['x-page-cache'] as string | undefined }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Bytes the heap allocated while `work` ran: what it holds more at the end plus what every collection meanwhile freed. */
async function measured(work: () => Promise<void>): Promise<{ cpuMs: number; allocated: number }> {
  const profiler = new GCProfiler();
  profiler.start();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  await work();
  const cpu = process.cpuUsage(cpuBefore);
  const heapAfter = process.memoryUsage().heapUsed;
  const profile = profiler.stop();
  const freed = (profile?.statistics ?? []).reduce(
    (sum, gc) => sum + Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize),
    0,
  );
  return { cpuMs: (cpu.user + cpu.system) / 1000, allocated: heapAfter - heapBefore + freed };
}

if (!existsSync(new URL('ssr/entry-server.js', DIST))) {
  throw new Error('No built UI in dist/: run `npm run build` first.');
}
const server = await startServer({
  port: 0,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PAGE_CACHE_SECONDS: '0',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMS_PROVIDER: 'console',
  },
  database: { inMemory: true },
  seed: true,
  distDir: new URL('.', DIST).pathname,
});
const costs: PageCost[] = [];
try {
  const base = `http://127.0.0.1:${server.port}`;
  const city = (
    (await (
      await fetch(`${base}/api/city-codes/active-city-codes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"countryCodeId":1}',
      })
    ).json()) as { id: number }[]
  )[0]!;
  const partners = (await (
    await fetch(`${base}/api/brands/offline-partners-list/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cityCodeId: city.id, categoryId: 0 }),
    })
  ).json()) as { brands: { id: number }[] };
  const pages = ['/offline?sort=distance', '/offline', '/brands', `/brands/${partners.brands[0]!.id}`, '/news', '/'];
  for (const page of pages) {
    let last = { status: 0, cache: undefined as string | undefined };
    for (let i = 0; i < WARM_UP; i += 1) {
      last = await get(server.port, page);
    }
    if (last.cache !== 'bypass') {
      throw new Error(
        `${page} was not rendered for its request (X-Page-Cache: ${last.cache ?? 'none'}, status ${last.status})`,
      );
    }
    const cost = await measured(async () => {
      for (let i = 0; i < renders; i += 1) {
        await get(server.port, page);
      }
    });
    costs.push({
      page: page.replace(/\/brands\/\d+/, '/brands/$id'),
      cpuMs: cost.cpuMs / renders,
      allocatedKb: cost.allocated / renders / 1024,
      status: last.status,
    });
  }
} finally {
  await server.close();
}

const before: PageCost[] | null =
  values.before === undefined ? null : (JSON.parse(readFileSync(values.before, 'utf8')) as PageCost[]);
const figure = (value: number | undefined, digits: number) => (value === undefined ? '–' : value.toFixed(digits));
const rows = costs.map((cost) => {
  const old = before?.find((entry) => entry.page === cost.page);
  return before === null
    ? `| \`${cost.page}\` | ${cost.status} | ${figure(cost.cpuMs, 1)} | ${figure(cost.allocatedKb, 0)} |`
    : `| \`${cost.page}\` | ${cost.status} | ${figure(old?.cpuMs, 1)} | ${figure(cost.cpuMs, 1)} | ${figure(old?.allocatedKb, 0)} | ${figure(cost.allocatedKb, 0)} |`;
});
const header =
  before === null
    ? ['| Page | Status | CPU ms / render | Allocated KB / render |', '|---|---|---|---|']
    : [
        '| Page | Status | CPU ms / render, before | after | Allocated KB / render, before | after |',
        '|---|---|---|---|---|---|',
      ];
const table = [...header, ...rows].join('\n');
console.log(table);
if (values.json !== undefined) {
  writeFileSync(values.json, `${JSON.stringify(costs, null, 2)}\n`);
}
if (!values['no-docs']) {
  const cpu = cpus();
  const section = [
    HEADING,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}: the production build in the bench process, the seeded embedded database (in-memory PGlite), the page cache off (\`PAGE_CACHE_SECONDS=0\`: every request renders, as a page-cache miss does), the API's answer cache on; ${WARM_UP} unmeasured renders of each page, then ${renders} one after another. CPU is the whole process's (user + system) per render; allocated is what the JavaScript heap took per render (growth plus what each collection freed, v8 GCProfiler). Sequential requests on a shared machine: compare the columns of one run, not runs of different days.`,
    ...(before === null
      ? []
      : [
          '',
          '«Before» is the render of issue 33 §1 (each page read its data with in-process HTTP requests to the API through Hono, the cities read three times, a made-up request with a city cookie), built and measured in the same session; «after» reads through `DrizzlePageReads` (server/render/).',
        ]),
    '',
    table,
  ].join('\n');
  writeFileSync(DOCS, replaceSection(readFileSync(DOCS, 'utf8'), HEADING, section));
}
