/** A shopper's two favourites lists (portal §7), oldest first. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { favouriteOnlineShops, favouriteSalesUnits } from '../db/schema.ts';

/** The ids of the profile's favourite online shops, oldest first (ties by id, so the order is stable). */
export async function favouriteOnlineShopIds(db: Db, profileId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteOnlineShops.onlineShopId })
    .from(favouriteOnlineShops)
    .where(eq(favouriteOnlineShops.tenantProfileId, profileId))
    .orderBy(asc(favouriteOnlineShops.createdAt), asc(favouriteOnlineShops.onlineShopId));
  return rows.map((row) => row.id);
}

/** The ids of the profile's favourite outlets, oldest first (ties by id, so the order is stable). */
export async function favouriteSalesUnitIds(db: Db, profileId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteSalesUnits.salesUnitId })
    .from(favouriteSalesUnits)
    .where(eq(favouriteSalesUnits.tenantProfileId, profileId))
    .orderBy(asc(favouriteSalesUnits.createdAt), asc(favouriteSalesUnits.salesUnitId));
  return rows.map((row) => row.id);
}
