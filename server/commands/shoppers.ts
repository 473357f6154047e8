/** Creating a shopper (registration by SMS, social sign-in): the user, the tenant profile and the referral, together. */
import { eq } from 'drizzle-orm';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { Role, type Gender, type ReferralKey } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { tenantProfiles, userReferrals, users } from '../db/schema.ts';
import type { UserRow } from '../queries/users.ts';

/** The referral a registration carries (suid, tid or did and the id). */
export interface ReferralEntry {
  key: ReferralKey;
  id: string;
}

/** What a new shopper is created with. */
export interface NewShopper {
  phone: string;
  firstName: string;
  lastName: string | null;
  gender: Gender;
  /** Unix seconds. */
  birthday: number;
  cityCodeId?: number | null;
  /** The e-mail the identity provider shares (social sign-up). */
  email?: string | null;
  referral: ReferralEntry | null;
}

/** Records the referral a shopper registered with (one per shopper; the first stays). */
async function recordReferral(tx: Db, userId: number, referral: ReferralEntry | null, nowMs: number): Promise<void> {
  if (referral === null) {
    return;
  }
  await tx
    .insert(userReferrals)
    .values({ userId, key: referral.key, referrerId: referral.id, createdAt: new Date(nowMs) })
    .onConflictDoNothing({ target: userReferrals.userId });
}

/**
 * Inside `tx`: the user (role Tenant), the tenant profile and the referral. Null when the phone was taken
 * meanwhile (the caller answers USER_ALREADY_EXISTS and rolls back).
 */
export async function createShopper(tx: Db, shopper: NewShopper, nowMs: number): Promise<UserRow | null> {
  const [created] = await tx
    .insert(users)
    .values({ phone: shopper.phone, roles: [Role.Tenant], createdAt: new Date(nowMs) })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (created === undefined) {
    return null;
  }
  const [profile] = await tx
    .insert(tenantProfiles)
    .values({
      userId: created.id,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      gender: shopper.gender,
      birthday: shopper.birthday,
      cityCodeId: shopper.cityCodeId ?? null,
      email: shopper.email ?? null,
      phone: shopper.phone,
      countryCodeId: COUNTRY_CODE_ID,
      createdAt: new Date(nowMs),
    })
    .returning({ id: tenantProfiles.id });
  const [user] = await tx
    .update(users)
    .set({ tenantProfileId: profile!.id })
    .where(eq(users.id, created.id))
    .returning();
  await recordReferral(tx, created.id, shopper.referral, nowMs);
  return user!;
}
