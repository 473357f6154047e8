import type { FavouriteIntent, FavouriteIntentStore } from '../../core/ports/index.ts';

/** FavouriteIntentStore of one page (no page load to outlive): tests, and the favourites without a browser store. */
export class MemoryFavouriteIntentStore implements FavouriteIntentStore {
  private intent: FavouriteIntent | null;

  constructor(initial: FavouriteIntent | null = null) {
    this.intent = initial;
  }

  read(): FavouriteIntent | null {
    return this.intent === null ? null : { ...this.intent };
  }

  save(intent: FavouriteIntent): void {
    this.intent = { ...intent };
  }

  clear(): void {
    this.intent = null;
  }
}
