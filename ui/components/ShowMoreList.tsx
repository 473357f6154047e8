import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How many cards a list shows at first and adds per 'Показать ещё': thousands of cards stay smooth. */
export const LIST_PAGE_SIZE = 48;

export interface ShowMoreListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => number | string;
  render: (item: T) => ReactNode;
  /** Shown instead of the list when there are no items. */
  empty: string;
  /** Cards per page; LIST_PAGE_SIZE unless told. */
  pageSize?: number;
  /** Extra class of the grid (e.g. 'card-grid--wide' for one wide column). */
  className?: string;
}

/**
 * A card grid that renders a page at a time: only the shown cards are in the DOM, so a city with
 * thousands of outlets renders as fast as one with 48. 'Показать ещё' adds a page and moves the
 * focus to the first new card, so a keyboard user carries on where the list grew.
 */
export function ShowMoreList<T>({ items, keyOf, render, empty, pageSize = LIST_PAGE_SIZE, className }: ShowMoreListProps<T>) {
  const [shown, setShown] = useState(pageSize);
  const firstNew = useRef<HTMLLIElement>(null);
  const grew = useRef(false);

  useEffect(() => {
    if (grew.current) {
      grew.current = false;
      firstNew.current?.focus();
    }
  }, [shown]);

  if (items.length === 0) {
    return <p className="notice">{empty}</p>;
  }
  const visible = items.slice(0, shown);
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
        Показано {visible.length} из {items.length}
      </p>
      {shown < items.length ? (
        <button
          type="button"
          className="button button--ghost show-more"
          onClick={() => {
            grew.current = true;
            setShown((n) => n + pageSize);
          }}
        >
          Показать ещё
        </button>
      ) : null}
    </>
  );
}
