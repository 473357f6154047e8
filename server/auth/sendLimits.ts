import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { smsSends } from '../db/schema.ts';
import type { SmsPurpose } from '../db/schema.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { lockSubjects } from './advisoryLock.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Who asked for an SMS: the canonical phone it goes to, the socket address and the device fingerprint. */
export interface SendRequester {
  phone: string;
  ip: string | null;
  fingerprint: string | null;
  purpose: SmsPurpose;
}

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

async function countSince(tx: Db, condition: ReturnType<typeof and>, sinceMs: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(smsSends)
    .where(and(condition, gt(smsSends.sentAt, new Date(sinceMs))));
  return row?.n ?? 0;
}

/**
 * Inside `tx`: checks every send limit of docs/security.md for this requester and, when all pass, records
 * the send (returns its id, so a send the provider refused can be taken back). Over a limit: 429 TOO_MANY_REQUESTS.
 */
export async function reserveSend(tx: Db, deps: ServerDeps, requester: SendRequester): Promise<number> {
  const limits = deps.config.security;
  const now = deps.clock.now();
  await lockSubjects(tx, subjectsOf(requester));

  const byPhone = eq(smsSends.phone, requester.phone);
  const [latest] = await tx.select({ sentAt: smsSends.sentAt }).from(smsSends).where(byPhone).orderBy(desc(smsSends.sentAt)).limit(1);
  if (latest !== undefined && now - latest.sentAt.getTime() < limits.smsMinIntervalSeconds * 1000) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'phoneInterval' });
  }
  if ((await countSince(tx, byPhone, now - HOUR_MS)) >= limits.smsPerHour) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'phoneHour' });
  }
  if ((await countSince(tx, byPhone, now - DAY_MS)) >= limits.smsPerDay) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'phoneDay' });
  }
  if (requester.ip !== null && (await countSince(tx, eq(smsSends.ip, requester.ip), now - HOUR_MS)) >= limits.smsPerIpPerHour) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'ipHour' });
  }
  if (requester.fingerprint !== null) {
    // The fingerprint is a user-agent string shared by everyone on the same browser build, so it is counted
    // per connecting address when there is one; only without an address does it stand alone.
    const byFingerprint =
      requester.ip === null ? eq(smsSends.fingerprint, requester.fingerprint) : and(eq(smsSends.fingerprint, requester.fingerprint), eq(smsSends.ip, requester.ip));
    if ((await countSince(tx, byFingerprint, now - HOUR_MS)) >= limits.smsPerFingerprintPerHour) {
      fail(429, 'TOO_MANY_REQUESTS', { limit: 'fingerprintHour' });
    }
  }

  const [row] = await tx
    .insert(smsSends)
    .values({ phone: requester.phone, ip: requester.ip, fingerprint: requester.fingerprint, purpose: requester.purpose, sentAt: new Date(now) })
    .returning({ id: smsSends.id });
  return row!.id;
}

/** Takes back a reserved send the provider did not accept, so it does not count against the user. */
export async function releaseSend(db: Db, sendId: number): Promise<void> {
  await db.delete(smsSends).where(eq(smsSends.id, sendId));
}
