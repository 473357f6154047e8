import type { OnlineShopRecord, SalesUnitRecord } from '../../../core/model/index.ts';
import { settle, type Settled } from '../../app/settled.ts';
import { type Context, cityScope } from './common.ts';

export interface FavouritesData {
  outlets: Settled<SalesUnitRecord[]>;
  shops: Settled<OnlineShopRecord[]>;
}

/** /favourites: the city's public lists, which the page narrows to the shopper's favourites. */
export async function favouritesLoader(options: Context): Promise<FavouritesData | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const { api } = options.context.services;
  const [outlets, shops] = await Promise.all([
    settle(api.salesUnitsPublicList(scope)),
    settle(api.onlineShopsPublicList(scope)),
  ]);
  return { outlets, shops };
}
