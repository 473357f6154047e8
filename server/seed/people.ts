import { eq } from 'drizzle-orm';
import { Role } from '../../core/model/index.ts';
import { hashPassword } from '../auth/password.ts';
import { employeeProfiles, favouriteOnlineShops, favouriteSalesUnits, tenantProfiles, users } from '../db/schema.ts';
import type { Tx } from './context.ts';

/** The demo shopper: a tenant who is also an employee of two outlets. */
export const DEMO_SHOPPER = { phone: '79990000001', password: 'demo-password-1' } as const;
/** A blocked shopper with the same password, for the USER_BLOCKED paths. */
export const BLOCKED_SHOPPER = { phone: '79990000002', password: 'demo-password-1' } as const;

interface PeopleInput {
  cityId: number;
  /** Outlets of the demo city: the first two employ the demo shopper, three are favourites. */
  salesUnitIds: readonly number[];
  shopIds: readonly number[];
}

/** Creates a user with a tenant profile; returns the ids. */
async function createShopper(
  tx: Tx,
  user: { phone: string; passwordHash: string; blocked: boolean; roles: number[] },
  profile: { firstName: string; lastName: string; gender: 'мужской' | 'женский'; birthday: number; cityCodeId: number },
): Promise<{ userId: number; tenantProfileId: number }> {
  const [created] = await tx.insert(users).values(user).returning({ id: users.id });
  const userId = created!.id;
  const [tenant] = await tx
    .insert(tenantProfiles)
    .values({ userId, phone: user.phone, blocked: user.blocked, pushTypeIds: [1], ...profile })
    .returning({ id: tenantProfiles.id });
  const tenantProfileId = tenant!.id;
  await tx.update(users).set({ tenantProfileId }).where(eq(users.id, userId));
  return { userId, tenantProfileId };
}

/** The demo shopper (tenant + employee, with favourites) and a blocked shopper. */
export async function seedPeople(tx: Tx, input: PeopleInput): Promise<void> {
  const passwordHash = await hashPassword(DEMO_SHOPPER.password);
  const employeeSalesUnitIds = input.salesUnitIds.slice(0, 2);
  const demo = await createShopper(
    tx,
    { phone: DEMO_SHOPPER.phone, passwordHash, blocked: false, roles: [Role.Tenant, Role.Employee] },
    {
      firstName: 'Анна',
      lastName: 'Демидова',
      gender: 'женский',
      birthday: Date.UTC(1992, 4, 14) / 1000,
      cityCodeId: input.cityId,
    },
  );
  await tx
    .update(tenantProfiles)
    .set({ nickname: 'anna_demo', email: 'anna.demo@example.com', telegram: '@anna_demo', jobTitle: 'Бариста' })
    .where(eq(tenantProfiles.id, demo.tenantProfileId));
  const [employee] = await tx
    .insert(employeeProfiles)
    .values({ userId: demo.userId, jobTitle: 'Бариста' })
    .returning({ id: employeeProfiles.id });
  await tx
    .update(users)
    .set({ employeeProfileId: employee!.id, employeeSalesUnitIds })
    .where(eq(users.id, demo.userId));
  await tx
    .insert(favouriteSalesUnits)
    .values(
      input.salesUnitIds.slice(2, 5).map((salesUnitId) => ({ tenantProfileId: demo.tenantProfileId, salesUnitId })),
    );
  await tx
    .insert(favouriteOnlineShops)
    .values(input.shopIds.slice(0, 2).map((onlineShopId) => ({ tenantProfileId: demo.tenantProfileId, onlineShopId })));

  await createShopper(
    tx,
    {
      phone: BLOCKED_SHOPPER.phone,
      passwordHash: await hashPassword(BLOCKED_SHOPPER.password),
      blocked: true,
      roles: [Role.Tenant],
    },
    {
      firstName: 'Борис',
      lastName: 'Блокин',
      gender: 'мужской',
      birthday: Date.UTC(1985, 10, 2) / 1000,
      cityCodeId: input.cityId,
    },
  );
}
