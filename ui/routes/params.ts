import { notFound } from '@tanstack/react-router';
import { parseId } from '../../core/domain/ids.ts';
import type { ShowcaseSearch } from '../../core/domain/pageParams.ts';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';

/** A path id such as the 12 of /brands/12, else null: the core's one id rule (core/domain/ids.ts). */
export { parseId };

/** `beforeLoad` guard of the detail routes: an id that cannot exist is the 404 page, not a failed request. */
export function requireId(raw: string): void {
  if (parseId(raw) === null) {
    throw notFound();
  }
}

/**
 * A search middleware of a paged list: a navigation that changes the category, the search text, «Открыто сейчас» or the order starts again
 * at the first page, as a new filter is a new list (a page count given with it stands).
 */
export function firstPageOfNewFilter<T extends ShowcaseSearch & { pages: number }>({
  search,
  next,
}: {
  search: T;
  next: (search: T) => T;
}): T {
  const result = next(search);
  // Either may have left out a default (stripSearchParams), so a filter is compared with its defaults filled in.
  const filterOf = (of: Partial<ShowcaseSearch>) =>
    `${of.category ?? ALL_CATEGORY_ID}|${of.q ?? ''}|${String(of.open ?? false)}|${of.sort ?? 'default'}`;
  const sameFilter = filterOf(result) === filterOf(search);
  if (sameFilter || result.pages !== search.pages) {
    return result;
  }
  const { pages: _carried, ...rest } = result;
  return rest as T;
}
