/** Writing a tenant profile: the route has checked the changes, this stores them. */
import { and, eq, isNull } from 'drizzle-orm';
import type { TenantProfile } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { tenantProfiles } from '../db/schema.ts';
import { readProfileForUpdate, tenantProfileColumns } from '../queries/profiles.ts';

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
  await tx
    .update(tenantProfiles)
    .set({ email })
    .where(and(eq(tenantProfiles.userId, userId), isNull(tenantProfiles.email)));
}

/** Stores the changes and answers the profile as stored, or null when there is no profile with this id. */
async function updateProfile(db: Db, id: number, changes: ProfileChanges): Promise<TenantProfile | null> {
  const [updated] = await db
    .update(tenantProfiles)
    .set(changes)
    .where(eq(tenantProfiles.id, id))
    .returning(tenantProfileColumns);
  return updated ?? null;
}

/**
 * An edit in one transaction on the locked row (issue 30 §5, two writers): `decide` checks the stored profile
 * (failing as the route answers) and gives the changes, which are stored. Answers the profile as stored, or null
 * when there is no profile with this id.
 */
export async function editProfile(
  db: Db,
  id: number,
  decide: (tx: Db, stored: TenantProfile) => Promise<ProfileChanges>,
): Promise<TenantProfile | null> {
  return db.transaction(async (tx) => {
    const stored = await readProfileForUpdate(tx, id);
    if (stored === null) {
      return null;
    }
    const changes = await decide(tx, stored);
    return Object.keys(changes).length === 0 ? stored : updateProfile(tx, id, changes);
  });
}
