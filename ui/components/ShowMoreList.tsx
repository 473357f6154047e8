import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { SHOWCASE_PAGE_SIZE } from '../../core/domain/showcase/showcasePage.ts';
import { EmptyView } from './EmptyView.tsx';

export interface ShowMoreListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => number | string;
  render: (item: T) => ReactNode;
  /** Shown instead of the list when there are no items. */
  empty: string;
  /** One sentence under it: why the list is empty, or what to try. */
  emptyHint?: string;
  /** The empty list's way out (links or buttons); «На главную» unless told. */
  emptyAction?: ReactNode;
  /** Cards per page; SHOWCASE_PAGE_SIZE unless told. */
  pageSize?: number;
  /** Extra class of the grid (e.g. 'card-grid--wide' for one wide column). */
  className?: string;
  /**
   * Paging kept by the address (a page that reads only the cards it shows): `shown` cards are asked for,
   * `items` holds those that came, the list has `total` in all, and «Показать ещё» calls `onMore` to ask for
   * the next page (no button without it: the address shows no more). Without `paged` the list pages through
   * `items` itself.
   */
  paged?: { shown: number; total: number; onMore?: () => void };
}

/**
 * A card grid that renders a page at a time: only the shown cards are in the DOM, so a city with
 * thousands of outlets renders as fast as one with 48. 'Показать ещё' adds a page and moves the
 * focus to the first new card, so a keyboard user carries on where the list grew. A list paged by the
 * address (`paged`) asks for the next page and grows once it is there.
 */
export function ShowMoreList<T>({
  items,
  keyOf,
  render,
  empty,
  emptyHint,
  emptyAction,
  pageSize = SHOWCASE_PAGE_SIZE,
  className,
  paged,
}: ShowMoreListProps<T>) {
  const [ownShown, setOwnShown] = useState(pageSize);
  // The `shown` of the address when «Показать ещё» asked for more: the button waits until the address has grown.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const firstNew = useRef<HTMLLIElement>(null);
  const grew = useRef(false);
  const shown = paged?.shown ?? ownShown;
  const total = paged?.total ?? items.length;

  const visibleCount = Math.min(shown, items.length);
  // The new cards may come later than the click (the next page read on demand): focus once they are there.
  useEffect(() => {
    if (grew.current && firstNew.current !== null) {
      grew.current = false;
      firstNew.current.focus();
    }
  }, [shown, visibleCount]);

  if (items.length === 0) {
    return (
      <EmptyView title={empty} hint={emptyHint}>
        {emptyAction ?? (
          <Link to="/" className="button button--ghost">
            На главную
          </Link>
        )}
      </EmptyView>
    );
  }
  const visible = items.slice(0, shown);
  const waiting = askedAt !== null && askedAt === paged?.shown;
  const previous = shown - pageSize;
  return (
    <>
      <ul className={className === undefined ? 'card-grid' : `card-grid ${className}`}>
        {visible.map((item, index) => (
          <li
            key={keyOf(item)}
            ref={index === previous ? firstNew : undefined}
            tabIndex={index === previous ? -1 : undefined}
          >
            {render(item)}
          </li>
        ))}
      </ul>
      <p className="list-count" role="status">
        Показано {visible.length} из {total}
      </p>
      {visible.length < total && (paged === undefined || paged.onMore !== undefined) ? (
        <button
          type="button"
          className="button button--ghost show-more"
          disabled={waiting}
          aria-busy={waiting}
          onClick={() => {
            grew.current = true;
            if (paged === undefined) {
              setOwnShown((n) => n + pageSize);
            } else {
              setAskedAt(paged.shown);
              paged.onMore?.();
            }
          }}
        >
          {waiting ? 'Загрузка…' : 'Показать ещё'}
        </button>
      ) : null}
    </>
  );
}
