import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { FavouriteKind } from '../../core/machines/favourites.ts';
import type { FavouritesActor } from './session.ts';
import { useAppSession } from './context.ts';

type FavouritesSnapshot = ReturnType<FavouritesActor['getSnapshot']>;

const NONE: readonly number[] = [];
const NO_IDS: ReadonlySet<number> = new Set();

/**
 * A part of the favourites machine's snapshot (undefined while the session starts), read through the
 * session in one subscription: a reader renders again only when its part changes, not when the session
 * settles or the actor arrives with the same part. `select` returns a part of the snapshot or a value.
 */
export function useFavouritesPart<TPart>(select: (snapshot: FavouritesSnapshot | undefined) => TPart): TPart {
  const session = useAppSession();
  const subscribe = useCallback(
    (listener: () => void) => {
      let actor: FavouritesActor | null = null;
      let following: { unsubscribe(): void } | null = null;
      const follow = () => {
        const current = session.getSnapshot().favourites;
        if (current !== actor) {
          following?.unsubscribe();
          actor = current;
          following = current === null ? null : current.subscribe(listener);
        }
      };
      follow();
      const stop = session.subscribe(() => {
        follow();
        listener();
      });
      return () => {
        stop();
        following?.unsubscribe();
      };
    },
    [session],
  );
  return useSyncExternalStore(
    subscribe,
    () => select(session.getSnapshot().favourites?.getSnapshot()),
    () => select(session.getRenderedSnapshot().favourites?.getSnapshot()),
  );
}

/** The ids the user marked as favourite (empty for a visitor and while the session starts). */
export function useFavouriteIds(kind: FavouriteKind): ReadonlySet<number> {
  // An empty list is always NONE, so a visitor's session settling (no actor → an actor without ids) renders nothing again.
  const ids = useFavouritesPart((snapshot) => {
    const marked = snapshot?.context[kind];
    return marked === undefined || marked.length === 0 ? NONE : marked;
  });
  return useMemo(() => (ids === NONE ? NO_IDS : new Set(ids)), [ids]);
}
