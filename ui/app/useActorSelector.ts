/**
 * A part of a running actor's snapshot, re-rendering when that part changes: what `@xstate/react`'s
 * `useSelector` does, on React's own `useSyncExternalStore`, so the first screen's components (the
 * favourite hearts, the favourites status, the search box) need neither XState nor `@xstate/react`
 * before the session's machines arrive (docs/decisions.md «The first screen's JavaScript»).
 */
import { useCallback, useSyncExternalStore } from 'react';

/** What the hook reads of an actor: any XState actor fits. */
export interface SelectableActor<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * `select` of the actor's current snapshot, or of undefined without an actor (not started yet). `select`
 * must give the same value for an unchanged snapshot (a part of it, not a new object), as with useSelector.
 */
export function useActorSelector<TSnapshot, TSelected>(
  actor: SelectableActor<TSnapshot> | null | undefined,
  select: (snapshot: TSnapshot | undefined) => TSelected,
): TSelected {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (actor === null || actor === undefined) {
        return () => {};
      }
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => select(actor?.getSnapshot());
  return useSyncExternalStore(subscribe, read, read);
}
