import { lockSubjects } from '../commands/advisoryLocks.ts';
import { recordSend, type SmsSend } from '../commands/smsSends.ts';
import type { Db } from '../db/database.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { countSendsSince, latestSendTo } from '../queries/smsSends.ts';

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

/**
 * Inside `tx`: checks every send limit of docs/security.md for this requester and, when all pass, records
 * the send (returns its id, so a send the provider refused can be taken back with `withdrawSend`). Over a limit: 429 TOO_MANY_REQUESTS.
 */
export async function reserveSend(tx: Db, deps: ServerDeps, requester: SendRequester): Promise<number> {
  const limits = deps.config.security;
  const now = deps.clock.now();
  await lockSubjects(tx, subjectsOf(requester));

  const byPhone = { phone: requester.phone };
  const latest = await latestSendTo(tx, requester.phone);
  if (latest !== null && now - latest < limits.smsMinIntervalSeconds * 1000) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'phoneInterval' });
  }
  if ((await countSendsSince(tx, byPhone, now - HOUR_MS)) >= limits.smsPerHour) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'phoneHour' });
  }
  if ((await countSendsSince(tx, byPhone, now - DAY_MS)) >= limits.smsPerDay) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'phoneDay' });
  }
  if (requester.ip !== null && (await countSendsSince(tx, { ip: requester.ip }, now - HOUR_MS)) >= limits.smsPerIpPerHour) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'ipHour' });
  }
  if (requester.fingerprint !== null) {
    // The fingerprint is a user-agent string shared by everyone on the same browser build, so it is counted
    // per connecting address when there is one; only without an address does it stand alone.
    const byFingerprint = requester.ip === null ? { fingerprint: requester.fingerprint } : { fingerprint: requester.fingerprint, ip: requester.ip };
    if ((await countSendsSince(tx, byFingerprint, now - HOUR_MS)) >= limits.smsPerFingerprintPerHour) {
      fail(429, 'TOO_MANY_REQUESTS', { limit: 'fingerprintHour' });
    }
  }

  return recordSend(tx, requester, now);
}
