// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserTokenStore } from '../../../adapters/storage/BrowserTokenStore.ts';
import { documentCookieJar } from '../../../adapters/storage/cookieJar.ts';
import { MISSING_TOKENS_MESSAGE, MissingTokensError } from '../../../core/errors.ts';
import type { UserInfo } from '../../../core/model/index.ts';
import { attributesOf, clearDocumentCookies, recordingJar } from './cookieTestKit.ts';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const user: UserInfo = {
  id: 7,
  login: '79991234567',
  roles: [2],
  corporateSalesUnitIds: [],
  tenantProfileId: 12,
  employeeSalesUnitIds: [3],
  employeeProfileId: null,
  distributorProfileId: null,
};

function pageStore() {
  return new BrowserTokenStore(localStorage, documentCookieJar());
}

function cookieValue(name: string): string | undefined {
  const pair = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

beforeEach(() => {
  localStorage.clear();
  clearDocumentCookies();
});

describe('BrowserTokenStore', () => {
  it('round trip: saved tokens and user read back', () => {
    const store = pageStore();
    store.save(tokens, user);
    expect(store.read()).toEqual(tokens);
    expect(store.readUser()).toEqual(user);
  });

  it('writes the tokens to localStorage and the tokens and user to cookies', () => {
    pageStore().save(tokens, user);
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(cookieValue('accessToken')).toBe('access-1');
    expect(cookieValue('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(cookieValue('user') ?? 'null')).toEqual(user);
  });

  it('reads localStorage first', () => {
    pageStore().save(tokens);
    localStorage.setItem('accessToken', 'access-ls');
    localStorage.setItem('refreshToken', 'refresh-ls');
    expect(pageStore().read()).toEqual({ accessToken: 'access-ls', refreshToken: 'refresh-ls' });
  });

  it('falls back to the cookies when localStorage lacks a token', () => {
    pageStore().save(tokens);
    localStorage.removeItem('refreshToken');
    expect(pageStore().read()).toEqual(tokens);
  });

  it('reads null when neither place has both tokens', () => {
    localStorage.setItem('accessToken', 'only-access');
    document.cookie = 'refreshToken=only-refresh; Path=/';
    expect(pageStore().read()).toBeNull();
  });

  it.each([
    ['access token', { accessToken: '', refreshToken: 'r' }],
    ['refresh token', { accessToken: 'a', refreshToken: '' }],
  ])('save without the %s throws MissingTokensError and writes nothing', (_missing, partial) => {
    const jar = recordingJar();
    const store = new BrowserTokenStore(localStorage, jar);
    expect(() => store.save(partial, user)).toThrow(MissingTokensError);
    expect(() => store.save(partial, user)).toThrow(MISSING_TOKENS_MESSAGE);
    expect(localStorage.length).toBe(0);
    expect(jar.written).toEqual([]);
  });

  it('save without a user keeps the stored user', () => {
    const store = pageStore();
    store.save(tokens, user);
    store.save({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(store.read()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(store.readUser()).toEqual(user);
  });

  it('clear removes tokens, user and vkData everywhere', () => {
    const store = pageStore();
    store.save(tokens, user);
    localStorage.setItem('vkData', '{"x":1}');
    store.clear();
    expect(store.read()).toBeNull();
    expect(store.readUser()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('cookies go to path / with SameSite=Lax, Secure only when asked (https)', () => {
    const plain = recordingJar();
    new BrowserTokenStore(localStorage, plain).save(tokens, user);
    for (const name of ['accessToken', 'refreshToken', 'user']) {
      expect(attributesOf(plain.written, name)).toEqual(expect.arrayContaining(['path=/', 'samesite=lax']));
      expect(attributesOf(plain.written, name)).not.toContain('secure');
    }
    const secure = recordingJar();
    new BrowserTokenStore(localStorage, secure, { secure: true }).save(tokens, user);
    expect(attributesOf(secure.written, 'accessToken')).toContain('secure');
  });

  it('clear expires the cookies on the path they were written with', () => {
    const jar = recordingJar();
    new BrowserTokenStore(localStorage, jar).clear();
    for (const name of ['accessToken', 'refreshToken', 'user']) {
      expect(attributesOf(jar.written, name)).toEqual(expect.arrayContaining(['path=/', 'max-age=0']));
    }
  });

  it.each([
    ['not JSON', 'user=%7Bbroken'],
    ['an incomplete user', `user=${encodeURIComponent(JSON.stringify({ id: 1, login: 'x' }))}`],
    ['an unknown role', `user=${encodeURIComponent(JSON.stringify({ ...user, roles: [99] }))}`],
  ])('readUser is null for a cookie holding %s', (_case, cookie) => {
    const store = new BrowserTokenStore(localStorage, recordingJar(cookie));
    expect(store.readUser()).toBeNull();
  });

  it('fromWindow uses the page storage and cookies', () => {
    BrowserTokenStore.fromWindow().save(tokens, user);
    expect(pageStore().read()).toEqual(tokens);
    expect(cookieValue('accessToken')).toBe('access-1');
  });
});

describe('BrowserTokenStore as the watch of the other tabs (issue 30 §4)', () => {
  /** What another tab's write looks like here: localStorage already changed, then the storage event. */
  function otherTab(key: string | null, newValue: string | null): void {
    if (key !== null) {
      if (newValue === null) {
        localStorage.removeItem(key);
      } else {
        localStorage.setItem(key, newValue);
      }
    }
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  }

  it('hears another tab’s sign-in once its pair is whole, and its sign-out', () => {
    const store = new BrowserTokenStore(localStorage, documentCookieJar(), { events: window });
    const heard: unknown[] = [];
    const stop = store.subscribe((stored) => heard.push(stored));
    otherTab('accessToken', 'access-2');
    otherTab('refreshToken', 'refresh-2');
    otherTab('accessToken', null);
    otherTab('refreshToken', null);
    stop();
    otherTab('refreshToken', 'refresh-3');
    expect(heard).toEqual([{ accessToken: 'access-2', refreshToken: 'refresh-2' }, null]);
  });

  it('trusts the event over cookies another tab’s sign-out may not have reached yet', () => {
    const store = new BrowserTokenStore(localStorage, documentCookieJar(), { events: window });
    store.save(tokens, user);
    const heard: unknown[] = [];
    store.subscribe((stored) => heard.push(stored));
    localStorage.removeItem('accessToken');
    otherTab('refreshToken', null);
    expect(heard).toEqual([null]);
  });

  it('hears nothing without the window’s events (a store that watches no other tab)', () => {
    const heard: unknown[] = [];
    pageStore().subscribe((stored) => heard.push(stored));
    otherTab('refreshToken', 'refresh-2');
    expect(heard).toEqual([]);
  });
});
