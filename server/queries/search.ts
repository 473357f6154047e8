import type { Brand, CityScope, NewsItem, OnlineShopRecord, SalesUnitRecord } from '../../core/model/index.ts';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { websiteNewsWindow } from '../../core/domain/showcase/news.ts';
import type { Db } from '../db/database.ts';
import { offlinePartners } from './brands.ts';
import { activeNews } from './news.ts';
import { publicOnlineShops } from './onlineShops.ts';
import { publicSalesUnits } from './salesUnits.ts';

/** What the header search looks through in a city: exactly the public lists its pages show. */
export interface ShowcaseSearchSources {
  brands: Brand[];
  outlets: SalesUnitRecord[];
  shops: OnlineShopRecord[];
}

/** The city's partner brands (every category), its listable outlets and the online shops it can use (issue 21). */
export async function showcaseSearchSources(db: Db, scope: CityScope): Promise<ShowcaseSearchSources> {
  const [brands, outlets, shops] = await Promise.all([
    offlinePartners(db, scope.cityCodeId, ALL_CATEGORY_ID),
    publicSalesUnits(db, scope),
    publicOnlineShops(db, scope.countryCodeId, scope.cityCodeId),
  ]);
  return { brands, outlets, shops };
}

/** The news the news list shows in the city at `now` (website news of the spec's window), for the news pages' search. */
export function newsSearchSource(db: Db, scope: CityScope, now: number): Promise<NewsItem[]> {
  return activeNews(db, { ...scope, ...websiteNewsWindow(now) }, now);
}
