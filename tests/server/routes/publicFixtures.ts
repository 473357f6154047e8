import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { brands, cities, offlineCategories, onlineShops, salesUnits } from '../../../server/db/schema.ts';
import type { Db } from '../../../server/db/database.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

/** A test file's server: the seeded database (in-memory PGlite, or TEST_DATABASE_URL) and the API app. */
interface PublicServer {
  server: TestServer;
  api: Hono<AppEnv>;
  db: Db;
}

/** PGlite takes seconds to start and migrate; beforeAll hooks get this long. */
export const OPEN_TIMEOUT_MS = 120_000;

async function openSeededServer(): Promise<PublicServer> {
  const server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  await seedDatabase(server.deps.db);
  return { server, api: createApi(server.deps), db: server.deps.db };
}

/** The seeded server of a test file, with the seed's Москва. */
export interface SeededServer extends PublicServer {
  moscow: number;
}

/**
 * One seeded server for the calling test file: opened before its tests, closed after them. Call it at the top
 * level; the object it returns is filled in once the server is open, so read it inside hooks and tests.
 */
export function seededServerPerFile(): SeededServer {
  const seeded = {} as SeededServer;
  beforeAll(async () => {
    Object.assign(seeded, await openSeededServer());
    seeded.moscow = await cityIdByName(seeded.db, 'Москва');
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await seeded.server?.database.close();
  });
  return seeded;
}

/** A unique label, so files can share one real database. */
export function unique(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

/** A JSON POST as the portal's HTTP client sends it. */
export function postJson(
  api: Hono<AppEnv>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    api.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

export function get(api: Hono<AppEnv>, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(api.request(path, { headers }));
}

/** Asserts a 400 VALIDATION_ERROR envelope. */
export async function expectValidationError(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ message: 'VALIDATION_ERROR' });
}

/** Asserts a 404 NOT_FOUND envelope. */
export async function expectNotFound(response: Response): Promise<void> {
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: 'NOT_FOUND' });
}

export async function cityIdByName(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, name));
  if (!row) {
    throw new Error(`no city ${name}`);
  }
  return row.id;
}

/** A fresh active city (or inactive when asked) with its centre. */
export async function insertCity(
  db: Db,
  options: { active?: boolean; latitude?: number; longitude?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(cities)
    .values({
      name: unique('Тестоград'),
      active: options.active ?? true,
      latitude: options.latitude ?? 50.5,
      longitude: options.longitude ?? 40.25,
    })
    .returning({ id: cities.id });
  return row!.id;
}

export async function insertOfflineCategory(db: Db): Promise<number> {
  const [row] = await db
    .insert(offlineCategories)
    .values({ name: unique('Категория'), position: 1000 })
    .returning({ id: offlineCategories.id });
  return row!.id;
}

export async function insertBrand(db: Db, values: Partial<typeof brands.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(brands)
    .values({ name: unique('Бренд'), ...values })
    .returning({ id: brands.id });
  return row!.id;
}

/** An outlet; listable (active, not blocked) unless the values say otherwise. */
export async function insertOutlet(
  db: Db,
  values: Partial<typeof salesUnits.$inferInsert> & { cityCodeId: number },
): Promise<number> {
  const [row] = await db
    .insert(salesUnits)
    .values({ name: unique('Точка'), address: 'ул. Тестовая, 1', ...values })
    .returning({ id: salesUnits.id });
  return row!.id;
}

export async function insertShop(db: Db, values: Partial<typeof onlineShops.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(onlineShops)
    .values({ name: unique('Магазин'), ...values })
    .returning({ shopId: onlineShops.shopId });
  return row!.shopId;
}
