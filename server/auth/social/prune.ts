import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { socialSignInStates, socialSignUps } from '../../db/schema.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes social sign-in states and pending sign-ups a day after they expired: no rule reads them any more
 * (the start limits count the last hour only). Part of the hourly `pruneAuthRecords`.
 */
export async function pruneSocialRecords(db: Db, nowMs: number): Promise<void> {
  const cutOff = new Date(nowMs - DAY_MS);
  await db.delete(socialSignInStates).where(lt(socialSignInStates.expiresAt, cutOff));
  await db.delete(socialSignUps).where(lt(socialSignUps.expiresAt, cutOff));
}
