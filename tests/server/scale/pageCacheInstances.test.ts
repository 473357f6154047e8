/**
 * Issue 23: two server instances on one PostgreSQL, each with its own page cache. A write to the content through
 * one instance, or by any other client of the database, ends the other's cached pages: the content version's
 * trigger notifies at commit and every instance LISTENs (server/db/contentChanges.ts). When an instance's LISTEN
 * connection is cut, it reconnects and reads the version row, so a write meanwhile is not missed. Runs in the
 * PostgreSQL pass of `npm test`.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../../server/db/schema.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { eventually, fakeBuild, rawGet } from '../render/pageCacheSupport.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';

const url = process.env.TEST_DATABASE_URL;
const build = fakeBuild();
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  if (!url) {
    return;
  }
  const env = { AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'test', PUBLIC_CACHE_SECONDS: '5', PAGE_CACHE_SECONDS: '300' };
  const start = () => startServer({ env, port: 0, database: { url }, seed: false, distDir: build.dir });
  [a, b] = await Promise.all([start(), start()]);
}, 60_000);

afterAll(async () => {
  if (url) {
    await Promise.all([a.close(), b.close()]);
  }
  build.remove();
});

async function page(server: RunningServer, path: string): Promise<{ html: string; how: string }> {
  const answer = await rawGet(server.port, path);
  return { html: answer.body.toString('utf8'), how: String(answer.headers['x-page-cache']) };
}

describe.skipIf(!url)('the page caches of two instances on one PostgreSQL (issue 23)', () => {
  it('a city added through instance A shows on B’s cached page at once, without waiting for the page’s lifetime', async () => {
    const path = `/two-${randomUUID().slice(0, 8)}`;
    // Cached on B first. The PostgreSQL pass shares this database with every server test file, so another file's
    // catalogue write may end a page between two requests here: the page is asked for until B keeps it.
    await page(b, path);
    await eventually(async () => (await page(b, path)).how === 'hit', 2_000);
    const name = `Двоеградск-${randomUUID()}`;
    await a.deps.db.insert(cities).values({ name, latitude: 55, longitude: 37 });
    // The poll reads the row every 5 s: within 2 s only the notification can have told B.
    await eventually(async () => (await page(b, path)).html.includes(name), 2_000);
    await eventually(async () => (await page(b, path)).how === 'hit', 2_000);
    // B's own write ends A's pages the same way.
    await page(a, path);
    await b.deps.db
      .update(cities)
      .set({ name: `${name}-b` })
      .where(eq(cities.name, name));
    await eventually(async () => (await page(a, path)).html.includes(`${name}-b`), 2_000);
  });

  it('a write by another client of the database (an import, psql) ends both instances’ pages', async () => {
    const path = `/import-${randomUUID().slice(0, 8)}`;
    await Promise.all([page(a, path), page(b, path)]);
    const name = `Импортовск-${randomUUID()}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('insert into cities (name, latitude, longitude) values ($1, 55, 37)', [name]);
    } finally {
      await client.end();
    }
    await eventually(
      async () => (await page(a, path)).html.includes(name) && (await page(b, path)).html.includes(name),
      2_000,
    );
  });

  it('an instance whose LISTEN connection was cut reconnects and does not miss a write made meanwhile', async () => {
    const path = `/cut-${randomUUID().slice(0, 8)}`;
    await page(b, path);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN content_changed' and pid <> pg_backend_pid()`,
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(2);
      const name = `Обрывск-${randomUUID()}`;
      await admin.query('insert into cities (name, latitude, longitude) values ($1, 55, 37)', [name]);
      // The first reconnect is a second later; then the row is read.
      await eventually(async () => (await page(b, path)).html.includes(name), 4_000);
      await eventually(async () => {
        const listening = await admin.query(
          `select count(*)::int as n from pg_stat_activity where query = 'LISTEN content_changed'`,
        );
        return (listening.rows[0] as { n: number }).n >= 2;
      }, 4_000);
    } finally {
      await admin.end();
    }
  });
});
