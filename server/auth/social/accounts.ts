/** Shoppers and their provider accounts: lookups, links and the creation of a shopper from the provider. */
import { and, eq } from 'drizzle-orm';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { Role, type Gender, type ReferralKey } from '../../../core/model/index.ts';
import type { Db } from '../../db/database.ts';
import { socialAccounts, tenantProfiles, userReferrals, users } from '../../db/schema.ts';
import type { UserRow } from '../authUser.ts';

/** The provider name stored with every link. */
export const VKID = 'vkid';

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
  referral: ReferralEntry | null;
}

/** The shopper a provider account is linked to, or null. */
export async function findLinkedUser(db: Db, providerUserId: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, VKID), eq(socialAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Links the provider account to the shopper. A parallel sign-in of the same account may have linked it a moment
 * ago: the link stays with whoever won, and the caller gets that shopper's id.
 */
export async function linkAccount(tx: Db, providerUserId: string, userId: number, nowMs: number): Promise<number> {
  await tx
    .insert(socialAccounts)
    .values({ provider: VKID, providerUserId, userId, createdAt: new Date(nowMs) })
    .onConflictDoNothing({ target: [socialAccounts.provider, socialAccounts.providerUserId] });
  const [link] = await tx
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, VKID), eq(socialAccounts.providerUserId, providerUserId)))
    .limit(1);
  return link!.userId;
}

/** Records the referral a shopper registered with (one per shopper; the first stays). */
export async function recordReferral(tx: Db, userId: number, referral: ReferralEntry | null, nowMs: number): Promise<void> {
  if (referral === null) {
    return;
  }
  await tx
    .insert(userReferrals)
    .values({ userId, key: referral.key, referrerId: referral.id, createdAt: new Date(nowMs) })
    .onConflictDoNothing({ target: userReferrals.userId });
}

/**
 * Inside `tx`: the user (role Tenant), the tenant profile and the referral, as registration by SMS creates
 * them. Null when the phone was taken meanwhile (the caller answers USER_ALREADY_EXISTS and rolls back).
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
      phone: shopper.phone,
      countryCodeId: COUNTRY_CODE_ID,
      createdAt: new Date(nowMs),
    })
    .returning({ id: tenantProfiles.id });
  const [user] = await tx.update(users).set({ tenantProfileId: profile!.id }).where(eq(users.id, created.id)).returning();
  await recordReferral(tx, created.id, shopper.referral, nowMs);
  return user!;
}
