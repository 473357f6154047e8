import { useMemo, type ReactNode } from 'react';
import { narrowShowcase, type ShowcaseFilter } from '../../../core/domain/showcase/showcases.ts';
import { ShowMoreList } from '../../components/ShowMoreList.tsx';

/**
 * A showcase's cards narrowed by the address's category and search text (core narrowShowcase), a page
 * at a time; a new filter starts again at the first page.
 */
export function NarrowedCards<T extends { id: number; name: string; categoryId: number | null }>({
  cards,
  filter,
  empty,
  emptyHint,
  emptyAction,
  render,
}: {
  cards: readonly T[];
  filter: ShowcaseFilter;
  empty: string;
  /** Why the narrowed list is empty, and its way out (ShowMoreList). */
  emptyHint?: string;
  emptyAction?: ReactNode;
  render: (card: T) => ReactNode;
}) {
  const { category, query } = filter;
  const found = useMemo(() => narrowShowcase(cards, { category, query }), [cards, category, query]);
  return (
    <ShowMoreList
      key={`${category}|${query}`}
      items={found}
      keyOf={(card) => card.id}
      empty={empty}
      emptyHint={emptyHint}
      emptyAction={emptyAction}
      render={render}
    />
  );
}
