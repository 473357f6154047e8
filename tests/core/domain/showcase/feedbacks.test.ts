import { describe, expect, it } from 'vitest';
import { FEEDBACK_PAGE_SIZE } from '../../../../core/domain/constants.ts';
import {
  feedbackOutlets,
  MAX_FEEDBACK_OUTLETS,
  pagedList,
  pagesToRead,
} from '../../../../core/domain/showcase/feedbacks.ts';

const page = (from: number, length: number) => Array.from({ length }, (_, index) => from + index);

describe('feedback pages (portal §7)', () => {
  it('reads the first page always, and no page that can only come back empty', () => {
    expect(pagesToRead(1, 0)).toBe(1);
    expect(pagesToRead(1, 13)).toBe(1);
    expect(pagesToRead(2, 13)).toBe(2);
    expect(pagesToRead(5, 13)).toBe(2);
    expect(pagesToRead(3, 3 * FEEDBACK_PAGE_SIZE)).toBe(3);
  });

  it('ends the list at a short or empty page, or once the count is in', () => {
    expect(pagedList([page(1, 10)], 13)).toEqual({ items: page(1, 10), more: true });
    expect(pagedList([page(1, 10), page(11, 3)], 13)).toEqual({ items: page(1, 13), more: false });
    expect(pagedList([page(1, 10), []], 20)).toEqual({ items: page(1, 10), more: false });
    expect(pagedList([page(1, 10)], 10)).toEqual({ items: page(1, 10), more: false });
    // A short page ends it even when the count says more (the count can be stale).
    expect(pagedList([page(1, 4), page(5, 10)], 40)).toEqual({ items: page(1, 4), more: false });
  });

  it('asks for the feedbacks of a brand’s first 100 outlets', () => {
    expect(feedbackOutlets(page(1, 150))).toEqual(page(1, MAX_FEEDBACK_OUTLETS));
  });
});
