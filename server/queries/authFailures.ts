/** Failed sign-in attempts of a phone, as the lock reads them. */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authFailures } from '../db/schema.ts';

/** When the phone's failures after `sinceMs` happened (unix ms, oldest first), at most `limit` of them. */
export async function failureTimes(db: Db, phone: string, sinceMs: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ at: authFailures.at })
    .from(authFailures)
    .where(and(eq(authFailures.phone, phone), gt(authFailures.at, new Date(sinceMs))))
    .orderBy(asc(authFailures.at))
    .limit(limit);
  return rows.map((row) => row.at.getTime());
}
