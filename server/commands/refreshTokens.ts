/** Writing refresh tokens: a session's tokens are stored, rotated once and revoked. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { refreshTokens } from '../db/schema.ts';

/** A refresh token to store: only its SHA-256 is kept. */
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

/** Stores a token. `db` may be the caller's transaction. */
export async function storeRefreshToken(db: Db, token: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** Stores a token unless one with the same hash exists: false when it did, and nothing was stored. */
export async function storeRefreshTokenOnce(db: Db, token: NewRefreshToken): Promise<boolean> {
  const inserted = await db
    .insert(refreshTokens)
    .values(token)
    .onConflictDoNothing({ target: refreshTokens.tokenHash })
    .returning({ id: refreshTokens.id });
  return inserted.length > 0;
}

/**
 * Marks the parent rotated into `childId`: a conditional UPDATE that matches only while the parent is
 * neither rotated nor revoked, so only one caller wins. False when another request rotated it first.
 */
export async function markRotated(tx: Db, parentId: string, childId: string, at: Date): Promise<boolean> {
  const won = await tx
    .update(refreshTokens)
    .set({ rotatedAt: at, childId })
    .where(and(eq(refreshTokens.id, parentId), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return won.length > 0;
}

/** Revokes every token of the family, live or rotated, that is not revoked yet. */
export async function revokeFamilyTokens(db: Db, familyId: string, nowMs: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user (password reset). */
export async function revokeUserSessions(db: Db, userId: number, nowMs: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
