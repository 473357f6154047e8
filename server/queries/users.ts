/** Users as the sign-in flows read them: by phone, by id, by a linked provider account, and a caller's standing. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { refreshTokens, socialAccounts, users } from '../db/schema.ts';

/** A users row, as the sign-in flows read it. */
export type UserRow = typeof users.$inferSelect;

/** The user with this canonical phone, or null. */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

/** The user with this id, or null. */
export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The shopper the provider's account is linked to, or null. */
export async function findUserByProviderAccount(
  db: Db,
  provider: string,
  providerUserId: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row?.user ?? null;
}

/** Whether the user is blocked and whether the session (refresh-token family) was revoked. */
export interface CallerStanding {
  blocked: boolean;
  revoked: boolean;
}

/**
 * The standing of an access token's user and session, read in one query so a block or a revocation
 * counts at once; null when the user no longer exists.
 */
export async function callerStanding(db: Db, userId: number, sessionId: string): Promise<CallerStanding | null> {
  const revokedSession = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  const [caller] = await db
    .select({ blocked: users.blocked, revoked: sql<boolean>`exists (${revokedSession})` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return caller ?? null;
}
