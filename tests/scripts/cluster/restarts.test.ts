/**
 * Issue 32 §3, restarts and failures without a failed request, on the balanced set-up of `npm run start:cluster`
 * (a throwaway PostgreSQL, two production instances of the built portal, nginx in front) under a small load of
 * `bench:load`'s mix (scripts/cluster/restartLoad.ts: public pages, public lists, shoppers' favourites read and added):
 * - a rolling restart, each instance in turn told SIGTERM (it drains: server/http/drain.ts), waited for, started again
 *   and back in nginx's rotation: no client sees a failed request, and every acknowledged write is in PostgreSQL;
 * - `kill -9` of one instance: nginx stops sending to it within seconds (passive health: max_fails, fail_timeout),
 *   the reads nginx may retry (GET) are answered by the other, no acknowledged write is lost; what the clients saw
 *   is printed (docs/benchmarks.md «Restarts and a crash behind nginx» records a run).
 * Run by `npm run test:cluster` (TEST_CLUSTER=1, after the build); skipped in the plain vitest pass.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchCityId } from '../../../scripts/bench/benchServer.ts';
import { signedInShoppers, type BenchShopper } from '../../../scripts/bench/loadShoppers.ts';
import { favouriteRequests, listRequests, pageRequests } from '../../../scripts/bench/loadRequests.ts';
import { startCluster, type ClusterInstance, type RunningCluster } from '../../../scripts/cluster/cluster.ts';
import { startMixLoad, type LoadTally, type RunningLoad } from '../../../scripts/cluster/restartLoad.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Database } from '../../../server/db/database.ts';
import { salesUnits } from '../../../server/db/schema.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { favouriteSalesUnitIds } from '../../../server/queries/favourites.ts';
import { listableOutlet } from '../../../server/queries/listable.ts';

const enabled = process.env.TEST_CLUSTER === '1';
const SECRET = randomBytes(32).toString('hex');
/** The instances' drain grace: short, for the test's time; nginx learns of the drain from the first reads it leaves unanswered. */
const GRACE_MS = 1_000;
const READERS = 8;
const WRITERS = 4;
/** Answers the load must have had before a step, and after the kill: a few seconds' worth here. */
const ANSWERS_BEFORE = 100;
const ANSWERS_AFTER_KILL = 600;

let cluster: RunningCluster;
let database: Database;
let deps: ServerDeps;
let cityId: number;
let outlets: number[];

beforeAll(async () => {
  if (!enabled) {
    return;
  }
  cluster = await startCluster({
    keepFolder: process.env.KEEP === '1',
    instances: 2,
    env: { AUTH_SECRET: SECRET, DRAIN_GRACE_MS: String(GRACE_MS) },
  });
  database = await openDatabase({ url: cluster.databaseUrl });
  // Only what a session's tokens are signed with: the instances' secret.
  deps = {
    db: database.db,
    config: loadConfig({ AUTH_SECRET: SECRET, NODE_ENV: 'production' }),
    clock: { now: () => Date.now() },
  } as unknown as ServerDeps;
  cityId = await benchCityId(database.db);
  outlets = (await database.db.select({ id: salesUnits.id }).from(salesUnits).where(listableOutlet())).map(
    (row) => row.id,
  );
}, 180_000);

afterAll(async () => {
  if (!enabled) {
    return;
  }
  await database?.close();
  await cluster?.stop();
}, 60_000);

const accessLog = (): string => join(cluster.logDir, 'nginx-access.log');

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** nginx's access-log lines from byte `offset` on. */
function accessLinesFrom(offset: number): string[] {
  return readFileSync(accessLog())
    .subarray(offset)
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
}

/** Resolves once nginx has sent a request to `instance` alone and had its 2xx, after byte `offset` of its log. */
async function backInRotation(instance: ClusterInstance, offset: number): Promise<void> {
  const answeredThere = new RegExp(` up=127\\.0\\.0\\.1:${instance.port} up_status=2\\d\\d `);
  const deadline = Date.now() + 60_000;
  while (!accessLinesFrom(offset).some((line) => answeredThere.test(line))) {
    if (Date.now() > deadline) {
      throw new Error(`nginx sent no request to instance ${instance.index} within 60 s of its restart`);
    }
    await new Promise((resolveTurn) => setTimeout(resolveTurn, 50));
  }
}

async function answersAtLeast(load: RunningLoad, count: number): Promise<void> {
  while (load.answered < count) {
    await new Promise((resolveTurn) => setTimeout(resolveTurn, 20));
  }
}

