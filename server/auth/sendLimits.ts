import type { SmsSendLimit } from '../../core/domain/smsLimits.ts';
import { lockSubjects } from '../commands/advisoryLocks.ts';
import { recordSend, type SmsSend } from '../commands/smsSends.ts';
import type { Db } from '../db/database.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { countSendsSince, latestSendTo, nthSendSince, type SendsOf } from '../queries/smsSends.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Who asked for an SMS: the canonical phone it goes to, the socket address and the device fingerprint. */
export type SendRequester = SmsSend;

function subjectsOf(requester: SendRequester): string[] {
  const subjects = [`sms:phone:${requester.phone}`];
  if (requester.ip !== null) {
    subjects.push(`sms:ip:${requester.ip}`);
  }
  if (requester.fingerprint !== null) {
    subjects.push(`sms:fp:${requester.fingerprint}`);
  }
  return subjects;
}

/** A limit that refuses the send now, and how long until it would let one through (ms). */
interface Refusal {
  limit: SmsSendLimit;
  waitMs: number;
}

/** A counted limit: at most `max` sends matching `of` within `windowMs`. */
interface CountedLimit {
  limit: SmsSendLimit;
  of: SendsOf;
  windowMs: number;
  max: number;
}

/** The counted limits of docs/security.md for this requester, in the order they are checked. */
function countedLimits(deps: ServerDeps, requester: SendRequester): CountedLimit[] {
  const limits = deps.config.security;
  const byPhone = { phone: requester.phone };
  const counted: CountedLimit[] = [
    { limit: 'phoneHour', of: byPhone, windowMs: HOUR_MS, max: limits.smsPerHour },
    { limit: 'phoneDay', of: byPhone, windowMs: DAY_MS, max: limits.smsPerDay },
  ];
  if (requester.ip !== null) {
    counted.push({ limit: 'ipHour', of: { ip: requester.ip }, windowMs: HOUR_MS, max: limits.smsPerIpPerHour });
  }
  if (requester.fingerprint !== null) {
    // The fingerprint is a user-agent string shared by everyone on the same browser build, so it is counted
    // per connecting address when there is one; only without an address does it stand alone.
    const byFingerprint =
      requester.ip === null
        ? { fingerprint: requester.fingerprint }
        : { fingerprint: requester.fingerprint, ip: requester.ip };
    counted.push({
      limit: 'fingerprintHour',
      of: byFingerprint,
      windowMs: HOUR_MS,
      max: limits.smsPerFingerprintPerHour,
    });
  }
  return counted;
}

/**
 * The refusal of one counted limit, or null when it lets the send through. A send counts while it is younger
 * than the window, so the window frees a slot when its (count − max)-th oldest send (from 0) leaves it.
 */
async function countedRefusal(tx: Db, counted: CountedLimit, now: number): Promise<Refusal | null> {
  const since = now - counted.windowMs;
  const sent = await countSendsSince(tx, counted.of, since);
  if (sent < counted.max) {
    return null;
  }
  const leaving = await nthSendSince(tx, counted.of, since, sent - counted.max);
  return { limit: counted.limit, waitMs: leaving === null ? counted.windowMs : leaving + counted.windowMs - now };
}

/** Of several refusals, the one that keeps the requester waiting longest (the first of equals). */
function longestWait(refusals: Refusal[]): Refusal | null {
  return refusals.reduce<Refusal | null>(
    (longest, refusal) => (longest === null || refusal.waitMs > longest.waitMs ? refusal : longest),
    null,
  );
}

/**
 * Inside `tx`: checks every send limit of docs/security.md for this requester and, when all pass, records
 * the send (returns its id, so a send the provider refused can be taken back with `withdrawSend`). Over a limit:
 * 429 TOO_MANY_REQUESTS with `details: { limit, retryAfterSeconds }`, the limit that keeps the requester waiting
 * longest and the whole seconds until it lets a send through (the error envelope adds `Retry-After`).
 */
export async function reserveSend(tx: Db, deps: ServerDeps, requester: SendRequester): Promise<number> {
  const intervalMs = deps.config.security.smsMinIntervalSeconds * 1000;
  const now = deps.clock.now();
  await lockSubjects(tx, subjectsOf(requester));

  const refusals: Refusal[] = [];
  const latest = await latestSendTo(tx, requester.phone);
  if (latest !== null && now - latest < intervalMs) {
    refusals.push({ limit: 'phoneInterval', waitMs: latest + intervalMs - now });
  }
  for (const counted of countedLimits(deps, requester)) {
    const refusal = await countedRefusal(tx, counted, now);
    if (refusal !== null) {
      refusals.push(refusal);
    }
  }
  const refusal = longestWait(refusals);
  if (refusal !== null) {
    fail(429, 'TOO_MANY_REQUESTS', {
      limit: refusal.limit,
      retryAfterSeconds: Math.max(1, Math.ceil(refusal.waitMs / 1000)),
    });
  }
  return recordSend(tx, requester, now);
}

/**
 * The answer of a request that sent a code (login, register, vk-phone): the code step's token and the seconds
 * until the phone may get the next SMS (`smsMinIntervalSeconds`), which the client counts down before
 * «Отправить код ещё раз». A later limit that still refuses answers with its own wait.
 */
export function smsStepAnswer(deps: ServerDeps, token: string): { token: string; resendAfterSeconds: number } {
  return { token, resendAfterSeconds: deps.config.security.smsMinIntervalSeconds };
}
