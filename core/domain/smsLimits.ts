/**
 * The SMS send limits of docs/security.md as the shopper hears of them: the server's `429 TOO_MANY_REQUESTS`
 * names the limit (`details.limit`) and the wait (`details.retryAfterSeconds`); these are the Russian sentences
 * for them, with the wait in seconds, minutes or hours and the right plural. The server names its limits
 * with `SmsSendLimit`, so both sides spell them once.
 */
import { plural } from './plural.ts';

/** Every SMS send limit the server enforces (server/auth/sendLimits.ts), in the order it checks them. */
const SMS_SEND_LIMITS = ['phoneInterval', 'phoneHour', 'phoneDay', 'ipHour', 'fingerprintHour'] as const;

/** One SMS send limit: its name in `details.limit`. */
export type SmsSendLimit = (typeof SMS_SEND_LIMITS)[number];

/** A refused SMS request: which limit, and how long until the server accepts one (null when it did not say). */
export interface SendLimitRefusal {
  limit: SmsSendLimit;
  retryAfterSeconds: number | null;
}

const MINUTE = 60;
const HOUR = 3600;

function isSendLimit(value: unknown): value is SmsSendLimit {
  return typeof value === 'string' && (SMS_SEND_LIMITS as readonly string[]).includes(value);
}

/** The refusal in a `429 TOO_MANY_REQUESTS` answer's details, or null when they do not name an SMS limit. */
export function sendLimitRefusal(details: unknown): SendLimitRefusal | null {
  if (typeof details !== 'object' || details === null) {
    return null;
  }
  const { limit, retryAfterSeconds } = details as { limit?: unknown; retryAfterSeconds?: unknown };
  if (!isSendLimit(limit)) {
    return null;
  }
  const wait =
    typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0
      ? Math.ceil(retryAfterSeconds)
      : null;
  return { limit, retryAfterSeconds: wait };
}

/**
 * A wait as words after «через»: seconds under a minute, whole minutes (rounded up) up to an hour, whole hours
 * (rounded up) beyond: 42 → '42 секунды', 61 → '2 минуты', 3600 → '60 минут', 5 h → '5 часов'.
 */
export function waitWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < MINUTE) {
    return `${whole} ${plural(whole, ['секунду', 'секунды', 'секунд'])}`;
  }
  if (whole <= HOUR) {
    const minutes = Math.ceil(whole / MINUTE);
    return `${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}`;
  }
  const hours = Math.ceil(whole / HOUR);
  return `${hours} ${plural(hours, ['час', 'часа', 'часов'])}`;
}

/** What each limit means to the shopper, before «Попробуйте через …». */
const LIMIT_REASON: Readonly<Record<Exclude<SmsSendLimit, 'phoneInterval'>, string>> = {
  phoneHour: 'Слишком много запросов кода за час.',
  phoneDay: 'Слишком много запросов кода за сутки.',
  ipHour: 'Из вашей сети запросили слишком много кодов.',
  fingerprintHour: 'С этого устройства запросили слишком много кодов.',
};

/** The code step's countdown line, worded like the too-soon refusal it saves the shopper from. */
export function resendCountdownText(seconds: number): string {
  return `Новый код можно запросить через ${waitWords(seconds)}`;
}

/**
 * The sentence for a refused SMS request: «Новый код можно запросить через 42 секунды» (one SMS per interval),
 * «Слишком много запросов кода за час. Попробуйте через 17 минут.» and the like for the counted limits.
 */
export function sendLimitMessage({ limit, retryAfterSeconds }: SendLimitRefusal): string {
  if (limit === 'phoneInterval') {
    return retryAfterSeconds === null ? 'Новый код можно запросить чуть позже' : resendCountdownText(retryAfterSeconds);
  }
  const when = retryAfterSeconds === null ? 'позже' : `через ${waitWords(retryAfterSeconds)}`;
  return `${LIMIT_REASON[limit]} Попробуйте ${when}.`;
}
