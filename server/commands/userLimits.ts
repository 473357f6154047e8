import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { lockSubjects } from './advisoryLocks.ts';
import type { Db } from '../db/database.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { countRowsSince } from '../queries/conditions.ts';

/** One per-user limit: at most `max` rows in any sliding window of `windowMs`, reported as `details.limit: name`. */
export interface UserLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** The rows a limit counts: those of `table` whose `owner` column is `ownerId`, by their `createdAt`. */
export interface OwnedRows {
  table: PgTable;
  owner: PgColumn;
  createdAt: PgColumn;
  ownerId: number;
}

/**
 * Inserts a row for the owner unless one of the limits is already reached (429 TOO_MANY_REQUESTS with
 * `details.limit`). Count and insert run in one transaction under an advisory lock on `subject`, so
 * simultaneous requests, on one server instance or several, cannot squeeze past a limit. The count reads
 * the owner's rows newer than the window (unix ms, the deps clock); `insert` must stamp the row with the
 * `nowMs` it is given, so the next count sees it.
 */
export async function insertWithinLimits<T>(
  deps: ServerDeps,
  subject: string,
  limits: readonly UserLimit[],
  rows: OwnedRows,
  insert: (tx: Db, nowMs: number) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockSubjects(tx, [subject]);
    for (const limit of limits) {
      if (
        (await countRowsSince(tx, rows.table, rows.createdAt, [eq(rows.owner, rows.ownerId)], now - limit.windowMs)) >=
        limit.max
      ) {
        fail(429, 'TOO_MANY_REQUESTS', { limit: limit.name });
      }
    }
    return insert(tx, now);
  });
}
