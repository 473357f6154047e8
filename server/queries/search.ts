import { and, asc, eq, sql } from 'drizzle-orm';
import type { Brand, CityScope, NewsItem, OnlineShopRecord } from '../../core/model/index.ts';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { websiteNewsWindow } from '../../core/domain/showcase/news.ts';
import type { SearchableOutlet } from '../../core/domain/showcase/search.ts';
import type { Db } from '../db/database.ts';
import { salesUnits } from '../db/schema.ts';
import { offlinePartners } from './brands.ts';
import { listableOutlet } from './listable.ts';
import { activeNews } from './news.ts';
import { publicOnlineShops } from './onlineShops.ts';

/**
 * What the header search looks through in a city: its partner brands and the online shops it can use as the lists
 * give them, and of its outlets only what the search reads (id, name, keywords, position): a 10 000-outlet city is
 * read in a fraction of the whole list's time, and the few outlets found are read whole afterwards
 * (`publicSalesUnitsByIds`).
 */
export interface ShowcaseSearchSources {
  brands: Brand[];
  outlets: SearchableOutlet[];
  shops: OnlineShopRecord[];
}

/** The listable outlets of a city as the search reads them, in the public list's order. */
function searchableOutlets(db: Db, scope: CityScope): Promise<SearchableOutlet[]> {
  return db
    .select({ id: salesUnits.id, name: salesUnits.name, keywords: salesUnits.keywords, position: salesUnits.position })
    .from(salesUnits)
    .where(
      and(
        eq(salesUnits.cityCodeId, scope.cityCodeId),
        eq(salesUnits.countryCodeId, scope.countryCodeId),
        listableOutlet(),
      ),
    )
    .orderBy(sql`${salesUnits.position} asc nulls last`, asc(salesUnits.id));
}

/** The city's partner brands (every category), its listable outlets and the online shops it can use (issue 21). */
export async function showcaseSearchSources(db: Db, scope: CityScope): Promise<ShowcaseSearchSources> {
  const [brands, outlets, shops] = await Promise.all([
    offlinePartners(db, scope.cityCodeId, ALL_CATEGORY_ID),
    searchableOutlets(db, scope),
    publicOnlineShops(db, scope.countryCodeId, scope.cityCodeId),
  ]);
  return { brands, outlets, shops };
}

/** The news the news list shows in the city at `now` (website news of the spec's window), for the news pages' search. */
export function newsSearchSource(db: Db, scope: CityScope, now: number): Promise<NewsItem[]> {
  return activeNews(db, { ...scope, ...websiteNewsWindow(now) }, now);
}
