import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authFailures, captchaSolutions, devSmsOutbox, recoveryRequests, refreshTokens, smsCodes, smsSends } from '../db/schema.ts';
import type { SecurityConfig } from '../config.ts';
import { pruneSocialRecords } from './social/prune.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes sign-in records that no rule can read any more, so the security tables do not grow without end.
 * Safe to run at any time (e.g. hourly): each cut-off is beyond the longest window that reads the table.
 * Revoked sessions are kept for one access-token lifetime after revocation, so requireAuth still sees them.
 */
export async function pruneAuthRecords(db: Db, config: SecurityConfig, nowMs: number): Promise<void> {
  const before = (ms: number) => new Date(nowMs - ms);
  await db.delete(smsSends).where(lt(smsSends.sentAt, before(DAY_MS)));
  // The development outbox: a day is plenty to read a code that lives five minutes.
  await db.delete(devSmsOutbox).where(lt(devSmsOutbox.sentAt, before(DAY_MS)));
  await db.delete(authFailures).where(lt(authFailures.at, before(2 * config.lockSeconds * 1000)));
  await db.delete(recoveryRequests).where(lt(recoveryRequests.at, before(config.recoveryWindowSeconds * 1000)));
  await db.delete(captchaSolutions).where(lt(captchaSolutions.usedAt, before(config.captchaTtlSeconds * 1000)));
  const longestCode = Math.max(config.smsCodeTtlSeconds, config.recoveryWindowSeconds) * 1000;
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, before(DAY_MS + longestCode)));
  const accessTtl = config.accessTokenTtlSeconds * 1000;
  await db
    .delete(refreshTokens)
    .where(
      or(
        and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, before(accessTtl))),
        lt(refreshTokens.sessionStartedAt, before(config.sessionMaxAgeSeconds * 1000 + accessTtl)),
      ),
    );
  await pruneSocialRecords(db, nowMs);
}
