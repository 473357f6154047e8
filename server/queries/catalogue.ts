import { and, asc, eq, exists, type SQL } from 'drizzle-orm';
import type { Category, City } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { cities, offlineCategories, onlineCategories, salesUnits } from '../db/schema.ts';
import { listableOutlet } from './listable.ts';

/** A city with its centre, for the coordinates call. */
export interface CityCentre extends City {
  latitude: number;
  longitude: number;
}

/** Active cities of a country, in id order (the seed lists the largest cities first), each with its centre and time zone. */
export function activeCities(db: Db, countryCodeId: number): Promise<Required<City>[]> {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
      timeZone: cities.timeZone,
    })
    .from(cities)
    .where(and(eq(cities.active, true), eq(cities.countryCodeId, countryCodeId)))
    .orderBy(asc(cities.id));
}

/** One active city with its centre, or the first active city of the country when `id` is null or unknown. */
export async function cityCentre(db: Db, countryCodeId: number, id: number | null): Promise<CityCentre | null> {
  const columns = { id: cities.id, name: cities.name, latitude: cities.latitude, longitude: cities.longitude };
  const active = and(eq(cities.active, true), eq(cities.countryCodeId, countryCodeId));
  if (id !== null) {
    const [chosen] = await db
      .select(columns)
      .from(cities)
      .where(and(active, eq(cities.id, id)));
    if (chosen) {
      return chosen;
    }
  }
  const [first] = await db.select(columns).from(cities).where(active).orderBy(asc(cities.id)).limit(1);
  return first ?? null;
}

/** Every online-shop category in catalogue order. */
export function onlineCategoryList(db: Db): Promise<Category[]> {
  return db
    .select({ id: onlineCategories.id, name: onlineCategories.name, iconFileId: onlineCategories.iconFileId })
    .from(onlineCategories)
    .orderBy(asc(onlineCategories.position), asc(onlineCategories.id));
}

/**
 * Offline categories that have at least one listable outlet (in the city when `cityCodeId` is given),
 * so the filter never offers an empty category.
 */
export function activeOfflineCategories(db: Db, cityCodeId: number | null): Promise<Category[]> {
  const conditions: SQL[] = [eq(salesUnits.categoryId, offlineCategories.id), listableOutlet()];
  if (cityCodeId !== null) {
    conditions.push(eq(salesUnits.cityCodeId, cityCodeId));
  }
  const outlets = db
    .select({ id: salesUnits.id })
    .from(salesUnits)
    .where(and(...conditions));
  return db
    .select({ id: offlineCategories.id, name: offlineCategories.name, iconFileId: offlineCategories.iconFileId })
    .from(offlineCategories)
    .where(exists(outlets))
    .orderBy(asc(offlineCategories.position), asc(offlineCategories.id));
}
