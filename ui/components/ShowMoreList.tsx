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
  /** How many the list has in all when `items` is only its first part; `items.length` unless told. */
  total?: number;
  /** Asked for the rest when the shopper wants more than `items` holds; the list grows when they arrive. */
  onMore?: () => void;
}

/**
 * A card grid that renders a page at a time: only the shown cards are in the DOM, so a city with
 * thousands of outlets renders as fast as one with 48. 'Показать ещё' adds a page and moves the
 * focus to the first new card, so a keyboard user carries on where the list grew. A list that came
 * with its first part only (`total`, `onMore`) asks for the rest and grows once it is there.
 */
export function ShowMoreList<T>({ items, keyOf, render, empty, emptyHint, emptyAction, pageSize = SHOWCASE_PAGE_SIZE, className, total = items.length, onMore }: ShowMoreListProps<T>) {
  const [shown, setShown] = useState(pageSize);
  const firstNew = useRef<HTMLLIElement>(null);
  const grew = useRef(false);

  const visibleCount = Math.min(shown, items.length);
  // The new cards may come later than the click (the rest of a list read on demand): focus once they are there.
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
  // Asked for more than the first part holds, and the rest has not come yet.
  const waiting = visible.length < Math.min(shown, total);
  const previous = shown - pageSize;
  return (
    <>
      <ul className={className === undefined ? 'card-grid' : `card-grid ${className}`}>
        {visible.map((item, index) => (
          <li key={keyOf(item)} ref={index === previous ? firstNew : undefined} tabIndex={index === previous ? -1 : undefined}>
            {render(item)}
          </li>
        ))}
      </ul>
      <p className="list-count" role="status">
        Показано {visible.length} из {total}
      </p>
      {shown < total ? (
        <button
          type="button"
          className="button button--ghost show-more"
          disabled={waiting}
          aria-busy={waiting}
          onClick={() => {
            grew.current = true;
            setShown((n) => n + pageSize);
            if (shown + pageSize > items.length) {
              onMore?.();
            }
          }}
        >
          {waiting ? 'Загрузка…' : 'Показать ещё'}
        </button>
      ) : null}
    </>
  );
}
