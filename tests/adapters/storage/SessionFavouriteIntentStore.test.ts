import { describe, expect, it } from 'vitest';
import { SessionFavouriteIntentStore } from '../../../adapters/storage/SessionFavouriteIntentStore.ts';
import { MemoryStorage } from '../../../adapters/storage/pageStorage.ts';

describe('SessionFavouriteIntentStore: a guest’s ♡ in the tab’s sessionStorage (issue 30 §5)', () => {
  it('reads back what it saved, across a new store on the same storage (a page load), until cleared', () => {
    const storage = new MemoryStorage();
    new SessionFavouriteIntentStore(storage).save({ kind: 'online', id: 7 });
    const afterReload = new SessionFavouriteIntentStore(storage);
    expect(afterReload.read()).toEqual({ kind: 'online', id: 7 });
    afterReload.save({ kind: 'offline', id: 12 });
    expect(afterReload.read()).toEqual({ kind: 'offline', id: 12 });
    afterReload.clear();
    expect(afterReload.read()).toBeNull();
  });

  it.each([
    '',
    'online',
    'online:',
    'online:0',
    'online:-3',
    'online:1.5',
    'shop:7',
    'online:7x',
    '{"kind":"online","id":7}',
  ])('reads «%s» as none', (kept) => {
    const storage = new MemoryStorage();
    storage.setItem('favourite_intent', kept);
    expect(new SessionFavouriteIntentStore(storage).read()).toBeNull();
  });

  it('does not throw when the storage refuses to keep it', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = new SessionFavouriteIntentStore(full);
    expect(() => store.save({ kind: 'online', id: 7 })).not.toThrow();
    expect(store.read()).toBeNull();
  });
});
