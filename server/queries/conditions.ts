/** Small pieces of WHERE clauses several queries share, and the count the rate limits make with them. */
import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

/** `column = value` for each pair whose value is given; a pair without a value does not narrow the rows. */
export function equalsWhereGiven(pairs: ReadonlyArray<readonly [PgColumn, string | undefined]>): SQL[] {
  return pairs.flatMap(([column, value]) => (value === undefined ? [] : [eq(column, value)]));
}

/**
 * How many rows of `table` meet every condition of `matching` and were made after `sinceMs` (unix ms) by their
 * `madeAt` column: what every sliding-window limit counts (SMS sends, sign-in starts, recovery requests, a
 * user's applications and uploads).
 */
export async function countRowsSince(
  db: Db,
  table: PgTable,
  madeAt: PgColumn,
  matching: readonly SQL[],
  sinceMs: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(...matching, gt(madeAt, new Date(sinceMs))));
  return row?.n ?? 0;
}
