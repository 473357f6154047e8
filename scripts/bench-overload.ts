/**
 * `npm run bench:overload [-- --connections 1000 --duration 30 --writers 50 --instances 2 --no-docs --dist DIR]` (issue 23):
 * the production build, in a process of its own with its embedded database on disk, under far more connections
 * than two cores can answer in time. It checks the three promises of an overload:
 * 1. the server stays up (its process is watched all along);
 * 2. it loses no acknowledged write: while the load runs, `--writers` shoppers' clients add favourites, each pair
 *    once; every add the server acknowledged (2xx) must be in the database after the load, read back after a
 *    hard kill (`SIGKILL`, nothing flushed on the way out) straight from the data folder;
 * 3. it recovers when the load ends: `/healthz` answers, and a quiet load on the pages is measured before and after.
 * With `--instances N` (issue 32 §2) the balanced set-up is measured the same way straight after, in the same run:
 * N production instances on a throwaway PostgreSQL behind nginx with its page cache (scripts/cluster/), every
 * instance killed at the end; it must besides answer with no time-out and no 5xx but counted 503 sheds.
 * Exits 1 when a promise is broken. Rewrites the section «Overload» of docs/benchmarks.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  countStatuses,
  drive,
  driveMix,
  fmt,
  generatorName,
  TIMEOUT_SECONDS,
  total,
  type Measured,
} from './bench/loadDrive.ts';
import type { WrkResult } from './bench/wrkMix.ts';
import { favouriteRequests, listRequests, MIX_SHARES, pageRequests, refusalRequests } from './bench/loadRequests.ts';
import type { BenchShopper } from './bench/loadShoppers.ts';
import { newClientWait } from './bench/newClient.ts';
import { productionEntry } from './bench/productionBuild.ts';
import { clusterTarget, singleProcessTarget, type OverloadTarget } from './bench/overloadTargets.ts';
import { replaceSection } from './bench/report.ts';
import { optionalPositiveInteger, positiveInteger } from './cliOptions.ts';

const DOCS = new URL('../docs/benchmarks.md', import.meta.url);
const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const HEADING = '## Overload (`npm run bench:overload`)';
/** The quiet load before and after: a few connections, as a handful of shoppers would be. */
const QUIET_CONNECTIONS = 10;
const QUIET_SECONDS = 5;
/** How long the server may take to answer `/healthz` again once the load has ended. */
const RECOVERY_LIMIT_MS = 10_000;

const { values } = parseArgs({
  options: {
    connections: { type: 'string' },
    duration: { type: 'string' },
    writers: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
    dist: { type: 'string' },
    instances: { type: 'string' },
  },
});
const connections = positiveInteger('connections', values.connections, 1000);
const seconds = positiveInteger('duration', values.duration, 30);
const writers = positiveInteger('writers', values.writers, 50);
/** With --instances N, the balanced set-up (N instances behind nginx) is measured after the single process. */
const instances = optionalPositiveInteger('instances', values.instances);
const DIST = values.dist === undefined ? DEFAULT_DIST : resolve(values.dist);

interface Writes {
  acknowledged: Array<[profileId: number, outletId: number]>;
  shed: number;
  unanswered: number;
  otherStatuses: Record<string, number>;
}

/**
 * `writers` clients, one per shopper, each adding its shopper's favourites one after another until `deadline`; an add
 * the server acknowledged is remembered with its pair.
 */
