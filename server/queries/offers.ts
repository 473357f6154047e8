import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Action, ActionTerm, OpeningHours } from '../../core/model/index.ts';
import { sortActions } from '../../core/domain/showcase/sorting.ts';
import type { Db } from '../db/database.ts';
import {
  onlineShopActions,
  onlineShopActionTerms,
  openingHours,
  salesUnitActions,
  salesUnitActionTerms,
  salesUnits,
} from '../db/schema.ts';
import { listableOutlet } from './listable.ts';
import { pageWindow, type PageRequest } from './paging.ts';

/** Rows of the «all …» lists: the record plus the owner it belongs to. */
export type OutletAction = Action & { salesUnitId: number };
export type OutletActionTerm = ActionTerm & { salesUnitId: number };
export type ShopActionTerm = ActionTerm & { shopId: number };
export type OutletOpeningHours = OpeningHours & { salesUnitId: number };

const outletActionColumns = {
  id: salesUnitActions.id,
  number: salesUnitActions.number,
  sf: salesUnitActions.sf,
  paymentSize: salesUnitActions.paymentSize,
  paymentSizePro: salesUnitActions.paymentSizePro,
  title: salesUnitActions.title,
} as const;

const hoursColumns = {
  day: openingHours.day,
  open: openingHours.open,
  close: openingHours.close,
  dayOff: openingHours.dayOff,
} as const;

/** Listable outlets, optionally of one city: the owner filter of the «all …» lists. */
function listableIn(cityCodeId: number | null): SQL {
  return cityCodeId === null ? listableOutlet() : and(listableOutlet(), eq(salesUnits.cityCodeId, cityCodeId))!;
}

/** An outlet's actions in showcase order (core sortActions). */
export async function outletActions(db: Db, salesUnitId: number): Promise<Action[]> {
  const rows = await db
    .select(outletActionColumns)
    .from(salesUnitActions)
    .where(eq(salesUnitActions.salesUnitId, salesUnitId))
    .orderBy(asc(salesUnitActions.id));
  return sortActions(rows);
}

/**
 * One page of the actions of every listable outlet (of a city when given), grouped by outlet id and,
 * within an outlet, in the order of core sortActions (number, sf first, then id) — done in SQL so pages are stable.
 */
export function allOutletActions(db: Db, cityCodeId: number | null, page: PageRequest): Promise<OutletAction[]> {
  const { limit, offset } = pageWindow(page);
  return db
    .select({ ...outletActionColumns, salesUnitId: salesUnitActions.salesUnitId })
    .from(salesUnitActions)
    .innerJoin(salesUnits, eq(salesUnits.id, salesUnitActions.salesUnitId))
    .where(listableIn(cityCodeId))
    .orderBy(
      asc(salesUnitActions.salesUnitId),
      asc(salesUnitActions.number),
      desc(salesUnitActions.sf),
      asc(salesUnitActions.id),
    )
    .limit(limit)
    .offset(offset);
}

/** An online shop's actions in showcase order (core sortActions). */
export async function shopActions(db: Db, shopId: number): Promise<Action[]> {
  const rows = await db
    .select({
      id: onlineShopActions.id,
      number: onlineShopActions.number,
      sf: onlineShopActions.sf,
      paymentSize: onlineShopActions.paymentSize,
      paymentSizePro: onlineShopActions.paymentSizePro,
      title: onlineShopActions.title,
    })
    .from(onlineShopActions)
    .where(eq(onlineShopActions.shopId, shopId))
    .orderBy(asc(onlineShopActions.id));
  return sortActions(rows);
}

/** An outlet's action terms in the order they were written. */
export function outletActionTerms(db: Db, salesUnitId: number): Promise<ActionTerm[]> {
  return db
    .select({ id: salesUnitActionTerms.id, text: salesUnitActionTerms.text })
    .from(salesUnitActionTerms)
    .where(eq(salesUnitActionTerms.salesUnitId, salesUnitId))
    .orderBy(asc(salesUnitActionTerms.id));
}

/** One page of the action terms of every listable outlet (of a city when given), by outlet then id. */
export function allOutletActionTerms(
  db: Db,
  cityCodeId: number | null,
  page: PageRequest,
): Promise<OutletActionTerm[]> {
  const { limit, offset } = pageWindow(page);
  return db
    .select({
      id: salesUnitActionTerms.id,
      text: salesUnitActionTerms.text,
      salesUnitId: salesUnitActionTerms.salesUnitId,
    })
    .from(salesUnitActionTerms)
    .innerJoin(salesUnits, eq(salesUnits.id, salesUnitActionTerms.salesUnitId))
    .where(listableIn(cityCodeId))
    .orderBy(asc(salesUnitActionTerms.salesUnitId), asc(salesUnitActionTerms.id))
    .limit(limit)
    .offset(offset);
}

/** An online shop's action terms in the order they were written. */
export function shopActionTerms(db: Db, shopId: number): Promise<ActionTerm[]> {
  return db
    .select({ id: onlineShopActionTerms.id, text: onlineShopActionTerms.text })
    .from(onlineShopActionTerms)
    .where(eq(onlineShopActionTerms.shopId, shopId))
    .orderBy(asc(onlineShopActionTerms.id));
}

/** One page of the action terms of every online shop, by shop then id. */
export function allShopActionTerms(db: Db, page: PageRequest): Promise<ShopActionTerm[]> {
  const { limit, offset } = pageWindow(page);
  return db
    .select({ id: onlineShopActionTerms.id, text: onlineShopActionTerms.text, shopId: onlineShopActionTerms.shopId })
    .from(onlineShopActionTerms)
    .orderBy(asc(onlineShopActionTerms.shopId), asc(onlineShopActionTerms.id))
    .limit(limit)
    .offset(offset);
}

/** An outlet's week, Monday (1) to Sunday (7). */
export function outletOpeningHours(db: Db, salesUnitId: number): Promise<OpeningHours[]> {
  return db
    .select(hoursColumns)
    .from(openingHours)
    .where(eq(openingHours.salesUnitId, salesUnitId))
    .orderBy(asc(openingHours.day));
}

/** One page of the opening hours of every listable outlet (of a city when given), by outlet then day. */
export function allOpeningHours(db: Db, cityCodeId: number | null, page: PageRequest): Promise<OutletOpeningHours[]> {
  const { limit, offset } = pageWindow(page);
  return db
    .select({ ...hoursColumns, salesUnitId: openingHours.salesUnitId })
    .from(openingHours)
    .innerJoin(salesUnits, eq(salesUnits.id, openingHours.salesUnitId))
    .where(listableIn(cityCodeId))
    .orderBy(asc(openingHours.salesUnitId), asc(openingHours.day))
    .limit(limit)
    .offset(offset);
}
