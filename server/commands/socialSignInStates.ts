/** Storing and spending the single-use states of the social sign-in. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { socialSignInStates } from '../db/schema.ts';

/** A state to store: its SHA-256, the PKCE verifier and what it is bound to. */
export type NewSignInState = typeof socialSignInStates.$inferInsert;

/** Stores a new state. */
export async function storeSignInState(tx: Db, state: NewSignInState): Promise<void> {
  await tx.insert(socialSignInStates).values(state);
}

/** Marks the state used: an UPDATE that matches only while it is unused, so only one request wins. */
export async function spendSignInState(db: Db, stateHash: string, nowMs: number): Promise<boolean> {
  const won = await db
    .update(socialSignInStates)
    .set({ usedAt: new Date(nowMs) })
    .where(and(eq(socialSignInStates.stateHash, stateHash), isNull(socialSignInStates.usedAt)))
    .returning({ stateHash: socialSignInStates.stateHash });
  return won.length > 0;
}
