/**
 * Signed-in shoppers for the load benchmarks: each a user with a tenant profile in `cityId` and a session of its
 * own, made straight in the database (no SMS round), so the load measures the calls, not the sign-in.
 */
import { eq } from 'drizzle-orm';
import { startSession } from '../../server/auth/sessions.ts';
import { tenantProfiles, users } from '../../server/db/schema.ts';
import type { ServerDeps } from '../../server/deps.ts';

export interface BenchShopper {
  profileId: number;
  accessToken: string;
}

/** `count` new shoppers; `phonePrefix` (four digits after 7) keeps their phones apart from every other run's. */
export async function signedInShoppers(
  deps: ServerDeps,
  cityId: number,
  count: number,
  phonePrefix: string,
): Promise<BenchShopper[]> {
  const shoppers: BenchShopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const phone = `${phonePrefix}${String(index).padStart(11 - phonePrefix.length, '0')}`;
    const [user] = await deps.db
      .insert(users)
      .values({ phone, roles: [2] })
      .returning({ id: users.id });
    const [profile] = await deps.db
      .insert(tenantProfiles)
      .values({
        userId: user!.id,
        phone,
        firstName: `Нагрузка${index}`,
        gender: 'женский',
        birthday: 631152000,
        cityCodeId: cityId,
      })
      .returning({ id: tenantProfiles.id });
    await deps.db.update(users).set({ tenantProfileId: profile!.id }).where(eq(users.id, user!.id));
    const tokens = await startSession(deps, { id: user!.id, tenantProfileId: profile!.id }, 'bench-load');
    shoppers.push({ profileId: profile!.id, accessToken: tokens.accessToken });
  }
  return shoppers;
}
