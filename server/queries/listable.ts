import { and, eq, type SQL } from 'drizzle-orm';
import type { SalesUnitRecord } from '../../core/model/index.ts';
import { visibleOfflineCards } from '../../core/domain/showcase/offlineCard.ts';
import { salesUnits } from '../db/schema.ts';

/**
 * The SQL twin of core `visibleOfflineCards` (portal §4): active, and blocked in neither flag.
 * Queries filter with it so a 2 000-outlet city never ships hidden rows; the core rule is still
 * applied to what comes back (`onlyListable`), so server and client cannot disagree.
 */
export function listableOutlet(): SQL {
  return and(eq(salesUnits.active, true), eq(salesUnits.blocked, false), eq(salesUnits.blockedSf, false))!;
}

/** The outlets the public may see, by the core rule (each id once, order kept). */
export function onlyListable(records: readonly SalesUnitRecord[]): SalesUnitRecord[] {
  return visibleOfflineCards(records);
}

/** Whether one outlet may be shown publicly (portal §4). */
export function isListable(record: SalesUnitRecord): boolean {
  return onlyListable([record]).length === 1;
}
