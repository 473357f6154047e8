/** Recording an SMS send (it counts against the limits), and taking back one the provider refused. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { smsSends, type SmsPurpose } from '../db/schema.ts';

/** Who an SMS goes to and who asked for it. */
export interface SmsSend {
  phone: string;
  ip: string | null;
  fingerprint: string | null;
  purpose: SmsPurpose;
}

/** Records the send at `nowMs`; answers its id. */
export async function recordSend(db: Db, send: SmsSend, nowMs: number): Promise<number> {
  const [row] = await db
    .insert(smsSends)
    .values({
      phone: send.phone,
      ip: send.ip,
      fingerprint: send.fingerprint,
      purpose: send.purpose,
      sentAt: new Date(nowMs),
    })
    .returning({ id: smsSends.id });
  return row!.id;
}

/** Deletes a recorded send, so it does not count against the user. */
export async function withdrawSend(db: Db, sendId: number): Promise<void> {
  await db.delete(smsSends).where(eq(smsSends.id, sendId));
}
