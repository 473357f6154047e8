/** Transaction-scoped advisory locks: a count-then-insert on the same subject runs one at a time, on every instance. */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** A 64-bit advisory-lock key for a subject such as 'sms:phone:79991234567'. */
function lockKey(subject: string): bigint {
  return createHash('sha256').update(subject, 'utf8').digest().readBigInt64BE(0);
}

/**
 * Takes transaction-scoped advisory locks on the subjects, so a count-then-insert on them cannot be raced
 * by parallel requests (on PostgreSQL; PGlite runs one transaction at a time anyway). Keys are taken in
 * numeric order, so two transactions never wait on each other in a cycle.
 */
export async function lockSubjects(tx: Db, subjects: string[]): Promise<void> {
  const keys = [...new Set(subjects.map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
  }
}
