/** Changing a user's sign-in data. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

/** Stores the user's new password hash (scrypt, made by the caller). */
export async function setPasswordHash(tx: Db, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
