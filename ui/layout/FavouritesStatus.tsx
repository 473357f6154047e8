import './FavouritesStatus.css';
import { useFavouritesPart } from '../app/useFavouriteIds.ts';

/**
 * The favourites machine's status line (a failed write), in a polite live region that is always in
 * the page, so a screen reader hears the message when it appears rather than a region appearing.
 */
export function FavouritesStatus() {
  const status = useFavouritesPart((snapshot) => snapshot?.context.status ?? null);
  return (
    <div className="toast" role="status" aria-live="polite">
      {status === null ? null : <p className="toast__text">{status}</p>}
    </div>
  );
}
