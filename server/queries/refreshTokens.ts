/** Refresh tokens as the session rules read them: one token by its hash or id, and the sessions made from one. */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { refreshTokens } from '../db/schema.ts';

/** A refresh_tokens row: one token of a session (a family), live, rotated or revoked. */
export type RefreshRow = typeof refreshTokens.$inferSelect;

/** The token whose SHA-256 this is, or null. */
export async function findRefreshTokenByHash(db: Db, tokenHash: string): Promise<RefreshRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** The token with this id, or null. */
export async function findRefreshTokenById(db: Db, id: string): Promise<RefreshRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row ?? null;
}

/** The other families, still live, whose root names a token of this family as its parent (frames-mode sessions). */
export async function familiesMadeFrom(db: Db, familyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        ne(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        inArray(
          refreshTokens.parentId,
          db.select({ id: refreshTokens.id }).from(refreshTokens).where(eq(refreshTokens.familyId, familyId)),
        ),
      ),
    );
  return rows.map((row) => row.familyId);
}
