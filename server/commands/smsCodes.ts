/**
 * Writing SMS codes (and reset-link secrets): issuing voids the previous one, each check counts an attempt
 * atomically, and spending is a conditional UPDATE only one caller wins.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { smsCodes, type SmsPurpose } from '../db/schema.ts';

export type { SmsPurpose };

/** A stored code: only the HMAC of its secret is kept. */
export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** A code to store. */
export type NewSmsCode = typeof smsCodes.$inferInsert;

/** Conditions of a code that can still be used at `nowMs`. */
function isLive(nowMs: number) {
  return and(isNull(smsCodes.consumedAt), isNull(smsCodes.voidedAt), gt(smsCodes.expiresAt, new Date(nowMs)));
}

/** Voids every unspent code of the phone for this purpose: a resend makes the old code useless. */
export async function voidUnspentCodes(tx: Db, phone: string, purpose: SmsPurpose, nowMs: number): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ voidedAt: new Date(nowMs) })
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
        isNull(smsCodes.voidedAt),
      ),
    );
}

/** Stores a new code. */
export async function storeCode(tx: Db, code: NewSmsCode): Promise<void> {
  await tx.insert(smsCodes).values(code);
}

/** Voids one code (its SMS was never sent). */
export async function voidCode(db: Db, requestId: string, nowMs: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ voidedAt: new Date(nowMs) })
    .where(eq(smsCodes.id, requestId));
}

/**
 * Counts one attempt on a live code of this purpose, atomically and only while attempts remain
 * (`attempts < maxAttempts`), so parallel guesses cannot exceed the cap. Answers the code as counted,
 * or null for an unknown, used, voided, expired or exhausted one.
 */
export async function countAttempt(
  db: Db,
  code: { requestId: string; purpose: SmsPurpose; maxAttempts: number },
  nowMs: number,
): Promise<SmsCodeRow | null> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, code.requestId),
        eq(smsCodes.purpose, code.purpose),
        isLive(nowMs),
        lt(smsCodes.attempts, code.maxAttempts),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Spends a checked code: a conditional UPDATE that only one caller can win, so two parallel submissions
 * of the right code get exactly one success. Run it in the transaction that acts on the code.
 */
export async function consumeCode(tx: Db, requestId: string, nowMs: number): Promise<boolean> {
  const rows = await tx
    .update(smsCodes)
    .set({ consumedAt: new Date(nowMs) })
    .where(and(eq(smsCodes.id, requestId), isLive(nowMs)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}
