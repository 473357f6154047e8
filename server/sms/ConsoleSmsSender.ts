import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../core/ports/logger.ts';
import type { Db } from '../db/database.ts';
import { devSmsOutbox } from '../db/schema.ts';
import type { SentSms, SmsOutbox, SmsSender } from '../ports.ts';

/** Messages kept per phone; older ones fall off so a long-running dev server does not grow without end. */
const PER_PHONE_LIMIT = 100;

/**
 * The development SMS provider (SMS_PROVIDER=console): logs each message and keeps it in the database's
 * outbox (`dev_sms_outbox`), which `GET /api/dev/sms` reads. The outbox survives a restart and is shared
 * by every instance on the database. Never selected in production unless asked for; rows older than a day
 * are pruned with the auth records.
 */
export class ConsoleSmsSender implements SmsSender, SmsOutbox {
  private readonly perPhone: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (line: string) => void = (line) => console.log(line),
    options: { perPhone?: number } = {},
  ) {
    this.perPhone = options.perPhone ?? PER_PHONE_LIMIT;
  }

  async send(message: { phone: string; text: string; code: string }): Promise<void> {
    await this.db.insert(devSmsOutbox).values({ phone: message.phone, text: message.text, code: message.code, sentAt: new Date(this.clock.now()) });
    // Drop what is older than the phone's newest `perPhone` (the index on phone, id makes this a short range scan).
    const cutoff = this.db
      .select({ id: devSmsOutbox.id })
      .from(devSmsOutbox)
      .where(eq(devSmsOutbox.phone, message.phone))
      .orderBy(desc(devSmsOutbox.id))
      .offset(this.perPhone)
      .limit(1);
    await this.db.delete(devSmsOutbox).where(and(eq(devSmsOutbox.phone, message.phone), lte(devSmsOutbox.id, sql`(${cutoff})`)));
    this.log(`[sms] to ${message.phone}: ${message.text}`);
  }

  async listFor(phone: string): Promise<SentSms[]> {
    const rows = await this.db
      .select({ phone: devSmsOutbox.phone, text: devSmsOutbox.text, code: devSmsOutbox.code, sentAt: devSmsOutbox.sentAt })
      .from(devSmsOutbox)
      .where(eq(devSmsOutbox.phone, phone))
      .orderBy(desc(devSmsOutbox.id))
      .limit(this.perPhone);
    return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
  }
}
