/** Deleting sign-in records no rule reads any more, each table up to its own cut-off. */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  authFailures,
  captchaSolutions,
  devSmsOutbox,
  recoveryRequests,
  refreshTokens,
  smsCodes,
  smsSends,
  socialSignInStates,
  socialSignUps,
} from '../db/schema.ts';

/** Rows older than these moments are deleted. */
export interface SecurityCutOffs {
  /** By send time. */
  smsSends: Date;
  devSmsOutbox: Date;
  /** By failure time. */
  authFailures: Date;
  recoveryRequests: Date;
  /** By the time the solution was spent. */
  captchaSolutions: Date;
  /** By expiry. */
  smsCodes: Date;
  /** Sessions revoked before this… */
  revokedSessions: Date;
  /** …and sessions started before this, revoked or not. */
  startedSessions: Date;
  /** Social sign-in states and pending sign-ups, by expiry. */
  socialSignIns: Date;
}

/** Deletes every row past its table's cut-off. */
export async function deleteSecurityRecords(db: Db, cutOffs: SecurityCutOffs): Promise<void> {
  await db.delete(smsSends).where(lt(smsSends.sentAt, cutOffs.smsSends));
  await db.delete(devSmsOutbox).where(lt(devSmsOutbox.sentAt, cutOffs.devSmsOutbox));
  await db.delete(authFailures).where(lt(authFailures.at, cutOffs.authFailures));
  await db.delete(recoveryRequests).where(lt(recoveryRequests.at, cutOffs.recoveryRequests));
  await db.delete(captchaSolutions).where(lt(captchaSolutions.usedAt, cutOffs.captchaSolutions));
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, cutOffs.smsCodes));
  await db
    .delete(refreshTokens)
    .where(
      or(
        and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, cutOffs.revokedSessions)),
        lt(refreshTokens.sessionStartedAt, cutOffs.startedSessions),
      ),
    );
  await db.delete(socialSignInStates).where(lt(socialSignInStates.expiresAt, cutOffs.socialSignIns));
  await db.delete(socialSignUps).where(lt(socialSignUps.expiresAt, cutOffs.socialSignIns));
}
