/**
 * The outlets as the map pins them (issue 23): only what a pin, its card and the list under the map show, and what
 * the list's category and search narrow by. A city's map is sent these rather than the whole public list, about a
 * sixth of its size (340 KB of JSON against 2.2 MB for 2 000 outlets), so a phone reads it in far shorter tasks.
 */
import type { SalesUnitRecord } from '../../model/index.ts';
import { cashbackFromStored, type CashbackFigures } from '../cashback.ts';
import { visibleOfflineCards } from './offlineCard.ts';
import { sortOfflineCards } from './sorting.ts';

/** One listed outlet on the map, as `GET /api/sales-units/map-list` sends it. */
export type MapOutlet = Pick<
  SalesUnitRecord,
  'id' | 'name' | 'address' | 'categoryId' | 'coordinatesLatitude' | 'coordinatesLongitude' | 'maximumCashback'
>;

/** A pinned outlet: the map outlet with the figures its cashback chip prints (the cards' own rule). */
export interface MapCard extends MapOutlet {
  cashback: CashbackFigures;
}

/**
 * The outlets a city's map pins, from its public records: the ones the offline showcase lists (§4 visibility) in
 * its order (§5), each with only the map's fields. The server answers the map list with exactly this.
 */
export function mapOutlets(records: readonly SalesUnitRecord[]): MapOutlet[] {
  return sortOfflineCards(visibleOfflineCards(records)).map(mapOutletOf);
}

/** The map's fields of one outlet record. */
function mapOutletOf(record: SalesUnitRecord): MapOutlet {
  return {
    id: record.id,
    name: record.name,
    address: record.address,
    categoryId: record.categoryId,
    coordinatesLatitude: record.coordinatesLatitude,
    coordinatesLongitude: record.coordinatesLongitude,
    maximumCashback: record.maximumCashback,
  };
}

/** The cards of the map's outlets, order kept; the cashback is the offline cards' reading of the stored figure. */
export function mapCards(outlets: readonly MapOutlet[]): MapCard[] {
  return outlets.map((outlet) => ({ ...outlet, cashback: cashbackFromStored('offline', outlet.maximumCashback) }));
}
