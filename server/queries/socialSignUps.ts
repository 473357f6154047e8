/** Pending social registrations (the phone step), as the phone step finds them. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { socialSignUps } from '../db/schema.ts';

/** A social_sign_ups row: what the provider said about a person who still owes a phone. */
export type SignUpRow = typeof socialSignUps.$inferSelect;

/** Conditions of a sign-up that is still open at `nowMs`: not used, not expired. */
export function isOpenSignUp(nowMs: number) {
  return and(isNull(socialSignUps.usedAt), gt(socialSignUps.expiresAt, new Date(nowMs)));
}

/** The open sign-up whose token has this SHA-256, or null. */
export async function findOpenSignUp(db: Db, tokenHash: string, nowMs: number): Promise<SignUpRow | null> {
  const [row] = await db
    .select()
    .from(socialSignUps)
    .where(and(eq(socialSignUps.tokenHash, tokenHash), isOpenSignUp(nowMs)))
    .limit(1);
  return row ?? null;
}
