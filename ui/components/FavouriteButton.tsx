import type { FavouriteKind } from '../../core/machines/favourites.ts';
import { useSessionPart } from '../app/context.ts';
import { useFavouritesPart } from '../app/useFavouriteIds.ts';

/** Adds or removes a card from the favourites; for a visitor the favourites machine asks for login instead. */
export function FavouriteButton({ kind, id, name }: { kind: FavouriteKind; id: number; name: string }) {
  const favourites = useSessionPart((snapshot) => snapshot.favourites);
  const active = useFavouritesPart((snapshot) => snapshot?.context[kind].includes(id) ?? false);
  return (
    <button
      type="button"
      className={`favourite${active ? ' is-active' : ''}`}
      aria-pressed={active}
      aria-label={`${name}: ${active ? 'убрать из избранного' : 'добавить в избранное'}`}
      disabled={favourites === null}
      onClick={() => favourites?.send({ type: 'favourite.toggled', kind, id })}
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
    </button>
  );
}
