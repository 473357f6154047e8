import { lockSubjects } from '../commands/advisoryLocks.ts';
import { recordFailure } from '../commands/authFailures.ts';
import type { SecurityConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { failureTimes } from '../queries/authFailures.ts';

/** Most failures read back for one phone: far above any lock threshold, bounded against a flood. */
const MAX_FAILURES_READ = 1000;

/**
 * When the phone's lock ends (unix ms), or null when it is not locked now.
 * `failuresBeforeLock` failures within `lockSeconds` of each other lock the phone for `lockSeconds`
 * from the failure that completed the set. A threshold of 0 switches the lock off.
 */
export async function lockedUntil(
  db: Db,
  config: SecurityConfig,
  phone: string,
  nowMs: number,
): Promise<number | null> {
  const threshold = config.failuresBeforeLock;
  const spanMs = config.lockSeconds * 1000;
  if (threshold < 1 || spanMs === 0) {
    return null;
  }
  // A lock that is still running started at most one span ago, from failures at most one span before that.
  const times = await failureTimes(db, phone, nowMs - 2 * spanMs, MAX_FAILURES_READ);
  let until: number | null = null;
  for (let last = threshold - 1; last < times.length; last += 1) {
    const first = times[last - (threshold - 1)]!;
    const completedAt = times[last]!;
    if (completedAt - first < spanMs && completedAt + spanMs > nowMs) {
      until = Math.max(until ?? 0, completedAt + spanMs);
    }
  }
  return until;
}

function phoneLocked(until: number, nowMs: number): never {
  fail(429, 'PHONE_LOCKED', { retryAfterSeconds: Math.ceil((until - nowMs) / 1000) });
}

/** 429 PHONE_LOCKED while the phone is locked (SMS login, password login, registration, recovery). */
export async function assertNotLocked(deps: ServerDeps, phone: string): Promise<void> {
  const until = await lockedUntil(deps.db, deps.config.security, phone, deps.clock.now());
  if (until !== null) {
    phoneLocked(until, deps.clock.now());
  }
}

/**
 * Before a password or code is checked: 429 PHONE_LOCKED while the phone is locked, else records the attempt
 * as a failure in advance and answers its id. Lock check and record happen in one transaction under an
 * advisory lock on the phone, so simultaneous attempts (on any number of server instances) take the slots
 * one by one and at most `failuresBeforeLock` of them are ever evaluated. The caller withdraws the
 * reservation (`withdrawFailure`) when the attempt turns out right, or was not a guess at all.
 */
export async function reserveAttempt(deps: ServerDeps, phone: string): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockSubjects(tx, [`lock:phone:${phone}`]);
    const until = await lockedUntil(tx, deps.config.security, phone, now);
    if (until !== null) {
      phoneLocked(until, now);
    }
    return recordFailure(tx, phone, now);
  });
}
