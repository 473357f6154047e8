import { openDatabase, type Database } from '../../server/db/database.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import type { ServerDeps } from '../../server/deps.ts';
import type { CaptchaVerifier, SentSms, SmsOutbox, SmsSender } from '../../server/ports.ts';

/** The signing secret of test servers (the server has none of its own). */
export const TEST_AUTH_SECRET = 'test-secret-of-the-server-suite-at-least-32-chars';

/** A clock tests move by hand, so rate windows and expiries need no real waiting. */
export class ManualClock {
  private current: number;
  constructor(start = Date.UTC(2026, 10, 22, 9, 0, 0)) {
    this.current = start;
  }
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/** Test double: records messages like the console provider does. */
class RecordingSms implements SmsSender, SmsOutbox {
  readonly sent: SentSms[] = [];
  constructor(private readonly clock: ManualClock) {}
  async send(message: { phone: string; text: string; code: string }): Promise<void> {
    this.sent.unshift({ ...message, sentAt: new Date(this.clock.now()).toISOString() });
  }
  messagesFor(phone: string): SentSms[] {
    return this.sent.filter((message) => message.phone === phone);
  }
  async listFor(phone: string): Promise<SentSms[]> {
    return this.messagesFor(phone);
  }
  lastCode(phone: string): string {
    const message = this.messagesFor(phone)[0];
    if (!message) {
      throw new Error(`no SMS was sent to ${phone}`);
    }
    return message.code;
  }
}

/** Test double: accepts any captcha payload except 'bad', each once. */
class OnceCaptcha implements CaptchaVerifier {
  private readonly seen = new Set<string>();
  async verify(payload: string): Promise<boolean> {
    if (payload === 'bad' || this.seen.has(payload)) {
      return false;
    }
    this.seen.add(payload);
    return true;
  }
}

export interface TestServer {
  deps: ServerDeps;
  database: Database;
  clock: ManualClock;
  sms: RecordingSms;
}

/**
 * Opens an in-memory PGlite (or TEST_DATABASE_URL when the caller asks for it) with test doubles for
 * the outside services. One per test file: PGlite takes seconds to start.
 */
export async function openTestServer(
  options: { url?: string; config?: Partial<ServerConfig> } = {},
): Promise<TestServer> {
  const database = await openDatabase(options.url ? { url: options.url } : { inMemory: true });
  const clock = new ManualClock();
  const sms = new RecordingSms(clock);
  // Tests insert rows and read them back at once: the public answer cache is off unless a test asks for it.
  const config = { ...loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET }), publicCacheSeconds: 0, ...options.config };
  const deps: ServerDeps = { db: database.db, config, sms, smsOutbox: sms, captcha: new OnceCaptcha(), clock };
  return { deps, database, clock, sms };
}
