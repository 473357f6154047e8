/**
 * Issue 23: two server instances on one PostgreSQL, each with its own public answer cache, in which a list that
 * reads only rows lives until the content version moves (server/http/cache.ts). A write through one instance, or by
 * any other client of the database, must reach the other's cached list (and its fast path, server/http/listFastPath.ts)
 * well within the list's lifetime: the content version's trigger notifies at commit and every instance LISTENs.
 * Runs in the PostgreSQL pass of `npm test`.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { cities, salesUnits } from '../../../server/db/schema.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { eventually } from '../render/pageCacheSupport.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';

const url = process.env.TEST_DATABASE_URL;
let a: RunningServer;
let b: RunningServer;
let cityId: number;
let outletId: number;

beforeAll(async () => {
  if (!url) {
    return;
  }
  // A long PUBLIC_CACHE_SECONDS: only the content version can end the lists within the test.
  const env = { AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'test', PUBLIC_CACHE_SECONDS: '300' };
  const start = () =>
    startServer({ env, port: 0, hostname: '127.0.0.1', database: { url }, seed: false, distDir: null });
  [a, b] = await Promise.all([start(), start()]);
  // A city and an outlet of their own, so that other files writing the shared database change nothing here.
  const [city] = await a.deps.db
    .insert(cities)
    .values({ name: `Спискоград-${randomUUID()}`, latitude: 55, longitude: 37 })
    .returning({ id: cities.id });
  cityId = city!.id;
  const [outlet] = await a.deps.db
    .insert(salesUnits)
    .values({ name: 'Первая точка', cityCodeId: cityId, countryCodeId: COUNTRY_CODE_ID })
    .returning({ id: salesUnits.id });
  outletId = outlet!.id;
}, 60_000);

afterAll(async () => {
  if (url) {
    await Promise.all([a.close(), b.close()]);
  }
});

async function names(server: RunningServer): Promise<string[]> {
  const answer = await fetch(`http://127.0.0.1:${server.port}/api/sales-units/public-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
    body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { name: string }[]).map((outlet) => outlet.name);
}

describe.skipIf(!url)('the public lists of two instances on one PostgreSQL (issue 23)', () => {
  it('an outlet renamed through instance A shows in B’s cached list at once, and B’s write in A’s', async () => {
    // Three requests each: built, then taught to the fast path, then sent by it.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([names(a), names(b)]);
    }
    const name = `Точка-${randomUUID()}`;
    await a.deps.db.update(salesUnits).set({ name }).where(eq(salesUnits.id, outletId));
    // The poll reads the row every 5 s: within 2 s only the notification can have told B.
    await eventually(async () => (await names(b)).includes(name), 2_000);
    const back = `${name}-b`;
    await b.deps.db.update(salesUnits).set({ name: back }).where(eq(salesUnits.id, outletId));
    await eventually(async () => (await names(a)).includes(back), 2_000);
  });

  it('a write by another client of the database (an import, psql) ends both instances’ lists', async () => {
    await Promise.all([names(a), names(b)]);
    const name = `Импорт-${randomUUID()}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('update sales_units set name = $1 where id = $2', [name, outletId]);
    } finally {
      await client.end();
    }
    await eventually(async () => (await names(a)).includes(name) && (await names(b)).includes(name), 2_000);
  });
});
