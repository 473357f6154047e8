/**
 * Feedbacks and their replies, a page at a time (portal §7: pages of FEEDBACK_PAGE_SIZE, asked for until a page
 * comes back empty). A detail page's address says how many pages of feedbacks it shows and whose replies are
 * open (core/domain/pageParams.ts); these rules say which pages that takes and what they make.
 */
import { FEEDBACK_PAGE_SIZE } from '../constants.ts';

/** The server takes at most this many outlet ids per feedback request: a brand's feedbacks cover its first 100 outlets. */
export const MAX_FEEDBACK_OUTLETS = 100;

/** The outlets a feedback request names for these (a brand's: its first MAX_FEEDBACK_OUTLETS). */
export function feedbackOutlets(salesUnitIds: readonly number[]): number[] {
  return salesUnitIds.slice(0, MAX_FEEDBACK_OUTLETS);
}

/**
 * How many pages to read to show `shown` pages of a list that says it has `count` items: the first always (it
 * tells whether the list is empty), never a page that can only come back empty.
 */
export function pagesToRead(shown: number, count: number): number {
  return Math.max(1, Math.min(shown, Math.ceil(count / FEEDBACK_PAGE_SIZE)));
}

/** A paged list as far as it was read: its items, and whether another page may hold more. */
export interface PagedList<T> {
  items: T[];
  more: boolean;
}

/**
 * What the pages read in order (from 0) make: their items up to the first short page, which ends the list as
 * an empty one does; past a full last page the list has more while it holds fewer than `count` items.
 */
export function pagedList<T>(pages: readonly (readonly T[])[], count: number): PagedList<T> {
  const items: T[] = [];
  for (const page of pages) {
    items.push(...page);
    if (page.length < FEEDBACK_PAGE_SIZE) {
      return { items, more: false };
    }
  }
  return { items, more: items.length < count };
}
