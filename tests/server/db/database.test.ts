import { randomBytes } from 'node:crypto';
import { and, count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/password.ts';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase } from '../../../server/db/database.ts';
import * as schema from '../../../server/db/schema.ts';
import { BLOCKED_SHOPPER, DEMO_SHOPPER, seedDatabase } from '../../../server/seed/index.ts';

/** A PostgreSQL database of its own for this run, dropped afterwards, so runs never see each other's rows. */
async function openFreshPostgres(baseUrl: string): Promise<Database> {
  const name = `rjadom_db_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const drivers: [string, () => Promise<Database>][] = [['pglite (in memory)', () => openDatabase({ inMemory: true })]];
const testUrl = process.env.TEST_DATABASE_URL;
if (testUrl) {
  drivers.push(['postgres (TEST_DATABASE_URL)', () => openFreshPostgres(testUrl)]);
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

describe.each(drivers)('the database on %s', (_name, open) => {
  let database: Database;
  const db = () => database.db;
  const total = async (table: PgTable): Promise<number> => (await db().select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    database = await open();
    await seedDatabase(database.db);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('creates every table of the schema', async () => {
    const rows = await db().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const present = new Set(rows.rows.map((row) => row.table_name));
    expect(tables.length).toBeGreaterThanOrEqual(28);
    for (const table of tables) {
      expect(present, getTableName(table)).toContain(getTableName(table));
    }
  });

  it('seeds at least 10 Russian cities with Москва among them', async () => {
    const cities = await db().select().from(schema.cities);
    expect(cities.length).toBeGreaterThanOrEqual(10);
    expect(cities.map((city) => city.name)).toEqual(
      expect.arrayContaining(['Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск', 'Уфа']),
    );
  });

  it('seeds ≥60 brands, ≥150 outlets, ≥40 online shops and ≥20 news', async () => {
    expect(await total(schema.brands)).toBeGreaterThanOrEqual(60);
    expect(await total(schema.salesUnits)).toBeGreaterThanOrEqual(150);
    expect(await total(schema.onlineShops)).toBeGreaterThanOrEqual(40);
    expect(await total(schema.news)).toBeGreaterThanOrEqual(20);
  });

  it('gives every city outlets and both kinds of banners', async () => {
    const rows = await db().execute<{ name: string; outlets: number; offline: number; online: number }>(sql`
      select c.name,
        (select count(*)::int from sales_units s where s.city_code_id = c.id) outlets,
        (select count(*)::int from offline_banners b where b.city_code_id = c.id and b.active) offline,
        (select count(*)::int from online_banners b where b.city_code_id = c.id and b.active) online
      from cities c`);
    for (const city of rows.rows) {
      expect(city.outlets, city.name).toBeGreaterThanOrEqual(5);
      expect(city.offline, city.name).toBeGreaterThan(0);
      expect(city.online, city.name).toBeGreaterThan(0);
    }
  });

  it('gives every outlet exactly seven opening-hours rows, Monday to Sunday', async () => {
    const rows = await db().execute<{ n: number; days: number[] }>(sql`
      select count(h.day)::int n, coalesce(array_agg(h.day order by h.day) filter (where h.day is not null), '{}') days
      from sales_units s left join opening_hours h on h.sales_unit_id = s.id group by s.id`);
    expect(rows.rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows.rows) {
      expect(row.days).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });

  it('includes hours past midnight and days off', async () => {
    const [pastMidnight] = await db()
      .select({ n: count() })
      .from(schema.openingHours)
      .where(sql`${schema.openingHours.close} < ${schema.openingHours.open}`);
    const [daysOff] = await db()
      .select({ n: count() })
      .from(schema.openingHours)
      .where(eq(schema.openingHours.dayOff, true));
    expect(pastMidnight!.n).toBeGreaterThan(0);
    expect(daysOff!.n).toBeGreaterThan(0);
  });

  it('keeps each outlet near its city centre', async () => {
    const rows = await db().execute<{ far: number }>(sql`
      select count(*)::int far from sales_units s join cities c on c.id = s.city_code_id
      where abs(s.coordinates_latitude - c.latitude) > 0.2 or abs(s.coordinates_longitude - c.longitude) > 0.4`);
    expect(rows.rows[0]!.far).toBe(0);
  });

  it('stores per outlet the highest offer, the feedback count and the mean rating of its rows', async () => {
    const rows = await db().execute<{ off: number }>(sql`
      select count(*)::int off from sales_units s
      where s.maximum_cashback is distinct from (select max(a.payment_size) from sales_unit_actions a where a.sales_unit_id = s.id)
         or s.feedbacks <> (select count(*) from order_feedbacks f where f.sales_unit_id = s.id)
         or s.average_rating is distinct from (select round(avg(f.rating)::numeric, 2)::float8 from order_feedbacks f where f.sales_unit_id = s.id)`);
    expect(rows.rows[0]!.off).toBe(0);
  });

  it('seeds offers with base and Pro sizes as fractions, some with an sf override', async () => {
    const actions = await db().select().from(schema.salesUnitActions);
    const sized = actions.filter((action) => action.paymentSize !== null);
    expect(sized.every((action) => action.paymentSize! > 0 && action.paymentSize! < 1)).toBe(true);
    expect(
      actions.some(
        (action) =>
          action.paymentSizePro !== null && action.paymentSizePro === Number((action.paymentSize! * 2).toFixed(4)),
      ),
    ).toBe(true);
    expect(actions.some((action) => action.sf)).toBe(true);
    expect(await total(schema.salesUnitActionTerms)).toBeGreaterThan(0);
    expect(await total(schema.onlineShopActions)).toBeGreaterThan(0);
    expect(await total(schema.onlineShopActionTerms)).toBeGreaterThan(0);
  });

  it('seeds online shops with Sf overrides and websites without a scheme', async () => {
    const shops = await db().select().from(schema.onlineShops);
    expect(shops.some((shop) => shop.nameSf !== null)).toBe(true);
    expect(shops.some((shop) => shop.websiteSf !== null)).toBe(true);
    expect(shops.some((shop) => shop.categorySf !== null)).toBe(true);
    expect(shops.some((shop) => shop.website !== null && !shop.website.startsWith('http'))).toBe(true);
  });

  it('seeds feedbacks rated 1 to 5, some with replies', async () => {
    const feedbacks = await db().select().from(schema.orderFeedbacks);
    expect(feedbacks.length).toBeGreaterThan(0);
    expect(feedbacks.every((feedback) => feedback.rating >= 1 && feedback.rating <= 5)).toBe(true);
    expect(await total(schema.feedbackReplies)).toBeGreaterThan(0);
  });

  it('stores generated pictures as SVG files', async () => {
    const [logo] = await db()
      .select({ contentType: schema.files.contentType, bytes: schema.files.bytes })
      .from(schema.files)
      .innerJoin(schema.brands, eq(schema.brands.logoId, schema.files.id))
      .limit(1);
    expect(logo!.contentType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(logo!.bytes)).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    expect(logo!.bytes.length).toBeLessThan(2_000);
  });

  it('keeps one news item scheduled in the future, outside the active window', async () => {
    const [future] = await db()
      .select({ n: count() })
      .from(schema.news)
      .where(sql`${schema.news.publishedAt} > now()`);
    expect(future!.n).toBe(1);
  });

  it('creates the demo shopper as tenant and employee, with a password that verifies', async () => {
    const [user] = await db().select().from(schema.users).where(eq(schema.users.phone, DEMO_SHOPPER.phone));
    expect(user).toBeDefined();
    expect(user!.blocked).toBe(false);
    expect(user!.roles).toEqual([2, 3]);
    expect(user!.tenantProfileId).not.toBeNull();
    expect(user!.employeeProfileId).not.toBeNull();
    expect(user!.employeeSalesUnitIds.length).toBe(2);
    const [employee] = await db()
      .select()
      .from(schema.employeeProfiles)
      .where(eq(schema.employeeProfiles.id, user!.employeeProfileId!));
    expect(employee!.userId).toBe(user!.id);
    const [profile] = await db()
      .select()
      .from(schema.tenantProfiles)
      .where(eq(schema.tenantProfiles.id, user!.tenantProfileId!));
    expect(profile!.userId).toBe(user!.id);
    expect(await verifyPassword(DEMO_SHOPPER.password, user!.passwordHash!)).toBe(true);

    const [blocked] = await db().select().from(schema.users).where(eq(schema.users.phone, BLOCKED_SHOPPER.phone));
    expect(blocked!.blocked).toBe(true);
  });

  it('changes nothing when seeded a second time', async () => {
    const before = await Promise.all(tables.map(total));
    const report = await seedDatabase(db());
    expect(report).toEqual({ seeded: false, outletsAdded: 0 });
    expect(await Promise.all(tables.map(total))).toEqual(before);
  });

  it('keeps a favourite once: a repeated add with ON CONFLICT DO NOTHING is a no-op, a plain repeat is rejected', async () => {
    const [user] = await db().select().from(schema.users).where(eq(schema.users.phone, DEMO_SHOPPER.phone));
    const [shop] = await db()
      .select({ shopId: schema.onlineShops.shopId })
      .from(schema.onlineShops)
      .orderBy(sql`${schema.onlineShops.shopId} desc`)
      .limit(1);
    const row = { tenantProfileId: user!.tenantProfileId!, onlineShopId: shop!.shopId };
    const mine = and(
      eq(schema.favouriteOnlineShops.tenantProfileId, row.tenantProfileId),
      eq(schema.favouriteOnlineShops.onlineShopId, row.onlineShopId),
    );

    await db().insert(schema.favouriteOnlineShops).values(row).onConflictDoNothing();
    await db().insert(schema.favouriteOnlineShops).values(row).onConflictDoNothing();
    expect((await db().select({ n: count() }).from(schema.favouriteOnlineShops).where(mine))[0]!.n).toBe(1);
    await expect(db().insert(schema.favouriteOnlineShops).values(row)).rejects.toThrow();

    const [outlet] = await db()
      .select({ id: schema.salesUnits.id })
      .from(schema.salesUnits)
      .orderBy(sql`${schema.salesUnits.id} desc`)
      .limit(1);
    const unit = { tenantProfileId: row.tenantProfileId, salesUnitId: outlet!.id };
    await db().insert(schema.favouriteSalesUnits).values(unit).onConflictDoNothing();
    await db().insert(schema.favouriteSalesUnits).values(unit).onConflictDoNothing();
    const units = await db()
      .select({ n: count() })
      .from(schema.favouriteSalesUnits)
      .where(
        and(
          eq(schema.favouriteSalesUnits.tenantProfileId, unit.tenantProfileId),
          eq(schema.favouriteSalesUnits.salesUnitId, unit.salesUnitId),
        ),
      );
    expect(units[0]!.n).toBe(1);
  });

  it('rejects rows that break the rules: a non-canonical phone, day 8, a rating of 6', async () => {
    await expect(db().insert(schema.users).values({ phone: '89990000009' })).rejects.toThrow();
    const [outlet] = await db().select({ id: schema.salesUnits.id }).from(schema.salesUnits).limit(1);
    await expect(
      db().insert(schema.openingHours).values({ salesUnitId: outlet!.id, day: 8, open: '10:00', close: '20:00' }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(schema.orderFeedbacks)
        .values({ salesUnitId: outlet!.id, rating: 6, text: 'x', authorName: 'x', purchaseDate: '2025-01-01' }),
    ).rejects.toThrow();
  });

  it('grows one city to the requested number of outlets, once', async () => {
    const [city] = await db().select().from(schema.cities).where(eq(schema.cities.name, 'Омск'));
    const inCity = async () =>
      (await db().select({ n: count() }).from(schema.salesUnits).where(eq(schema.salesUnits.cityCodeId, city!.id)))[0]!
        .n;
    const before = await inCity();

    const grown = await seedDatabase(db(), { outletsInCity: { cityId: city!.id, count: before + 5 } });
    expect(grown).toEqual({ seeded: false, outletsAdded: 5 });
    expect(await inCity()).toBe(before + 5);

    const again = await seedDatabase(db(), { outletsInCity: { cityId: city!.id, count: before + 5 } });
    expect(again.outletsAdded).toBe(0);
    expect(await inCity()).toBe(before + 5);
  });
});

describe('openDatabase', () => {
  it('refuses a url that is not postgres://', async () => {
    await expect(openDatabase({ url: 'mysql://localhost/x' })).rejects.toThrow(/postgres/);
  });

  it('refuses to guess when given no url, directory or inMemory', async () => {
    await expect(openDatabase({})).rejects.toThrow(/dataDir/);
  });
});
