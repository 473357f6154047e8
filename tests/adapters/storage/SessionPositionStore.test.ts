/** The shopper's position kept in the tab only (issue 21): fresh for 30 minutes, never anything but valid coordinates. */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../adapters/storage/pageStorage.ts';
import { POSITION_KEPT_MS, SessionPositionStore } from '../../../adapters/storage/SessionPositionStore.ts';

describe('SessionPositionStore', () => {
  it('reads back the kept position while it is fresh, and nothing after 30 minutes', () => {
    let now = 1_000_000;
    const store = new SessionPositionStore(new MemoryStorage(), () => now);
    store.save({ lat: 55.75, lon: 37.61 });
    now += POSITION_KEPT_MS - 1;
    expect(store.read()).toEqual({ lat: 55.75, lon: 37.61 });
    now += 1;
    expect(store.read()).toBeNull();
  });

  it('forgets on clear', () => {
    const store = new SessionPositionStore(new MemoryStorage());
    store.save({ lat: 55.75, lon: 37.61 });
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('reads damaged or hostile values as nothing, never throwing', () => {
    const storage = new MemoryStorage();
    const store = new SessionPositionStore(storage, () => 10);
    for (const kept of [
      '{',
      '"text"',
      '[]',
      '{"lat":"55","lon":37,"at":1}',
      '{"lat":95,"lon":37,"at":1}',
      '{"lat":55,"lon":37,"at":99}',
      '{"lat":55,"lon":37}',
    ]) {
      storage.setItem('near_me_position', kept);
      expect(store.read()).toBeNull();
    }
  });

  it('does not throw when the storage refuses to keep it', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => new SessionPositionStore(full).save({ lat: 1, lon: 2 })).not.toThrow();
  });
});
