/** The server's own ports: the outside services its sign-in rules talk to. */

/**
 * Sends a text message.
 * Contract: resolves once the provider accepted the message; rejects when it did not
 * (the caller answers SMS_NOT_SENT and does not count the send).
 */
export interface SmsSender {
  send(message: { phone: string; text: string; code: string }): Promise<void>;
}

/**
 * Checks a captcha payload from the client.
 * Contract: resolves true only for a valid, unexpired, never-before-seen solution; resolves false
 * for anything else, including a provider that cannot be reached (fail closed). Never rejects.
 */
export interface CaptchaVerifier {
  verify(payload: string, remoteIp: string | null): Promise<boolean>;
}

export interface SentSms {
  phone: string;
  text: string;
  code: string;
  /** ISO time. */
  sentAt: string;
}

/** The console provider's outbox, read by `GET /api/dev/sms`; absent with any other provider. */
export interface SmsOutbox {
  /** The messages sent to the canonical phone, newest first, by any server instance on the database. */
  listFor(phone: string): Promise<SentSms[]>;
}
