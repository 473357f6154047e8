/** The single-use states of the social sign-in, as the start limits count them and login-from-vk finds them. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { socialSignInStates } from '../db/schema.ts';
import { countRowsSince, equalsWhereGiven } from './conditions.ts';

/** A social_sign_in_states row, keyed by the SHA-256 of the state. */
export type SignInStateRow = typeof socialSignInStates.$inferSelect;

/** How many sign-ins matching every field given were started after `sinceMs`. */
export function countSignInStartsSince(
  db: Db,
  of: { ip?: string; fingerprint?: string },
  sinceMs: number,
): Promise<number> {
  const matching = equalsWhereGiven([
    [socialSignInStates.ip, of.ip],
    [socialSignInStates.fingerprint, of.fingerprint],
  ]);
  return countRowsSince(db, socialSignInStates, socialSignInStates.createdAt, matching, sinceMs);
}

/** The state with this SHA-256, used or not, or null. */
export async function findSignInState(db: Db, stateHash: string): Promise<SignInStateRow | null> {
  const [row] = await db.select().from(socialSignInStates).where(eq(socialSignInStates.stateHash, stateHash)).limit(1);
  return row ?? null;
}
