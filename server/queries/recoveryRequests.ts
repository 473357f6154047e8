/** Password-recovery requests of a phone, as the recovery window counts them. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { recoveryRequests } from '../db/schema.ts';
import { countRowsSince } from './conditions.ts';

/** How many recovery requests for the phone were counted after `sinceMs`. */
export function countRecoveryRequestsSince(db: Db, phone: string, sinceMs: number): Promise<number> {
  return countRowsSince(db, recoveryRequests, recoveryRequests.at, [eq(recoveryRequests.phone, phone)], sinceMs);
}
