import type { SecurityConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { deleteSecurityRecords } from '../commands/securityRecords.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes sign-in records that no rule can read any more, so the security tables do not grow without end.
 * Safe to run at any time (e.g. hourly): each cut-off is beyond the longest window that reads the table.
 * Revoked sessions are kept for one access-token lifetime after revocation, so requireAuth still sees them.
 */
export async function pruneAuthRecords(db: Db, config: SecurityConfig, nowMs: number): Promise<void> {
  const before = (ms: number) => new Date(nowMs - ms);
  const longestCode = Math.max(config.smsCodeTtlSeconds, config.recoveryWindowSeconds) * 1000;
  const accessTtl = config.accessTokenTtlSeconds * 1000;
  await deleteSecurityRecords(db, {
    smsSends: before(DAY_MS),
    // The development outbox: a day is plenty to read a code that lives five minutes.
    devSmsOutbox: before(DAY_MS),
    authFailures: before(2 * config.lockSeconds * 1000),
    recoveryRequests: before(config.recoveryWindowSeconds * 1000),
    captchaSolutions: before(config.captchaTtlSeconds * 1000),
    smsCodes: before(DAY_MS + longestCode),
    revokedSessions: before(accessTtl),
    startedSessions: before(config.sessionMaxAgeSeconds * 1000 + accessTtl),
    // A day after they expired: the social start limits count the last hour only.
    socialSignIns: before(DAY_MS),
  });
}
