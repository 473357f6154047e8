/**
 * Existence checks for ids a client sends in a body: cities, outlet categories and its own uploads. Whether a city is
 * one the portal offers is core isActiveCity over the active cities (server/queries/catalogue.ts activeCities).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { cities, files, offlineCategories } from '../db/schema.ts';

/** True when `table` has a row where `condition` holds (one row is read at most). */
async function hasRow(db: Db, table: PgTable, condition: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(table)
    .where(condition)
    .limit(1);
  return rows.length > 0;
}

/** True when an offline (outlet) category has this id. */
export function isOfflineCategory(db: Db, categoryId: number): Promise<boolean> {
  return hasRow(db, offlineCategories, eq(offlineCategories.id, categoryId));
}

/** True when `userId` uploaded the file: a client may only attach its own uploads. */
export function isOwnFile(db: Db, fileId: number, userId: number): Promise<boolean> {
  return hasRow(db, files, and(eq(files.id, fileId), eq(files.ownerUserId, userId)));
}

/** True when a city has this id, active or not. */
export function isCity(db: Db, cityId: number): Promise<boolean> {
  return hasRow(db, cities, eq(cities.id, cityId));
}