async function addFavourites(
  origin: string,
  shoppers: readonly BenchShopper[],
  outlets: readonly number[],
  deadline: number,
): Promise<Writes> {
  const writes: Writes = { acknowledged: [], shed: 0, unanswered: 0, otherStatuses: {} };
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (const outletId of outlets) {
        if (Date.now() >= deadline) {
          return;
        }
        try {
          const answer = await fetch(`${origin}/api/tenant-profiles/${shopper.profileId}/favorite-sales-units`, {
            method: 'POST',
            headers: { authorization: `Bearer ${shopper.accessToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ salesUnitId: outletId }),
            signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
          });
          await answer.arrayBuffer();
          if (answer.ok) {
            writes.acknowledged.push([shopper.profileId, outletId]);
          } else if (answer.status === 503) {
            writes.shed += 1;
          } else {
            writes.otherStatuses[answer.status] = (writes.otherStatuses[answer.status] ?? 0) + 1;
          }
        } catch {
          // No answer in time: the write may or may not have happened, and the client was not told it did.
          writes.unanswered += 1;
        }
      }
    }),
  );
  return writes;
}

/**
 * Each writing shopper's client reads its favourites once before the load: its connection is open, as a shopper's
 * browser already on the site keeps one. (A connection opened during the load waits for the load to end: see
 * newConnectionProbe.)
 */
async function openWriterConnections(origin: string, shoppers: readonly BenchShopper[]): Promise<void> {
  await Promise.all(
    shoppers.map(async (shopper) => {
      const answer = await fetch(`${origin}/api/tenant-profiles/${shopper.profileId}/favorite-sales-units`, {
        headers: { authorization: `Bearer ${shopper.accessToken}` },
      });
      await answer.arrayBuffer();
    }),
  );
}

/** The page a shopper who arrives during the load asks for: one the page cache holds. */
const PROBED_PAGE = (cityId: number) => `/brands?current_city_id=${cityId}`;

/** «3 of 4 answered within 5 s (median 120 ms)», from the sorted waits answered and all the probes. */
function answeredOf(answered: readonly number[], all: readonly unknown[]): string {
  const median = answered.length === 0 ? '' : ` (median ${answered[Math.floor(answered.length / 2)]!.toFixed(0)} ms)`;
  const withinASecond = answered.filter((wait) => wait <= 1_000).length;
  return `${answered.length} of ${all.length} answered within ${TIMEOUT_SECONDS} s, ${withinASecond} within 1 s${median}`;
}

/** Every second until `deadline`: how long a client that connects now waits for `path` (null: gave up). */
async function newConnectionProbe(origin: string, path: string, deadline: number): Promise<Array<number | null>> {
  const waits: Array<number | null> = [];
  while (Date.now() < deadline - TIMEOUT_SECONDS * 1000) {
    waits.push(await newClientWait(`${origin}${path}`, TIMEOUT_SECONDS));
    await new Promise((resolveLater) => setTimeout(resolveLater, 1_000));
  }
  return waits;
}

/** Milliseconds until `/healthz` answers 200, or null past RECOVERY_LIMIT_MS. */
async function timeToHealthy(origin: string): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < RECOVERY_LIMIT_MS) {
    try {
      const answer = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1_000) });
      await answer.arrayBuffer();
      if (answer.status === 200) {
        return performance.now() - started;
      }
    } catch {
      // Not yet.
    }
    await new Promise((resolveLater) => setTimeout(resolveLater, 100));
  }
  return null;
}

/** What one target did under the load, for the report. */
interface Outcome {
  target: OverloadTarget;
  loadRun: Measured[];
  all: Measured;
  writes: Writes;
  lost: number;
  ended: string | null;
  memoryBeforeMb: number;
  peakMb: number;
  memoryAfterMb: number | null;
  recoveryMs: number | null;
  quietBefore: WrkResult;
  quietAfter: WrkResult | null;
  newConnections: Array<number | null>;
  newShoppers: Array<number | null>;
}

/** The whole overload on one target: warm-up, quiet load, the overload with writers and probes, recovery, the kill. */
async function measure(target: OverloadTarget, problems: string[], strict: boolean): Promise<Outcome> {
  const { origin, cityId, shoppers, outlets, outletPages } = target.ready;
  const pages = pageRequests([cityId], outletPages);
  const mix = {
    pages,
    lists: listRequests([cityId]),
    favourites: favouriteRequests(shoppers),
    refusals: refusalRequests(),
  };
  for (const request of pages) {
    // Each page rendered once before anything is measured, as after a deploy's warm-up.
    await fetch(`${origin}${request.path}`, { headers: request.headers }).then((answer) => answer.arrayBuffer());
  }
  console.log(
    `${target.label}: ${origin} ready; ${shoppers.length} writing shoppers, ${outlets.length} listable outlets; load from ${generatorName()}`,
  );
  const quietBefore = await drive(origin, pages, QUIET_CONNECTIONS, QUIET_SECONDS);
  const memoryBeforeMb = target.memoryMb();
  let peakMb = memoryBeforeMb;
  const sampler = setInterval(() => {
    if (target.ended() === null) {
      peakMb = Math.max(peakMb, target.memoryMb());
    }
  }, 200);
  await openWriterConnections(origin, shoppers);
  const deadline = Date.now() + seconds * 1000;
  // Started a second in, when every connection of the load is open.
  const probe = (path: string) =>
    new Promise((resolveLater) => setTimeout(resolveLater, 1_000)).then(() =>
      newConnectionProbe(origin, path, deadline),
    );
  const [loadRun, writes, newConnections, newShoppers] = await Promise.all([
    driveMix(origin, mix, MIX_SHARES, Math.max(1, connections - writers), seconds),
    addFavourites(origin, shoppers, outlets, deadline),
    probe('/healthz'),
    probe(PROBED_PAGE(cityId)),
  ]).finally(() => clearInterval(sampler));
  const ended = target.ended();
  if (ended !== null) {
    problems.push(`${target.label}: a server process ended during the load (${ended})`);
  }
  const recoveryMs = ended === null ? await timeToHealthy(origin) : null;
  if (ended === null && recoveryMs === null) {
    problems.push(
      `${target.label}: /healthz did not answer 200 within ${RECOVERY_LIMIT_MS / 1000} s of the load's end`,
    );
  }
  const quietAfter = recoveryMs === null ? null : await drive(origin, pages, QUIET_CONNECTIONS, QUIET_SECONDS);
  const memoryAfterMb = target.ended() === null ? target.memoryMb() : null;
  // A hard kill of every server process: whatever was acknowledged must already be in the database.
  const stored = await target.killAndReadFavourites();
  const lost = writes.acknowledged.filter(([profileId, outletId]) => !stored.has(`${profileId}:${outletId}`)).length;
  if (lost > 0) {
    problems.push(`${target.label}: ${lost} acknowledged favourites are not in the database after the kill`);
  }
  const all = total(loadRun);
  const fivexx = countStatuses(all, (status) => status >= 500 && status !== 503);
  if (strict && (all.timeouts > 0 || fivexx > 0)) {
    problems.push(
      `${target.label}: ${all.timeouts} time-outs and ${fivexx} answers 5xx other than a 503 shed (both must be 0)`,
    );
  }
  return {
    target,
    loadRun,
    all,
    writes,
    lost,
    ended,
    memoryBeforeMb,
    peakMb,
    memoryAfterMb,
    recoveryMs,
    quietBefore,
    quietAfter,
    newConnections,
    newShoppers,
  };
}

const row = (label: string, result: Measured): string =>
  `| ${label} | ${fmt(result.requests)} | ${fmt(result.rps)} | ${result.p50Ms.toFixed(1)} / ${result.p99Ms.toFixed(1)} | ${fmt(result.timeouts)} | ${fmt(result.socketErrors)} | ${fmt(countStatuses(result, (status) => status >= 500 && status !== 503))} | ${fmt(countStatuses(result, (status) => status === 503))} |`;
const quiet = (result: WrkResult | null): string =>
  result === null
    ? '—'
    : `${fmt(result.rps)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`;

/** The bullets of one target's outcome. */
function bullets(outcome: Outcome): string[] {
  const { target, writes, lost, ended, all } = outcome;
  const answeredNew = outcome.newConnections.filter((wait): wait is number => wait !== null).sort((a, b) => a - b);
  const answeredShoppers = outcome.newShoppers.filter((wait): wait is number => wait !== null).sort((a, b) => a - b);
  const sheds = countStatuses(all, (status) => status === 503);
  return [
    `**${target.label}**`,
    '',
    `- **Stayed up:** ${ended === null ? 'yes, every server process ran through the load' : `no (${ended})`}. Resident memory of the server processes: ${outcome.memoryBeforeMb.toFixed(0)} MB before the load, at most ${outcome.peakMb.toFixed(0)} MB during it, ${outcome.memoryAfterMb === null ? '—' : `${outcome.memoryAfterMb.toFixed(0)} MB`} after.`,
    `- **Writes:** ${fmt(writes.acknowledged.length)} favourites acknowledged, ${fmt(writes.shed)} refused with 503 (not acknowledged: the client knows to retry), ${fmt(writes.unanswered)} unanswered within ${TIMEOUT_SECONDS} s${Object.keys(writes.otherStatuses).length > 0 ? `, other answers ${JSON.stringify(writes.otherStatuses)}` : ''}. After a \`SIGKILL\` of every server process straight after the load, ${fmt(writes.acknowledged.length - lost)} of the ${fmt(writes.acknowledged.length)} acknowledged are in the database: **${lost === 0 ? 'none lost' : `${lost} lost`}**.`,
    `- **Recovered:** ${outcome.recoveryMs === null ? 'no' : `\`/healthz\` answered 200 ${outcome.recoveryMs.toFixed(0)} ms after the load ended`}. The pages with ${QUIET_CONNECTIONS} connections for ${QUIET_SECONDS} s: before the load ${quiet(outcome.quietBefore)}; after it ${quiet(outcome.quietAfter)}.`,
    `- **A client connecting during the load**, on a connection of its own once a second (curl, timed from connecting to the last byte of a 200): \`GET /healthz\` (which reads the database) ${answeredOf(answeredNew, outcome.newConnections)}; a cached public page (\`${PROBED_PAGE(target.ready.cityId)}\`) ${answeredOf(answeredShoppers, outcome.newShoppers)}.`,
    `- In all: ${fmt(all.requests)} answers to the mix, ${fmt(countStatuses(all, (status) => status >= 500 && status !== 503))} 5xx other than 503, ${fmt(sheds)} sheds (${((sheds / Math.max(1, all.requests)) * 100).toFixed(1)} %), ${fmt(all.timeouts)} time-outs.`,
    '',
  ];
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error(
      'bench:overload measures the production build: run it as npm run bench:overload (NODE_ENV=production).',
    );
  }
  productionEntry(DIST);
  const loadBefore = loadavg();
  const dataDir = mkdtempSync(join(tmpdir(), 'rjadom-overload-'));
  const problems: string[] = [];
  const outcomes: Outcome[] = [];
  try {
    // The single process first, then (with --instances) the balanced set-up, one after the other in the same run.
    const single = await singleProcessTarget(dataDir, DIST, writers);
    try {
      outcomes.push(await measure(single, problems, false));
    } finally {
      await single.close();
    }
    if (instances !== undefined) {
      const balanced = await clusterTarget(DIST, writers, instances);
      try {
        outcomes.push(await measure(balanced, problems, true));
      } finally {
        await balanced.close();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cpu = cpus();
  const balancedText =
    instances === undefined
      ? ''
      : `; the balanced set-up is \`npm run start:cluster\`'s (scripts/cluster/): ${instances} production instances on a throwaway PostgreSQL behind nginx, which keeps the public pages as a CDN would (deploy/nginx/page-cache.conf)`;
  const lines = [
    HEADING,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${loadBefore.map((value) => value.toFixed(2)).join(' / ')} before and ${loadavg()
      .map((value) => value.toFixed(2))
      .join(
        ' / ',
      )} after. In this run, one after the other: ${outcomes.map((outcome) => outcome.target.label).join(', then ')}, each seeded, with the default bounds. The single process is the production build in a process of its own (\`scripts/bench/overloadServer.ts\`) on an embedded database in a data folder on disk${balancedText}. The load comes from ${generatorName()}, ${connections} connections in all for ${seconds} s: ${fmt(connections - writers)} over the mix of \`npm run bench:load\` (${Object.entries(
      MIX_SHARES,
    )
      .map(([kind, share]) => `${kind} ${Math.round(share * 100)} %`)
      .join(
        ', ',
      )}) and ${writers} writing shoppers, each adding its favourites one after another (\`POST /api/tenant-profiles/{id}/favorite-sales-units\`, each pair once). A request unanswered after ${TIMEOUT_SECONDS} s is a time-out.`,
    '',
    '| load | answers | req/s | p50 / p99 ms | time-outs | socket errors | 5xx (not 503) | 503 sheds |',
    '|---|---|---|---|---|---|---|---|',
    ...outcomes.flatMap((outcome) => [
      row(`${outcome.target.label}, ${fmt(connections - writers)} connections: all`, outcome.all),
      ...outcome.loadRun.map((result) => row(`… ${result.kind}`, result)),
    ]),
    '',
    ...outcomes.flatMap(bullets),
  ];
  const section = lines.join('\n').trimEnd();
  console.log(`\n${section}\n`);
  if (!values['no-docs']) {
    writeFileSync(DOCS, replaceSection(readFileSync(DOCS, 'utf8'), HEADING, section));
    console.log('docs/benchmarks.md: «Overload» section rewritten.');
  }
  if (problems.length > 0) {
    throw new Error(`the overload broke a promise:\n- ${problems.join('\n- ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
