/** A shopper's two favourites lists (portal §7), oldest first. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { favouriteOnlineShops, favouriteSalesUnits } from '../db/schema.ts';

/** The ids a favourites table keeps for the profile, oldest first (ties by id, so the order is stable). */
async function favouriteIds(
  db: Db,
  list:
    | { table: typeof favouriteOnlineShops; id: typeof favouriteOnlineShops.onlineShopId }
    | { table: typeof favouriteSalesUnits; id: typeof favouriteSalesUnits.salesUnitId },
  profileId: number,
): Promise<number[]> {
  const { table, id } = list;
  const rows = await db
    .select({ id })
    .from(table)
    .where(eq(table.tenantProfileId, profileId))
    .orderBy(asc(table.createdAt), asc(id));
  return rows.map((row) => row.id);
}

/** The ids of the profile's favourite online shops, oldest first. */
export function favouriteOnlineShopIds(db: Db, profileId: number): Promise<number[]> {
  return favouriteIds(db, { table: favouriteOnlineShops, id: favouriteOnlineShops.onlineShopId }, profileId);
}

/** The ids of the profile's favourite outlets, oldest first. */
export function favouriteSalesUnitIds(db: Db, profileId: number): Promise<number[]> {
  return favouriteIds(db, { table: favouriteSalesUnits, id: favouriteSalesUnits.salesUnitId }, profileId);
}
