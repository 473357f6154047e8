/**
 * Issue 23: a public list that reads only rows lives in the answer cache until the content version moves, not
 * PUBLIC_CACHE_SECONDS: with no write, an hour later it is still the answer built first (no rebuild every 5 s),
 * and a write is seen by the next request. A list that also reads the clock (the news, «published not later than
 * now») keeps the 5 s lifetime. Clients see the same headers either way (the same max-age, the ETag of the bytes).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { cities, news, salesUnits } from '../../../server/db/schema.ts';
import { PUBLIC_LIST_MAX_AGE_SECONDS } from '../../../server/http/cache.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';

let server: RunningServer;
let cityId: number;
let nowMs = Date.UTC(2026, 10, 26, 12, 0, 0);

beforeAll(async () => {
  server = await startServer({
    env: { AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'test', PUBLIC_CACHE_SECONDS: '5' },
    port: 0,
    hostname: '127.0.0.1',
    database: { inMemory: true },
    seed: true,
    distDir: null,
    clock: { now: () => nowMs },
  });
  const [city] = await server.deps.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Москва'));
  cityId = city!.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const outlets = async (): Promise<{ id: number; name: string }[]> =>
  (await (
    await post('/api/sales-units/public-list', { countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId })
  ).json()) as { id: number; name: string }[];

/** The next turn after a commit: PGlite delivers the content version's notification then. */
const heard = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));

describe('how long a public list lives (issue 23)', () => {
  it('an outlet list is not rebuilt while nothing is written, and a write is seen by the next request', async () => {
    const [first] = await outlets();
    const hidden = `${first!.name} (без версии)`;
    // A write the content version does not see (its trigger off for this transaction): only a rebuild would show it.
    await server.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(salesUnits).set({ name: hidden }).where(eq(salesUnits.id, first!.id));
    });
    await heard();
    nowMs += 60 * 60 * 1000;
    const answer = await post('/api/sales-units/public-list', { countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId });
    expect(answer.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_LIST_MAX_AGE_SECONDS}`);
    expect(((await answer.json()) as { name: string }[])[0]!.name).toBe(first!.name);

    const seen = `${first!.name} (с версией)`;
    await server.deps.db.update(salesUnits).set({ name: seen }).where(eq(salesUnits.id, first!.id));
    await heard();
    expect((await outlets())[0]!.name).toBe(seen);
  });

  it('the news, which read the clock, keep the 5 s lifetime: an item whose time comes shows without a write', async () => {
    const title = `Новость ко времени ${nowMs}`;
    await server.deps.db
      .insert(news)
      .values({ title, text: 'текст', publishedAt: new Date(nowMs + 3_000), cityCodeId: cityId });
    await heard();
    const body = {
      countryCodeId: COUNTRY_CODE_ID,
      cityCodeId: cityId,
      newsDestinationId: 1,
      dateFrom: 0,
      dateTo: nowMs + 86_400_000,
    };
    const titles = async (): Promise<string[]> =>
      ((await (await post('/api/news/active-news', body)).json()) as { title: string }[]).map((item) => item.title);
    expect(await titles()).not.toContain(title);
    nowMs += 4_000;
    // Published by now, but the answer built a moment ago is still within its 5 s.
    expect(await titles()).not.toContain(title);
    nowMs += 2_000;
    expect(await titles()).toContain(title);
  });
});
