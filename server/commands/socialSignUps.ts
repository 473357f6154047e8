/** Opening and spending pending social registrations. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { socialSignUps } from '../db/schema.ts';
import { isOpenSignUp, type SignUpRow } from '../queries/socialSignUps.ts';

/** A sign-up to store, keyed by the SHA-256 of a token only the browser holds. */
export type NewSignUp = typeof socialSignUps.$inferInsert;

/** Stores a pending sign-up. */
export async function storeSignUp(db: Db, signUp: NewSignUp): Promise<void> {
  await db.insert(socialSignUps).values(signUp);
}

/** Marks the open sign-up used: a conditional UPDATE only one caller wins. Null when it was not open. */
export async function spendSignUp(tx: Db, tokenHash: string, nowMs: number): Promise<SignUpRow | null> {
  const [row] = await tx
    .update(socialSignUps)
    .set({ usedAt: new Date(nowMs) })
    .where(and(eq(socialSignUps.tokenHash, tokenHash), isOpenSignUp(nowMs)))
    .returning();
  return row ?? null;
}
