import type { FavouriteIntent, FavouriteIntentStore } from '../../core/ports/index.ts';
import { pageStorage } from './pageStorage.ts';

const KEY = 'favourite_intent';

/**
 * The FavouriteIntentStore in the tab's sessionStorage as 'online:7': outlives the sign-in's page loads, gone
 * with the tab. A value that is not a kind and a positive whole id reads as none.
 */
export class SessionFavouriteIntentStore implements FavouriteIntentStore {
  constructor(private readonly storage: Storage) {}

  static fromWindow(): SessionFavouriteIntentStore {
    return new SessionFavouriteIntentStore(pageStorage('sessionStorage'));
  }

  read(): FavouriteIntent | null {
    const [kind, id] = (this.storage.getItem(KEY) ?? '').split(':');
    const number = Number(id);
    return (kind === 'online' || kind === 'offline') && Number.isSafeInteger(number) && number > 0
      ? { kind, id: number }
      : null;
  }

  save(intent: FavouriteIntent): void {
    try {
      this.storage.setItem(KEY, `${intent.kind}:${intent.id}`);
    } catch {
      // Storage full: the ♡ is not carried past a page load.
    }
  }

  clear(): void {
    this.storage.removeItem(KEY);
  }
}
