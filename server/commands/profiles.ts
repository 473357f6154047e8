/** Writing a tenant profile: the route has checked the changes, this stores them. */
import { and, eq, isNull } from 'drizzle-orm';
import type { TenantProfile } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { tenantProfiles } from '../db/schema.ts';
import { tenantProfileColumns } from '../queries/profiles.ts';

/** The fields a shopper may change; id, phone (the login) and blocked are not among them. */
export type ProfileChanges = Partial<Omit<TenantProfile, 'id' | 'phone' | 'blocked'>>;

/**
 * Gives the user's profile the e-mail the identity provider shares, only where the profile has none (one tap,
 * issue 30 §5): an e-mail the shopper entered is never replaced.
 */
export async function fillEmptyEmail(tx: Db, userId: number, email: string | null): Promise<void> {
  if (email === null) {
    return;
  }
  await tx.update(tenantProfiles).set({ email }).where(and(eq(tenantProfiles.userId, userId), isNull(tenantProfiles.email)));
}

/** Stores the changes and answers the profile as stored, or null when there is no profile with this id. */
export async function updateProfile(db: Db, id: number, changes: ProfileChanges): Promise<TenantProfile | null> {
  const [updated] = await db.update(tenantProfiles).set(changes).where(eq(tenantProfiles.id, id)).returning(tenantProfileColumns);
  return updated ?? null;
}
