/** The development SMS outbox (SMS_PROVIDER=console), as `GET /api/dev/sms` reads it. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { devSmsOutbox } from '../db/schema.ts';

/** An outbox message; `sentAt` as the row holds it. */
export interface OutboxRow {
  phone: string;
  text: string;
  code: string;
  sentAt: Date;
}

/** The phone's newest `limit` messages, newest first. */
export async function listDevSms(db: Db, phone: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select({
      phone: devSmsOutbox.phone,
      text: devSmsOutbox.text,
      code: devSmsOutbox.code,
      sentAt: devSmsOutbox.sentAt,
    })
    .from(devSmsOutbox)
    .where(eq(devSmsOutbox.phone, phone))
    .orderBy(desc(devSmsOutbox.id))
    .limit(limit);
}
