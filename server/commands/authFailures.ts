/** Recording failed sign-in attempts, and taking back one that turned out no failure. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authFailures } from '../db/schema.ts';

/** Counts one failed attempt (wrong SMS code or wrong password) against the canonical phone; answers its id. */
export async function recordFailure(db: Db, phone: string, nowMs: number): Promise<number> {
  const [row] = await db
    .insert(authFailures)
    .values({ phone, at: new Date(nowMs) })
    .returning({ id: authFailures.id });
  return row!.id;
}

/** Deletes one recorded failure. */
export async function withdrawFailure(db: Db, failureId: number): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.id, failureId));
}
