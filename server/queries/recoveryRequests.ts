/** Password-recovery requests of a phone, as the recovery window counts them. */
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { recoveryRequests } from '../db/schema.ts';

/** How many recovery requests for the phone were counted after `sinceMs`. */
export async function countRecoveryRequestsSince(db: Db, phone: string, sinceMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryRequests)
    .where(and(eq(recoveryRequests.phone, phone), gt(recoveryRequests.at, new Date(sinceMs))));
  return row?.n ?? 0;
}
