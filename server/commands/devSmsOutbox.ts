/** Keeping a message in the development SMS outbox, newest `keepPerPhone` per phone. */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { devSmsOutbox } from '../db/schema.ts';
import type { OutboxRow } from '../queries/devSmsOutbox.ts';

/** Stores the message, then drops what is older than the phone's newest `keepPerPhone`. */
export async function storeDevSms(db: Db, message: OutboxRow, keepPerPhone: number): Promise<void> {
  await db.insert(devSmsOutbox).values(message);
  // The index on phone, id makes this a short range scan.
  const cutoff = db
    .select({ id: devSmsOutbox.id })
    .from(devSmsOutbox)
    .where(eq(devSmsOutbox.phone, message.phone))
    .orderBy(desc(devSmsOutbox.id))
    .offset(keepPerPhone)
    .limit(1);
  await db
    .delete(devSmsOutbox)
    .where(and(eq(devSmsOutbox.phone, message.phone), lte(devSmsOutbox.id, sql`(${cutoff})`)));
}
