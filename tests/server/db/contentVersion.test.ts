/**
 * Issue 23: every write to what public pages show moves the content version (migration 0007_content_version), and
 * nothing else does. Every table of the schema is named below as content or not, so a new table cannot be
 * forgotten: a page cache would otherwise keep showing what that table held.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchContentChanges, type ContentChanges } from '../../../server/db/contentChanges.ts';
import * as schema from '../../../server/db/schema.ts';
import { readContentVersion } from '../../../server/queries/contentVersion.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

/** The tables public pages and public lists are made of: each has the trigger. */
const CONTENT_TABLES = [
  'cities',
  'online_categories',
  'offline_categories',
  'brands',
  'sales_units',
  'online_shops',
  'sales_unit_actions',
  'online_shop_actions',
  'sales_unit_action_terms',
  'online_shop_action_terms',
  'opening_hours',
  'news',
  'offline_banners',
  'online_banners',
  'order_feedbacks',
  'feedback_replies',
];

/**
 * The tables no public page shows: shoppers, their sessions, favourites and applications (the browser fills those
 * in), the sign-in records, and uploaded files (pages name a file by its id; its bytes are served apart).
 */
const OTHER_TABLES = [
  'files',
  'users',
  'tenant_profiles',
  'employee_profiles',
  'favourite_online_shops',
  'favourite_sales_units',
  'applying_requests',
  'sms_codes',
  'sms_sends',
  'auth_failures',
  'refresh_tokens',
  'captcha_solutions',
  'recovery_requests',
  'dev_sms_outbox',
  'social_sign_in_states',
  'social_accounts',
  'user_referrals',
  'social_sign_ups',
];

let server: TestServer;
let changes: ContentChanges;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  changes = await watchContentChanges(server.database);
}, 60_000);

afterAll(async () => {
  await changes.close();
  await server.database.close();
});

/** A statement on `table` that touches no row: statement triggers fire all the same. */
async function touch(table: string): Promise<void> {
  await server.deps.db.execute(sql`delete from ${sql.identifier(table)} where false`);
}

describe('the content version', () => {
  it('names every table of the schema as content or not', () => {
    const names = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table));
    expect([...names].sort()).toEqual([...CONTENT_TABLES, ...OTHER_TABLES].sort());
  });

  it.each(CONTENT_TABLES)('moves on with a write to %s', async (table) => {
    const before = await readContentVersion(server.deps.db);
    await touch(table);
    expect(await readContentVersion(server.deps.db)).toBeGreaterThan(before);
  });

  it.each(OTHER_TABLES)('stays with a write to %s', async (table) => {
    // Other test files may write content meanwhile on a shared database: the version row is read in one transaction.
    const moved = await server.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select version from content_version where id = 1 for update`);
      const before = await tx.execute<{ version: number }>(sql`select version::float8 as version from content_version`);
      await tx.execute(sql`delete from ${sql.identifier(table)} where false`);
      const after = await tx.execute<{ version: number }>(sql`select version::float8 as version from content_version`);
      return Number(after.rows[0]!.version) - Number(before.rows[0]!.version);
    });
    expect(moved).toBe(0);
  });

  it('is heard by a watcher at commit, not before', async () => {
    const heard: number[] = [];
    changes.onChange((version) => heard.push(version));
    await server.deps.db.transaction(async (tx) => {
      await tx.execute(sql`delete from brands where false`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([]);
    });
    const deadline = Date.now() + 2_000;
    while (heard.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(heard.length).toBeGreaterThan(0);
    expect(changes.current()).toBe(heard.at(-1));
  });
});
