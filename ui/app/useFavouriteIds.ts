import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { FavouriteKind } from '../../core/machines/favourites.ts';
import { useSession } from './context.ts';

const NONE: readonly number[] = [];

/** The ids the user marked as favourite (empty for a visitor and while the session starts). */
export function useFavouriteIds(kind: FavouriteKind): ReadonlySet<number> {
  const { favourites } = useSession();
  const ids = useSelector(favourites ?? undefined, (snapshot) => snapshot?.context[kind] ?? NONE);
  return useMemo(() => new Set(ids), [ids]);
}
