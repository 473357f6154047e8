import { useMemo } from 'react';
import { useCategories } from '../../app/useCategories.ts';

const NONE: ReadonlyMap<number, string> = new Map();

/**
 * Names of a catalogue's categories (the root route read them), by id, for the cards. The names only label
 * cards, so when they could not be read the cards simply show none.
 */
export function useCategoryNames(section: 'online' | 'offline'): ReadonlyMap<number, string> {
  const categories = useCategories(section);
  return useMemo(
    () =>
      categories.status === 'ready'
        ? new Map(categories.data.filter((item) => item.name !== '').map((item) => [item.id, item.name]))
        : NONE,
    [categories],
  );
}

/** The names of the given categories that are known, joined for one card line; null when none is known. */
export function categoryLine(
  ids: readonly number[] | number | null,
  names: ReadonlyMap<number, string>,
): string | null {
  const list = ids === null ? [] : typeof ids === 'number' ? [ids] : ids;
  const known = list.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  return known.length === 0 ? null : known.join(', ');
}
