// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserTokenStore } from '../../../adapters/storage/BrowserTokenStore.ts';
import { MemoryStorage, pageStorage } from '../../../adapters/storage/pageStorage.ts';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage');

afterEach(() => {
  if (original) {
    Object.defineProperty(window, 'localStorage', original);
  }
});

function denyLocalStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException(
        "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
        'SecurityError',
      );
    },
  });
}

describe('a portal framed by another site that is denied its storage still starts', () => {
  it('uses the real localStorage when the page may', () => {
    expect(pageStorage('localStorage')).toBe(window.localStorage);
  });

  it('falls back to storage that lives as long as the page', () => {
    denyLocalStorage();
    const storage = pageStorage('localStorage');
    expect(storage).toBeInstanceOf(MemoryStorage);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.length).toBe(1);
  });

  it('BrowserTokenStore.fromWindow works without localStorage (regression: frames crashed on SecurityError)', () => {
    denyLocalStorage();
    const store = BrowserTokenStore.fromWindow();
    store.save({ accessToken: 'a', refreshToken: 'r' });
    expect(store.read()).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });
});
