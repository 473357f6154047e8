/** Client-side search and the category filter of the showcases (portal §4 «Category filter», §5). */
import type { Category } from '../../model/index.ts';

/** Category id that means «all» (labelled 'Все' in the catalogue). */
export const ALL_CATEGORY_ID = 0;

/** The synthetic «all» entry of §3: id 0 with an empty name; the UI labels it 'Все'. */
export const ALL_CATEGORY: Category = { id: ALL_CATEGORY_ID, name: '', iconFileId: null };

/** Text as the search compares it: lower case in the Russian locale (core/domain/showcase/search.ts folds once per item). */
export function foldForSearch(text: string): string {
  // The Russian locale keeps Cyrillic case pairs (Ё/ё, І/і) right whatever the host's default locale is.
  return text.toLocaleLowerCase('ru');
}

const fold = foldForSearch;

/**
 * Case-insensitive substring match (§5). The query is trimmed at the start only, so a trailing space
 * still narrows the match; an empty query matches everything, including a missing text.
 */
export function matchesSearch(text: string | null | undefined, query: string): boolean {
  const needle = fold(query.trimStart());
  if (needle === '') {
    return true;
  }
  if (text === null || text === undefined) {
    return false;
  }
  return fold(text).includes(needle);
}

/** Brands and online or offline cards whose name matches the search box. */
export function searchByName<T extends { name: string | null }>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesSearch(item.name, query));
}

/** News items whose title matches the search box. */
export function searchNewsByTitle<T extends { title: string | null }>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesSearch(item.title, query));
}

/**
 * Items of the active category; ALL_CATEGORY_ID (0) keeps every item (§4).
 * `categoryOf` gives an item's category, or all of them for items that belong to several (brands).
 */
export function filterByCategory<T>(
  items: readonly T[],
  categoryId: number,
  categoryOf: (item: T) => number | readonly number[] | null,
): T[] {
  if (categoryId === ALL_CATEGORY_ID) {
    return items.slice();
  }
  return items.filter((item) => {
    const category = categoryOf(item);
    if (category === null) {
      return false;
    }
    return typeof category === 'number' ? category === categoryId : category.includes(categoryId);
  });
}

/** The catalogue list: the «all» entry first, then the categories (an «all» entry they carry is not repeated). */
export function withAllCategory(categories: readonly Category[]): Category[] {
  return [ALL_CATEGORY, ...categories.filter((category) => category.id !== ALL_CATEGORY_ID)];
}
