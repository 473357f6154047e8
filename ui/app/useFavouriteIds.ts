import { useMemo } from 'react';
import type { FavouriteKind } from '../../core/machines/favourites.ts';
import { useSession } from './context.ts';
import { useActorSelector } from './useActorSelector.ts';

const NONE: readonly number[] = [];

/** The ids the user marked as favourite (empty for a visitor and while the session starts). */
export function useFavouriteIds(kind: FavouriteKind): ReadonlySet<number> {
  const { favourites } = useSession();
  const ids = useActorSelector(favourites, (snapshot) => snapshot?.context[kind] ?? NONE);
  return useMemo(() => new Set(ids), [ids]);
}
