/** The SMS sent so far, as the send limits count them. */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { smsSends } from '../db/schema.ts';
import { countRowsSince, equalsWhereGiven } from './conditions.ts';

/** Which sends to count: those matching every field given (to the phone, from the address, from the fingerprint). */
export interface SendsOf {
  phone?: string;
  ip?: string;
  fingerprint?: string;
}

/** When the latest SMS to the phone was sent (unix ms), or null when none was. */
export async function latestSendTo(db: Db, phone: string): Promise<number | null> {
  const [latest] = await db
    .select({ sentAt: smsSends.sentAt })
    .from(smsSends)
    .where(eq(smsSends.phone, phone))
    .orderBy(desc(smsSends.sentAt))
    .limit(1);
  return latest?.sentAt.getTime() ?? null;
}

/** How many matching sends were made after `sinceMs`. */
export function countSendsSince(db: Db, of: SendsOf, sinceMs: number): Promise<number> {
  const matching = equalsWhereGiven([
    [smsSends.phone, of.phone],
    [smsSends.ip, of.ip],
    [smsSends.fingerprint, of.fingerprint],
  ]);
  return countRowsSince(db, smsSends, smsSends.sentAt, matching, sinceMs);
}

/**
 * When the matching send at position `offset` (0 = the oldest) among those made after `sinceMs` was sent (unix ms),
 * or null when there are not that many. The send limits read the wait from it: the window frees a slot when that send leaves it.
 */
export async function nthSendSince(db: Db, of: SendsOf, sinceMs: number, offset: number): Promise<number | null> {
  const matching = equalsWhereGiven([
    [smsSends.phone, of.phone],
    [smsSends.ip, of.ip],
    [smsSends.fingerprint, of.fingerprint],
  ]);
  const [row] = await db
    .select({ sentAt: smsSends.sentAt })
    .from(smsSends)
    .where(and(...matching, gt(smsSends.sentAt, new Date(sinceMs))))
    .orderBy(asc(smsSends.sentAt))
    .offset(offset)
    .limit(1);
  return row?.sentAt.getTime() ?? null;
}
