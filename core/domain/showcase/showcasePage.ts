/**
 * The first page of the offline showcase (§4–§5): what a page shows before the shopper asks for more,
 * so a page can be sent with a few dozen outlets instead of a city's thousands.
 */
import type { SalesUnitRecord } from '../../model/index.ts';
import { narrowShowcase, offlineCards, type ShowcaseFilter } from './showcases.ts';

/** How many cards a showcase shows at first, and adds per 'Показать ещё': thousands of cards stay smooth. */
export const SHOWCASE_PAGE_SIZE = 48;

/** The first `size` outlets of a narrowed showcase, and how many it lists in all. */
export interface ShowcasePage<T> {
  /** In showcase order (offlineCards), narrowed by the filter (narrowShowcase). */
  records: T[];
  /** How many the narrowed showcase lists, the first page included. */
  total: number;
}

/** Cards built only to learn the order carry no shopper's marks and no picture base. */
const ORDER_ONLY = { baseApi: '', favourites: new Set<number>() };

/**
 * The records of the outlets the offline showcase lists first for `filter`: the same outlets, in the
 * same order, as the first `size` cards of offlineCards → narrowShowcase over the whole list.
 */
export function firstOfflinePage(records: readonly SalesUnitRecord[], filter: ShowcaseFilter, size: number): ShowcasePage<SalesUnitRecord> {
  const listed = narrowShowcase(offlineCards(records, ORDER_ONLY), filter);
  const byId = new Map(records.map((record) => [record.id, record]));
  return {
    records: listed.slice(0, Math.max(0, size)).flatMap((card) => byId.get(card.id) ?? []),
    total: listed.length,
  };
}
