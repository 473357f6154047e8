/** Adding and removing favourites: both idempotent, so a repeated tap or a retried request changes nothing. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { favouriteOnlineShops, favouriteSalesUnits } from '../db/schema.ts';

/** Makes the online shop one of the profile's favourites; already one is no change. */
export async function addFavouriteOnlineShop(db: Db, profileId: number, onlineShopId: number): Promise<void> {
  await db.insert(favouriteOnlineShops).values({ tenantProfileId: profileId, onlineShopId }).onConflictDoNothing();
}

/** Takes the online shop off the profile's favourites; not one is no change. */
export async function removeFavouriteOnlineShop(db: Db, profileId: number, onlineShopId: number): Promise<void> {
  await db
    .delete(favouriteOnlineShops)
    .where(
      and(eq(favouriteOnlineShops.tenantProfileId, profileId), eq(favouriteOnlineShops.onlineShopId, onlineShopId)),
    );
}

/** Makes the outlet one of the profile's favourites; already one is no change. */
export async function addFavouriteSalesUnit(db: Db, profileId: number, salesUnitId: number): Promise<void> {
  await db.insert(favouriteSalesUnits).values({ tenantProfileId: profileId, salesUnitId }).onConflictDoNothing();
}

/** Takes the outlet off the profile's favourites; not one is no change. */
export async function removeFavouriteSalesUnit(db: Db, profileId: number, salesUnitId: number): Promise<void> {
  await db
    .delete(favouriteSalesUnits)
    .where(and(eq(favouriteSalesUnits.tenantProfileId, profileId), eq(favouriteSalesUnits.salesUnitId, salesUnitId)));
}
