/**
 * The first page of the offline showcase (§4–§5): what a page shows before the shopper asks for more,
 * so a page can be sent with a few dozen outlets instead of a city's thousands.
 */
import type { SalesUnitRecord } from '../../model/index.ts';
import { toOfflineCard, visibleOfflineCards, type OfflineCard } from './offlineCard.ts';
import type { CardOptions } from './onlineCard.ts';
import { narrowShowcase, type ShowcaseFilter } from './showcases.ts';
import { cashbackFromStored } from '../cashback.ts';
import { sortOfflineCards, sortOfflineShowcase } from './sorting.ts';

/** How many cards a showcase shows at first, and adds per 'Показать ещё': thousands of cards stay smooth. */
export const SHOWCASE_PAGE_SIZE = 48;

/** The first `size` outlets of a narrowed showcase, and how many it lists in all. */
export interface ShowcasePage<T> {
  /** In showcase order (offlineCards), narrowed by the filter (narrowShowcase). */
  records: T[];
  /** How many the narrowed showcase lists, the first page included. */
  total: number;
}

/**
 * The records of the outlets the offline showcase lists first for `filter`: the same outlets, in the
 * same order, as the first `size` cards of offlineCards → narrowShowcase over the whole list (then those open now,
 * when the filter names them; then the filter's
 * order, core sortOfflineShowcase: 'cashback' by the figure a card prints, 'distance' the nearest to the filter's
 * origin first, §5's order without one). Worked out on the records themselves
 * (a card keeps the record's name, category, position and stored cashback), so a page of a city with thousands
 * of outlets does not build a card for each of them.
 */
export function firstOfflinePage(
  records: readonly SalesUnitRecord[],
  filter: ShowcaseFilter,
  size: number,
): ShowcasePage<SalesUnitRecord> {
  const open = filter.openOutletIds;
  const shown = narrowShowcase(sortOfflineCards(visibleOfflineCards(records)), filter);
  const narrowed = open === undefined ? shown : shown.filter((record) => open.has(record.id));
  const sort = filter.sort ?? 'default';
  const listed =
    sort === 'default'
      ? narrowed
      : sortOfflineShowcase(
          narrowed.map((record) => ({
            record,
            position: record.position,
            coordinatesLatitude: record.coordinatesLatitude,
            coordinatesLongitude: record.coordinatesLongitude,
            cashback: cashbackFromStored('offline', record.maximumCashback),
          })),
          sort,
          filter.origin ?? null,
        ).map((entry) => entry.record);
  return { records: listed.slice(0, Math.max(0, size)), total: listed.length };
}

/**
 * The cards of a page read by firstOfflinePage, in the page's order: its records are listed outlets already, in the
 * chosen order, which sorting them again by §5's position would undo (by cashback, by distance).
 */
export function offlinePageCards(page: ShowcasePage<SalesUnitRecord>, opts: CardOptions): OfflineCard[] {
  return page.records.map((record) => toOfflineCard(record, opts));
}
