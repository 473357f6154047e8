/** Counting a password-recovery request in the phone's window. */
import type { Db } from '../db/database.ts';
import { recoveryRequests } from '../db/schema.ts';

/** Records a recovery request for the phone at `nowMs`. */
export async function recordRecoveryRequest(tx: Db, phone: string, nowMs: number): Promise<void> {
  await tx.insert(recoveryRequests).values({ phone, at: new Date(nowMs) });
}
