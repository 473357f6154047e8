import { useState, type ReactNode } from 'react';

/** How many cards a list shows at first and adds per 'Показать ещё': thousands of cards stay smooth. */
export const LIST_PAGE_SIZE = 48;

/** A card grid that renders a page at a time. */
export function ShowMoreList<T>(props: { items: readonly T[]; keyOf: (item: T) => number | string; render: (item: T) => ReactNode; empty: string }) {
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  if (props.items.length === 0) {
    return <p className="notice">{props.empty}</p>;
  }
  return (
    <>
      <ul className="card-grid">
        {props.items.slice(0, shown).map((item) => (
          <li key={props.keyOf(item)}>{props.render(item)}</li>
        ))}
      </ul>
      {shown < props.items.length ? (
        <button type="button" className="button button--ghost show-more" onClick={() => setShown((n) => n + LIST_PAGE_SIZE)}>
          Показать ещё
        </button>
      ) : null}
    </>
  );
}
