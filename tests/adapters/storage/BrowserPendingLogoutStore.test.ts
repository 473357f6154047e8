import { describe, expect, it } from 'vitest';
import { BrowserPendingLogoutStore } from '../../../adapters/storage/BrowserPendingLogoutStore.ts';
import { MemoryPendingLogoutStore } from '../../../adapters/memory/MemoryPendingLogoutStore.ts';
import { MemoryStorage } from '../../../adapters/storage/pageStorage.ts';
import { MAX_PENDING_LOGOUTS } from '../../../adapters/storage/pendingLogoutList.ts';

describe.each([
  ['BrowserPendingLogoutStore', () => new BrowserPendingLogoutStore(new MemoryStorage())],
  ['MemoryPendingLogoutStore', () => new MemoryPendingLogoutStore()],
])('%s (the PendingLogoutStore contract)', (_name, make) => {
  it('keeps logouts oldest first until each is removed', () => {
    const store = make();
    store.add({ refreshToken: 'a', scope: 'session' });
    store.add({ refreshToken: 'b', scope: 'all' });
    expect(store.list()).toEqual([
      { refreshToken: 'a', scope: 'session' },
      { refreshToken: 'b', scope: 'all' },
    ]);
    store.remove('a');
    store.remove('unknown');
    expect(store.list()).toEqual([{ refreshToken: 'b', scope: 'all' }]);
  });

  it('keeps one entry per token and never narrows «all» back to «session»', () => {
    const store = make();
    store.add({ refreshToken: 'a', scope: 'all' });
    store.add({ refreshToken: 'a', scope: 'session' });
    expect(store.list()).toEqual([{ refreshToken: 'a', scope: 'all' }]);
  });

  it(`keeps the newest ${MAX_PENDING_LOGOUTS}`, () => {
    const store = make();
    for (let index = 0; index < MAX_PENDING_LOGOUTS + 2; index += 1) {
      store.add({ refreshToken: `t${index}`, scope: 'session' });
    }
    expect(store.list().map((entry) => entry.refreshToken)).toEqual(['t2', 't3', 't4', 't5', 't6']);
  });
});

describe('BrowserPendingLogoutStore', () => {
  it('survives the page: a new store on the same storage reads what the last one kept', () => {
    const storage = new MemoryStorage();
    new BrowserPendingLogoutStore(storage).add({ refreshToken: 'a', scope: 'session' });
    expect(new BrowserPendingLogoutStore(storage).list()).toEqual([{ refreshToken: 'a', scope: 'session' }]);
  });

  it('reads anything else under its key as no logouts, and removes the key once empty', () => {
    const storage = new MemoryStorage();
    for (const junk of ['{', '42', '[{"refreshToken":""}]', '[{"refreshToken":"a","scope":"everyone"}]']) {
      storage.setItem('pendingLogouts', junk);
      expect(new BrowserPendingLogoutStore(storage).list()).toEqual([]);
    }
    const store = new BrowserPendingLogoutStore(storage);
    store.add({ refreshToken: 'a', scope: 'session' });
    store.remove('a');
    expect(storage.getItem('pendingLogouts')).toBeNull();
  });
});
