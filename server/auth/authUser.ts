import { eq } from 'drizzle-orm';
import type { AuthUser, RoleId, Tokens } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

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

/** The user object every sign-in call answers (portal §3 User, core AuthUser). */
export function toAuthUser(user: UserRow, tokens: Tokens): AuthUser {
  return {
    id: user.id,
    login: user.phone,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    roles: user.roles as RoleId[],
    corporateSalesUnitIds: user.corporateSalesUnitIds,
    tenantProfileId: user.tenantProfileId,
    employeeSalesUnitIds: user.employeeSalesUnitIds,
    employeeProfileId: user.employeeProfileId,
    distributorProfileId: user.distributorProfileId,
  };
}
