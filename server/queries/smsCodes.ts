/** SMS codes (and reset-link secrets) as the code steps look them up. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { smsCodes, type SmsPurpose } from '../db/schema.ts';

/** The phone a code of this purpose was sent to, live or not; null for an unknown request id. */
export async function findCodePhone(db: Db, requestId: string, purpose: SmsPurpose): Promise<string | null> {
  const [found] = await db
    .select({ phone: smsCodes.phone })
    .from(smsCodes)
    .where(and(eq(smsCodes.id, requestId), eq(smsCodes.purpose, purpose)))
    .limit(1);
  return found?.phone ?? null;
}
