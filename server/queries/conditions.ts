/** Small pieces of WHERE clauses several queries share. */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `column = value` for each pair whose value is given; a pair without a value does not narrow the rows. */
export function equalsWhereGiven(pairs: ReadonlyArray<readonly [PgColumn, string | undefined]>): SQL[] {
  return pairs.flatMap(([column, value]) => (value === undefined ? [] : [eq(column, value)]));
}
