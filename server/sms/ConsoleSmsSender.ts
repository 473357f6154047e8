import type { Clock } from '../../core/ports/logger.ts';
import { storeDevSms } from '../commands/devSmsOutbox.ts';
import type { Db } from '../db/database.ts';
import { listDevSms } from '../queries/devSmsOutbox.ts';
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
    await storeDevSms(
      this.db,
      { phone: message.phone, text: message.text, code: message.code, sentAt: new Date(this.clock.now()) },
      this.perPhone,
    );
    this.log(`[sms] to ${message.phone}: ${message.text}`);
  }

  async listFor(phone: string): Promise<SentSms[]> {
    const rows = await listDevSms(this.db, phone, this.perPhone);
    return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
  }
}
