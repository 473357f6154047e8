/**
 * The public reads a page makes of a city's outlet list instead of the whole list (so a page carries only
 * what it shows), worked out from the whole list by the core's rules: the API has no calls of their own.
 * Every ApiPort adapter takes them from here, so the two reads have one definition.
 */
import type { SalesUnitRecord } from '../../model/index.ts';
import type { ApiPort, CityScope } from '../../ports/index.ts';
import { firstOfflinePage } from './showcasePage.ts';
import { outletsOfBrand } from './showcases.ts';

export type OutletListReads = Pick<ApiPort, 'salesUnitsPublicPage' | 'brandOutletsPublicList'>;

/** salesUnitsPublicPage and brandOutletsPublicList over `wholeList` (the adapter's salesUnitsPublicList). */
export function outletListReads(wholeList: (scope: CityScope) => Promise<SalesUnitRecord[]>): OutletListReads {
  return {
    salesUnitsPublicPage: async ({ filter, size, ...scope }) => firstOfflinePage(await wholeList(scope), filter, size),
    brandOutletsPublicList: async ({ brandId, ...scope }) => outletsOfBrand(await wholeList(scope), brandId),
  };
}
