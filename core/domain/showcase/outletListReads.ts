/**
 * The reads a page makes of a city's outlet list instead of the whole list (so a page carries only what it shows),
 * worked out from the whole list by the core's rules: the API has no calls of their own. The route loaders take
 * them from here over the page reads' salesUnitsPublicList (ui/routes/loaders/), so the two reads have one definition
 * and no API adapter computes them.
 */
import type { SalesUnitRecord } from '../../model/index.ts';
import type { CityScope } from '../../ports/index.ts';
import { firstOfflinePage, type ShowcasePage } from './showcasePage.ts';
import { outletsOfBrand, type ShowcaseFilter } from './showcases.ts';

export interface OutletListReads {
  /**
   * The first `size` outlets the city's offline showcase lists for `filter`, and how many it lists in all: exactly
   * core firstOfflinePage over the city's whole list.
   */
  salesUnitsPublicPage(
    request: CityScope & { filter: ShowcaseFilter; size: number },
  ): Promise<ShowcasePage<SalesUnitRecord>>;
  /** The public outlets of one brand in the city, as a brand page lists them: exactly core outletsOfBrand over the city's whole list. */
  brandOutletsPublicList(request: CityScope & { brandId: number }): Promise<SalesUnitRecord[]>;
}

/** salesUnitsPublicPage and brandOutletsPublicList over `wholeList` (the adapter's salesUnitsPublicList). */
export function outletListReads(wholeList: (scope: CityScope) => Promise<SalesUnitRecord[]>): OutletListReads {
  return {
    salesUnitsPublicPage: async ({ filter, size, ...scope }) => firstOfflinePage(await wholeList(scope), filter, size),
    brandOutletsPublicList: async ({ brandId, ...scope }) => outletsOfBrand(await wholeList(scope), brandId),
  };
}
