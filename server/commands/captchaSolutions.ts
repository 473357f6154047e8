/** Spending captcha solutions: each is accepted once. */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { captchaSolutions } from '../db/schema.ts';

/**
 * Records the solution (the SHA-256 of its challenge signature) as used; true only for the first use
 * (ON CONFLICT DO NOTHING, and only the insert that wins counts). Records spent before `forgetBeforeMs`
 * are deleted first: they guard challenges that have expired anyway.
 */
export async function spendCaptchaSolution(
  db: Db,
  hash: string,
  nowMs: number,
  forgetBeforeMs: number,
): Promise<boolean> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.usedAt, new Date(forgetBeforeMs)));
  const inserted = await db
    .insert(captchaSolutions)
    .values({ hash, usedAt: new Date(nowMs) })
    .onConflictDoNothing()
    .returning({ hash: captchaSolutions.hash });
  return inserted.length === 1;
}
