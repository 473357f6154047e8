import type { ReactNode } from 'react';

/** A short list of showcase cards in the card grid (the long lists page with ShowMoreList). */
export function CardGrid<T extends { id: number }>({
  items,
  render,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
}) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}
