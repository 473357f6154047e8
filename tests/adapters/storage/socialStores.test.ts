import { describe, expect, it } from 'vitest';
import { BrowserVkDataStore } from '../../../adapters/storage/BrowserVkDataStore.ts';
import { MemoryStorage } from '../../../adapters/storage/pageStorage.ts';
import { SessionCallbackLedger } from '../../../adapters/storage/SessionCallbackLedger.ts';

describe('vkData in localStorage', () => {
  it('keeps what was saved under the key portal §3 names, and reads a tampered value as none', () => {
    const storage = new MemoryStorage();
    const store = new BrowserVkDataStore(storage);
    expect(store.read()).toBeNull();
    const data = { userId: '700001', firstName: 'Анна', lastName: 'Соколова', avatar: null, phone: '79990000101' };
    store.save(data);
    expect(JSON.parse(storage.getItem('vkData')!)).toEqual(data);
    expect(new BrowserVkDataStore(storage).read()).toEqual(data);
    storage.setItem('vkData', '{"userId":1}');
    expect(store.read()).toBeNull();
    storage.setItem('vkData', '{');
    expect(store.read()).toBeNull();
  });
});

describe('the callback ledger in sessionStorage', () => {
  it('remembers the states this tab acted on, across instances (a reload), the last 20', () => {
    const storage = new MemoryStorage();
    new SessionCallbackLedger(storage).add('s1');
    const reloaded = new SessionCallbackLedger(storage);
    expect(reloaded.has('s1')).toBe(true);
    expect(reloaded.has('s2')).toBe(false);
    for (let index = 2; index <= 21; index += 1) {
      reloaded.add(`s${index}`);
    }
    expect(reloaded.has('s1')).toBe(false);
    expect(reloaded.has('s21')).toBe(true);
    storage.setItem('vkCallbackStates', 'not json');
    expect(reloaded.has('s21')).toBe(false);
  });
});