async function startLoad(phonePrefix: string): Promise<{ load: RunningLoad; shoppers: BenchShopper[] }> {
  const shoppers = await signedInShoppers(deps, cityId, WRITERS, phonePrefix);
  const reads = [
    ...pageRequests([cityId], outlets.slice(0, 3)),
    ...listRequests([cityId]),
    ...favouriteRequests(shoppers),
  ];
  // A writer that has added every outlet goes on with a new shopper: the writes last as long as the load.
  let more = 0;
  const nextShopper = async (): Promise<BenchShopper> => {
    more += 1;
    const [shopper] = await signedInShoppers(deps, cityId, 1, `${phonePrefix}${String(more).padStart(3, '0')}`);
    return shopper!;
  };
  return {
    load: startMixLoad({ origin: cluster.url, reads, readers: READERS, shoppers, outlets, nextShopper }),
    shoppers,
  };
}

/** The acknowledged favourites that are not in PostgreSQL. */
async function lostWrites(tally: LoadTally): Promise<Array<[number, number]>> {
  const stored = new Map<number, Set<number>>();
  for (const profileId of new Set(tally.acknowledged.map(([profile]) => profile))) {
    stored.set(profileId, new Set(await favouriteSalesUnitIds(database.db, profileId)));
  }
  return tally.acknowledged.filter(([profileId, outletId]) => !(stored.get(profileId)?.has(outletId) ?? false));
}

describe.skipIf(!enabled)('restarts and a crash behind nginx, under load (issue 32 §3)', () => {
  it('a rolling restart (SIGTERM, drain, exit 0, start, back in rotation; each instance in turn): no failed request, no lost write', async () => {
    const { load } = await startLoad('7995');
    /** Writes acknowledged while each instance drained (from its SIGTERM to its exit): the drains met writes. */
    const writesWhileDraining: number[] = [];
    try {
      await answersAtLeast(load, ANSWERS_BEFORE);
      for (const instance of cluster.instances) {
        const writesBefore = load.acknowledged;
        instance.signal('SIGTERM');
        expect(await instance.exited()).toEqual({ code: 0, signal: null });
        writesWhileDraining.push(load.acknowledged - writesBefore);
        await instance.start();
        const restartedAt = sizeOf(accessLog());
        // nginx's first 2xx from it clears its failure count for every worker (the upstream's shared zone): the next
        // instance's unanswered reads then go to this one.
        await backInRotation(instance, restartedAt);
      }
      await answersAtLeast(load, load.answered + ANSWERS_BEFORE);
    } finally {
      const tally = await load.stop();
      console.log(
        `rolling restart: ${JSON.stringify({ ...tally, acknowledged: tally.acknowledged.length, writesWhileDraining })}`,
      );
      expect(tally.failedGets).toEqual({});
      expect(tally.failedPostReads).toEqual({});
      expect(tally.failedWrites).toEqual({});
      expect(writesWhileDraining).toHaveLength(cluster.instances.length);
      expect(writesWhileDraining.every((count) => count > 0)).toBe(true);
      expect(await lostWrites(tally)).toEqual([]);
    }
  }, 180_000);

  it('kill -9 of one instance: nginx stops sending to it within seconds, GETs are answered by the other, no acknowledged write is lost', async () => {
    const { load } = await startLoad('7994');
    const victim = cluster.instances[0]!;
    const loadBefore = loadavg();
    let tally: LoadTally;
    let killedAt: number;
    try {
      await answersAtLeast(load, ANSWERS_BEFORE);
      killedAt = sizeOf(accessLog());
      victim.signal('SIGKILL');
      expect((await victim.exited()).signal).toBe('SIGKILL');
      await answersAtLeast(load, load.answered + ANSWERS_AFTER_KILL);
    } finally {
      tally = await load.stop();
    }
    const lines = accessLinesFrom(killedAt);
    const tried = lines.filter((line) => line.includes(`127.0.0.1:${victim.port}`));
    console.log(
      `kill -9: ${JSON.stringify({ ...tally, acknowledged: tally.acknowledged.length, requestsAfterKill: lines.length, triedOnKilled: tried.length, loadBefore, loadAfter: loadavg() })}`,
    );
    await victim.start();
    expect(tally.failedGets).toEqual({});
    expect(tally.acknowledged.length).toBeGreaterThan(0);
    expect(await lostWrites(tally)).toEqual([]);
    // Passive health: two failures take it out for five seconds, then one try; a few tries in all, not a share of the load.
    expect(tried.length).toBeLessThan(Math.max(20, lines.length * 0.05));
  }, 180_000);
});
