import type { Clock } from '../../core/ports/logger.ts';
import type { SentSms, SmsOutbox, SmsSender } from '../ports.ts';

/** Messages kept in memory; older ones fall off so a long-running dev server does not grow without end. */
const OUTBOX_LIMIT = 1000;

/**
 * The development SMS provider (SMS_PROVIDER=console): logs each message and keeps it in an outbox that
 * `GET /api/dev/sms` reads. Never selected in production unless asked for.
 */
export class ConsoleSmsSender implements SmsSender, SmsOutbox {
  private readonly outbox: SentSms[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  async send(message: { phone: string; text: string; code: string }): Promise<void> {
    const sent: SentSms = { phone: message.phone, text: message.text, code: message.code, sentAt: new Date(this.clock.now()).toISOString() };
    this.outbox.unshift(sent);
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_LIMIT);
    this.log(`[sms] to ${sent.phone}: ${sent.text}`);
  }

  messagesFor(phone: string): SentSms[] {
    return this.outbox.filter((message) => message.phone === phone).map((message) => ({ ...message }));
  }
}
