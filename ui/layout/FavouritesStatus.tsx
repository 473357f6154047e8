import { useSession } from '../app/context.ts';
import './FavouritesStatus.css';
import { useActorSelector } from '../app/useActorSelector.ts';

/**
 * The favourites machine's status line (a failed write), in a polite live region that is always in
 * the page, so a screen reader hears the message when it appears rather than a region appearing.
 */
export function FavouritesStatus() {
  const { favourites } = useSession();
  const status = useActorSelector(favourites, (snapshot) => snapshot?.context.status ?? null);
  return (
    <div className="toast" role="status" aria-live="polite">
      {status === null ? null : <p className="toast__text">{status}</p>}
    </div>
  );
}
