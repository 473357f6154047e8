import type { Clock, SmsCodeSent } from '../../core/ports/index.ts';
import type { MemoryLimits } from './memoryLimits.ts';
import { refusal } from './refuse.ts';

export type SmsPurpose = 'login' | 'register' | 'recovery' | 'social';

/** A secret sent by SMS (a code or a recovery link's secret) and what it was sent for. */
export interface IssuedSecret<Payload> {
  phone: string;
  purpose: SmsPurpose;
  secret: string;
  payload: Payload;
  fingerprint: string | null;
  expiresAt: number;
  attempts: number;
}

/**
 * The SMS secrets of the in-memory back end, by the server's rules (server/auth/smsCodes.ts, sendLimits.ts):
 * one SMS per phone per `smsMinIntervalMs` (TOO_MANY_REQUESTS with the seconds left), a new secret voids the phone's previous
 * one of the same purpose, a secret lives `ttlMs`, takes `smsCodeMaxAttempts` guesses and is spent once.
 */
export class MemorySmsCodes {
  private readonly issued = new Map<string, IssuedSecret<unknown>>();
  private readonly latest = new Map<string, string>();
  private readonly lastSentAt = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: MemoryLimits,
    private readonly newToken: (prefix: string) => string,
  ) {}

  /** Reserves the phone's next SMS and stores the secret; answers the request id. The caller sends the SMS. */
  issue<Payload>(secret: Omit<IssuedSecret<Payload>, 'expiresAt' | 'attempts'>, ttlMs: number): string {
    this.reserveSend(secret.phone);
    const now = this.clock.now();
    const key = `${secret.purpose}:${secret.phone}`;
    const previous = this.latest.get(key);
    if (previous !== undefined) {
      this.issued.delete(previous);
    }
    const requestId = this.newToken(secret.purpose);
    this.issued.set(requestId, { ...secret, expiresAt: now + ttlMs, attempts: 0 });
    this.latest.set(key, requestId);
    return requestId;
  }

  /**
   * Takes the phone's next SMS slot (TOO_MANY_REQUESTS within the interval) without sending anything: what a
   * recovery request for an unknown phone does, so it is answered like a registered one (server/auth/recovery.ts).
   */
  reserveSend(phone: string): void {
    const now = this.clock.now();
    const last = this.lastSentAt.get(phone);
    if (last !== undefined && now - last < this.limits.smsMinIntervalMs) {
      const retryAfterSeconds = Math.max(1, Math.ceil((last + this.limits.smsMinIntervalMs - now) / 1000));
      throw refusal('TOO_MANY_REQUESTS', { limit: 'phoneInterval', retryAfterSeconds });
    }
    this.lastSentAt.set(phone, now);
  }

  /**
   * The live secret of `requestId` when `guess` is right; null for an unknown, expired, voided, spent or
   * exhausted one and a wrong guess alike. Every guess at a live secret counts.
   */
  check<Payload>(requestId: string, purpose: SmsPurpose, guess: string): IssuedSecret<Payload> | null {
    const issued = this.issued.get(requestId);
    if (issued === undefined || issued.purpose !== purpose || this.clock.now() >= issued.expiresAt) {
      return null;
    }
    if (issued.attempts >= this.limits.smsCodeMaxAttempts) {
      return null;
    }
    issued.attempts += 1;
    return issued.secret === guess ? (issued as IssuedSecret<Payload>) : null;
  }

  /** The answer of a request that sent a code: its request id and the seconds until the phone may get the next SMS. */
  sent(requestId: string): SmsCodeSent {
    return { token: requestId, resendAfterSeconds: Math.ceil(this.limits.smsMinIntervalMs / 1000) };
  }

  /** Spends a checked secret. */
  consume(requestId: string): void {
    this.issued.delete(requestId);
  }
}
