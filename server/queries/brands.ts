import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '../../core/model/index.ts';
import { sortBrands } from '../../core/domain/showcase/sorting.ts';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import type { Db } from '../db/database.ts';
import { brands, salesUnits } from '../db/schema.ts';
import { listableOutlet } from './listable.ts';

/** The brand's three ways to pay (points, SBP, card): whether each is accepted and its rate. */
export const brandPaymentColumns = {
  pointsAccepts: brands.pointsAccepts,
  pointsRate: brands.pointsRate,
  sbpAccepts: brands.sbpAccepts,
  sbpRate: brands.sbpRate,
  cardAccepts: brands.cardAccepts,
  cardRate: brands.cardRate,
} as const;

/**
 * A Brand with its list fields aggregated from its listable outlets in the same query
 * (json_agg parses the same way on PGlite and node-postgres; no query per brand).
 */
const brandColumns = {
  id: brands.id,
  name: brands.name,
  description: brands.description,
  blocked: brands.blocked,
  active: brands.active,
  logoId: brands.logoId,
  bgId: brands.bgId,
  mainOffer: brands.mainOffer,
  positionSf: brands.positionSf,
  cityCodeId: brands.cityCodeId,
  totalScore: brands.totalScore,
  totalFeedbacks: brands.totalFeedbacks,
  showroomCardType: brands.showroomCardType,
  showroomBadgeType: brands.showroomBadgeType,
  maximumCashback: brands.maximumCashback,
  files: brands.files,
  ...brandPaymentColumns,
  adresses: sql<
    string[]
  >`coalesce(json_agg(${salesUnits.address} order by ${salesUnits.id}) filter (where ${salesUnits.address} is not null), '[]'::json)`,
  salesUnits: sql<
    number[]
  >`coalesce(json_agg(${salesUnits.id} order by ${salesUnits.id}) filter (where ${salesUnits.id} is not null), '[]'::json)`,
  brandSalesUnitCategories: sql<
    number[]
  >`coalesce(json_agg(distinct ${salesUnits.categoryId} order by ${salesUnits.categoryId}) filter (where ${salesUnits.categoryId} is not null), '[]'::json)`,
} as const;

/** A brand the public may see: active and not blocked. */
export function publicBrand(): SQL {
  return and(eq(brands.active, true), eq(brands.blocked, false))!;
}

/**
 * The offline partners of a city (portal §7 brand partner list): public brands with at least one
 * listable outlet there — in `categoryId` unless it is 0 (all) — their addresses, outlet ids and
 * categories taken from those city outlets, sorted by core sortBrands (positionSf, nulls last).
 */
export async function offlinePartners(db: Db, cityCodeId: number, categoryId: number): Promise<Brand[]> {
  const inCategory =
    categoryId === ALL_CATEGORY_ID ? undefined : sql`bool_or(${salesUnits.categoryId} = ${categoryId})`;
  const rows: Brand[] = await db
    // The brand's figure here is its best among these city outlets (core brandCashbackInCity), not its stored
    // best of every city: a card must not promise what only another city's outlet pays.
    .select({ ...brandColumns, maximumCashback: sql<number | null>`max(${salesUnits.maximumCashback})` })
    .from(brands)
    .innerJoin(salesUnits, eq(salesUnits.brandId, brands.id))
    .where(and(publicBrand(), eq(salesUnits.cityCodeId, cityCodeId), listableOutlet()))
    .groupBy(brands.id)
    .having(inCategory)
    .orderBy(asc(brands.id));
  return sortBrands(rows);
}

/** One public brand with the list fields over its listable outlets in every city, or null. */
export async function publicBrandById(db: Db, id: number): Promise<Brand | null> {
  const [row] = await db
    .select(brandColumns)
    .from(brands)
    .leftJoin(salesUnits, and(eq(salesUnits.brandId, brands.id), listableOutlet()))
    .where(and(eq(brands.id, id), publicBrand()))
    .groupBy(brands.id);
  return row ?? null;
}
