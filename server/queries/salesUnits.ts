import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CityScope, SalesUnitRecord } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { salesUnits } from '../db/schema.ts';
import { isListable, listableOutlet, onlyListable } from './listable.ts';

/** Exactly the columns of a SalesUnitRecord: the row is the record (files are inline jsonb, so no join). */
const salesUnitRecordColumns = {
  id: salesUnits.id,
  name: salesUnits.name,
  brandId: salesUnits.brandId,
  keywords: salesUnits.keywords,
  phone: salesUnits.phone,
  email: salesUnits.email,
  website: salesUnits.website,
  telegram: salesUnits.telegram,
  twoGis: salesUnits.twoGis,
  yandexMaps: salesUnits.yandexMaps,
  vk: salesUnits.vk,
  ok: salesUnits.ok,
  instagram: salesUnits.instagram,
  mainOffer: salesUnits.mainOffer,
  description: salesUnits.description,
  address: salesUnits.address,
  coordinatesLatitude: salesUnits.coordinatesLatitude,
  coordinatesLongitude: salesUnits.coordinatesLongitude,
  categoryId: salesUnits.categoryId,
  countryCodeId: salesUnits.countryCodeId,
  cityCodeId: salesUnits.cityCodeId,
  organizationId: salesUnits.organizationId,
  averageRating: salesUnits.averageRating,
  feedbacks: salesUnits.feedbacks,
  maximumCashback: salesUnits.maximumCashback,
  blocked: salesUnits.blocked,
  blockedSf: salesUnits.blockedSf,
  active: salesUnits.active,
  files: salesUnits.files,
  position: salesUnits.position,
  pointsAccepts: salesUnits.pointsAccepts,
  pointsRate: salesUnits.pointsRate,
  sbpAccepts: salesUnits.sbpAccepts,
  sbpRate: salesUnits.sbpRate,
  cardAccepts: salesUnits.cardAccepts,
  cardRate: salesUnits.cardRate,
} as const;

/**
 * The listable outlets of a city (one query, on the city index), top partners first
 * (position ascending, unpositioned last, then id) — the order core sortOfflineCards keeps.
 */
export async function publicSalesUnits(db: Db, scope: CityScope): Promise<SalesUnitRecord[]> {
  const rows: SalesUnitRecord[] = await db
    .select(salesUnitRecordColumns)
    .from(salesUnits)
    .where(
      and(
        eq(salesUnits.cityCodeId, scope.cityCodeId),
        eq(salesUnits.countryCodeId, scope.countryCodeId),
        listableOutlet(),
      ),
    )
    .orderBy(sql`${salesUnits.position} asc nulls last`, asc(salesUnits.id));
  return onlyListable(rows);
}

/**
 * The listable outlets among `ids`, in the order of `ids` (one query on the primary key): the outlets a search
 * found, read whole only once found. Ids that are gone or no longer listable are left out.
 */
export async function publicSalesUnitsByIds(db: Db, ids: readonly number[]): Promise<SalesUnitRecord[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows: SalesUnitRecord[] = await db
    .select(salesUnitRecordColumns)
    .from(salesUnits)
    .where(and(inArray(salesUnits.id, [...ids]), listableOutlet()));
  const byId = new Map(onlyListable(rows).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One outlet when it exists and is listable, else null. */
export async function publicSalesUnit(db: Db, id: number): Promise<SalesUnitRecord | null> {
  const [row] = await db.select(salesUnitRecordColumns).from(salesUnits).where(eq(salesUnits.id, id));
  return row !== undefined && isListable(row) ? row : null;
}

/** Whether an outlet exists and is listable, without reading the whole row. */
export async function salesUnitIsListable(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: salesUnits.id })
    .from(salesUnits)
    .where(and(eq(salesUnits.id, id), listableOutlet()));
  return row !== undefined;
}

/** Whether an outlet with this id is stored at all, listable or not (a hidden favourite can still be removed). */
export async function salesUnitExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: salesUnits.id }).from(salesUnits).where(eq(salesUnits.id, id)).limit(1);
  return row !== undefined;
}
