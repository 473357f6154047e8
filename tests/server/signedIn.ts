import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { signAccessToken } from '../../server/auth/accessToken.ts';
import { cities, offlineCategories, onlineShops, salesUnits, tenantProfiles, users } from '../../server/db/schema.ts';
import type { ServerDeps } from '../../server/deps.ts';

/** A random phone in the 7999… range, so files can share a real database without clashing. */
export function randomPhone(): string {
  return `7999${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export interface SignedInUser {
  userId: number;
  tenantProfileId: number;
  phone: string;
  accessToken: string;
  /** `{ Authorization: 'Bearer …' }` */
  auth: Record<string, string>;
}

/**
 * A user with a tenant profile, inserted directly (the sign-in routes are not needed), and an
 * access token signed for it at the deps clock's time.
 */
export async function createSignedInUser(
  deps: ServerDeps,
  profile: { cityCodeId?: number | null } = {},
): Promise<SignedInUser> {
  const phone = randomPhone();
  const [user] = await deps.db
    .insert(users)
    .values({ phone, roles: [2] })
    .returning({ id: users.id });
  const [row] = await deps.db
    .insert(tenantProfiles)
    .values({
      userId: user!.id,
      phone,
      firstName: 'Анна',
      gender: 'женский',
      birthday: 631152000,
      cityCodeId: profile.cityCodeId ?? null,
    })
    .returning({ id: tenantProfiles.id });
  await deps.db.update(users).set({ tenantProfileId: row!.id }).where(eq(users.id, user!.id));
  const accessToken = await signAccessToken(
    deps.config.security,
    { userId: user!.id, tenantProfileId: row!.id, sessionId: randomUUID() },
    deps.clock.now(),
  );
  return {
    userId: user!.id,
    tenantProfileId: row!.id,
    phone,
    accessToken,
    auth: { Authorization: `Bearer ${accessToken}` },
  };
}

/** The user signed in again at the deps clock's current time (after a test moved the clock past the token's life). */
export async function signedInNow(deps: ServerDeps, user: SignedInUser): Promise<SignedInUser> {
  const accessToken = await signAccessToken(
    deps.config.security,
    { userId: user.userId, tenantProfileId: user.tenantProfileId, sessionId: randomUUID() },
    deps.clock.now(),
  );
  return { ...user, accessToken, auth: { Authorization: `Bearer ${accessToken}` } };
}

/** A city with a unique name; inactive when asked. */
export async function createCity(deps: ServerDeps, active = true): Promise<number> {
  const [row] = await deps.db
    .insert(cities)
    .values({ name: `Тестовск-${randomUUID()}`, active, latitude: 55.75, longitude: 37.62 })
    .returning({ id: cities.id });
  return row!.id;
}

export async function createOfflineCategory(deps: ServerDeps): Promise<number> {
  const [row] = await deps.db
    .insert(offlineCategories)
    .values({ name: `Категория-${randomUUID()}` })
    .returning({ id: offlineCategories.id });
  return row!.id;
}

export async function createOnlineShop(deps: ServerDeps): Promise<number> {
  const [row] = await deps.db
    .insert(onlineShops)
    .values({ name: `Магазин-${randomUUID()}` })
    .returning({ id: onlineShops.shopId });
  return row!.id;
}

export async function createSalesUnit(deps: ServerDeps): Promise<number> {
  const [row] = await deps.db
    .insert(salesUnits)
    .values({ name: `Точка-${randomUUID()}` })
    .returning({ id: salesUnits.id });
  return row!.id;
}
