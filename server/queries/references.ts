/** Existence checks for ids a client sends in a body: cities, outlet categories and its own uploads. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { cities, files, offlineCategories } from '../db/schema.ts';

/** True when the city exists and is active (the ones the portal offers). */
export async function isActiveCity(db: Db, cityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.active, true)))
    .limit(1);
  return rows.length > 0;
}

/** True when an offline (outlet) category has this id. */
export async function isOfflineCategory(db: Db, categoryId: number): Promise<boolean> {
  const rows = await db.select({ id: offlineCategories.id }).from(offlineCategories).where(eq(offlineCategories.id, categoryId)).limit(1);
  return rows.length > 0;
}

/** True when `userId` uploaded the file: a client may only attach its own uploads. */
export async function isOwnFile(db: Db, fileId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerUserId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** True when a city has this id, active or not. */
export async function isCity(db: Db, cityId: number): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return rows.length > 0;
}
