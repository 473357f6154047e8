import { canonicalPhone } from '../../core/domain/phone.ts';

/** What the in-memory back end "sends" by SMS: a login/registration code or a password-reset token. */
export type SmsKind = 'code' | 'reset';

/**
 * The SMS gateway of the in-memory back end. Tests and the simulation read codes here the way
 * a person reads their phone. Only the latest message of each kind per phone is kept, so a
 * long simulation does not grow it beyond one entry per shopper.
 */
export class SmsOutbox {
  private readonly latest = new Map<string, string>();
  private count = 0;

  send(phone: string, kind: SmsKind, value: string): void {
    this.latest.set(key(phone, kind), value);
    this.count += 1;
  }

  /** The last SMS code sent to the phone (any spelling of it), or undefined when none was sent. */
  lastCodeFor(phone: string): string | undefined {
    return this.latest.get(key(phone, 'code'));
  }

  /** The last password-reset token sent to the phone, or undefined. */
  lastResetTokenFor(phone: string): string | undefined {
    return this.latest.get(key(phone, 'reset'));
  }

  /** How many messages were sent in total. */
  get sent(): number {
    return this.count;
  }
}

function key(phone: string, kind: SmsKind): string {
  return `${kind}:${canonicalPhone(phone) ?? phone}`;
}
