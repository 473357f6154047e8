// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieCityStore } from '../../../adapters/storage/CookieCityStore.ts';
import { documentCookieJar } from '../../../adapters/storage/cookieJar.ts';
import { attributesOf, clearDocumentCookies, recordingJar } from './cookieTestKit.ts';

beforeEach(() => {
  localStorage.clear();
  clearDocumentCookies();
});

describe('CookieCityStore', () => {
  it('round trip through localStorage and a host-only cookie', () => {
    const store = new CookieCityStore(localStorage, documentCookieJar(), { mainDomain: null });
    expect(store.read()).toBeNull();
    store.save(42);
    expect(store.read()).toBe(42);
    expect(localStorage.getItem('cityId')).toBe('42');
    expect(document.cookie).toContain('city_id=42');
  });

  it('falls back to the city_id cookie chosen on another subdomain', () => {
    const store = new CookieCityStore(localStorage, recordingJar('city_id=17'), { mainDomain: 'rjadom.ru' });
    expect(store.read()).toBe(17);
  });

  it('prefers localStorage over the cookie', () => {
    localStorage.setItem('cityId', '5');
    const store = new CookieCityStore(localStorage, recordingJar('city_id=17'), { mainDomain: null });
    expect(store.read()).toBe(5);
  });

  it.each(['', 'abc', '0', '-3', '1.5', '99999999999999999999'])('ignores the stored value %j', (raw) => {
    localStorage.setItem('cityId', raw);
    const store = new CookieCityStore(localStorage, recordingJar(`city_id=${encodeURIComponent(raw)}`), {
      mainDomain: null,
    });
    expect(store.read()).toBeNull();
  });

  it('the cookie is shared by the main domain and its subdomains, on path /, for one year', () => {
    const jar = recordingJar();
    new CookieCityStore(localStorage, jar, { mainDomain: 'rjadom.ru' }).save(3);
    expect(attributesOf(jar.written, 'city_id')).toEqual(
      expect.arrayContaining(['domain=.rjadom.ru', 'path=/', `max-age=${365 * 24 * 60 * 60}`, 'samesite=lax']),
    );
  });

  it('does not double a leading dot of the main domain', () => {
    const jar = recordingJar();
    new CookieCityStore(localStorage, jar, { mainDomain: '.rjadom.ru' }).save(3);
    expect(attributesOf(jar.written, 'city_id')).toContain('domain=.rjadom.ru');
  });

  it('without a main domain the cookie is host-only', () => {
    const jar = recordingJar();
    new CookieCityStore(localStorage, jar, { mainDomain: null, secure: true }).save(3);
    const attributes = attributesOf(jar.written, 'city_id');
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
    expect(attributes).toContain('secure');
  });
});
