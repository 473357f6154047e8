/**
 * The showcase lists of portal §4–§5 from the public lists: which records are listed, built into
 * cards, in which order, and how the active category and the search text narrow them.
 */
import type { SalesUnitRecord } from '../../model/index.ts';
import { filterByCategory, searchByName } from './filter.ts';
import { toOfflineCard, visibleOfflineCards, type OfflineCard } from './offlineCard.ts';
import type { CardOptions } from './onlineCard.ts';
/** Kept here too for the lists that read every showcase rule from this file. */
export { onlineCards } from './onlineCard.ts';
import type { DistanceOrigin } from '../geo/distance.ts';
import { sortOfflineCards, type ShowcaseSort } from './sorting.ts';

/**
 * What narrows a showcase: the active category (ALL_CATEGORY_ID = all) and the search box text; and, for a list
 * read in pages, its order (`?sort`, absent = §5's), since the order decides which cards the first pages hold.
 */
export interface ShowcaseFilter {
  category: number;
  query: string;
  sort?: ShowcaseSort;
  /**
   * «Открыто сейчас»: only these outlets (core openOutletIds of the city's hours at the moment of the read). Given to
   * a read in the same process only, never kept in a page's data (a set is not JSON).
   */
  openOutletIds?: ReadonlySet<number>;
  /**
   * Where 'distance' measures from (core chooseOrigin): the city centre on the server, the shopper's position in the
   * tab that has it. Without it 'distance' is §5's order. A shopper's position is given only to a read in the
   * browser, which works the page out of the whole list there (core outletListReads): it never leaves the tab.
   */
  origin?: DistanceOrigin;
}

/** The listed outlets (§4 visibility) as cards, by position ascending with unpositioned ones last (§5). */
export function offlineCards(records: readonly SalesUnitRecord[], opts: CardOptions): OfflineCard[] {
  return sortOfflineCards(visibleOfflineCards(records).map((record) => toOfflineCard(record, opts)));
}

/** The public outlets of one brand, as the brand screen lists them. */
export function outletsOfBrand(records: readonly SalesUnitRecord[], brandId: number): SalesUnitRecord[] {
  return records.filter((record) => record.brandId === brandId);
}

/** The cards of the active category whose name matches the search text (§2 «Catalog dropdown», §5), order kept. */
export function narrowShowcase<T extends { name: string; categoryId: number | null }>(
  cards: readonly T[],
  filter: ShowcaseFilter,
): T[] {
  return searchByName(
    filterByCategory(cards, filter.category, (card) => card.categoryId),
    filter.query,
  );
}

/** The cards the shopper keeps as favourites, order kept. */
export function favouriteCards<T extends { isFavorite: boolean }>(cards: readonly T[]): T[] {
  return cards.filter((card) => card.isFavorite);
}
