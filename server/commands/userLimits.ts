import { lockSubjects } from '../auth/advisoryLock.ts';
import type { Db } from '../db/database.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';

/** One per-user limit: at most `max` rows in any sliding window of `windowMs`, reported as `details.limit: name`. */
export interface UserLimit {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Inserts a row for the user unless one of the limits is already reached (429 TOO_MANY_REQUESTS with
 * `details.limit`). Count and insert run in one transaction under an advisory lock on `subject`, so
 * simultaneous requests, on one server instance or several, cannot squeeze past a limit. `countSince`
 * counts the user's rows newer than the given instant (unix ms, the deps clock); `insert` must stamp the
 * row with the deps clock too.
 */
export async function insertWithinLimits<T>(
  deps: ServerDeps,
  subject: string,
  limits: readonly UserLimit[],
  countSince: (tx: Db, sinceMs: number) => Promise<number>,
  insert: (tx: Db, nowMs: number) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockSubjects(tx, [subject]);
    for (const limit of limits) {
      if ((await countSince(tx, now - limit.windowMs)) >= limit.max) {
        fail(429, 'TOO_MANY_REQUESTS', { limit: limit.name });
      }
    }
    return insert(tx, now);
  });
}
