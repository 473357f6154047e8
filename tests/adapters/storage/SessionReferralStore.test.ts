// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionReferralStore } from '../../../adapters/storage/SessionReferralStore.ts';
import { documentCookieJar } from '../../../adapters/storage/cookieJar.ts';
import { attributesOf, clearDocumentCookies, recordingJar } from './cookieTestKit.ts';

const referral = { mode: 'su', id: '123' } as const;

function pageStore(now?: () => number) {
  return new SessionReferralStore(sessionStorage, documentCookieJar(), now === undefined ? {} : { now });
}

beforeEach(() => {
  sessionStorage.clear();
  clearDocumentCookies();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionReferralStore', () => {
  it('round trip through sessionStorage and cookies', () => {
    const store = pageStore();
    store.save(referral);
    expect(store.read()).toEqual(referral);
    expect(sessionStorage.getItem('ref_mode')).toBe('su');
    expect(sessionStorage.getItem('ref_id')).toBe('123');
    expect(document.cookie).toContain('ref_mode=su');
    expect(document.cookie).toContain('ref_id=123');
  });

  it('prefers sessionStorage over the cookies', () => {
    pageStore().save(referral);
    sessionStorage.setItem('ref_mode', 't');
    sessionStorage.setItem('ref_id', '9');
    expect(pageStore().read()).toEqual({ mode: 't', id: '9' });
  });

  it('falls back to the cookies when sessionStorage is empty (a new tab)', () => {
    pageStore().save(referral);
    sessionStorage.clear();
    expect(pageStore().read()).toEqual(referral);
  });

  it('reads null when nothing was saved', () => {
    expect(pageStore().read()).toBeNull();
  });

  it.each(['x', 'SU', ''])('an invalid mode %j reads as null', (mode) => {
    const store = new SessionReferralStore(sessionStorage, recordingJar(`ref_mode=${mode}; ref_id=5`));
    expect(store.read()).toBeNull();
  });

  it('the cookies last 600 s on path /', () => {
    const jar = recordingJar();
    new SessionReferralStore(sessionStorage, jar).save(referral);
    for (const name of ['ref_mode', 'ref_id']) {
      expect(attributesOf(jar.written, name)).toEqual(
        expect.arrayContaining(['max-age=600', 'path=/', 'samesite=lax']),
      );
    }
  });

  // jsdom's cookie jar counts Max-Age from the last read, so each case reads only once, after the jump.
  it.each([
    ['599 s', '2025-03-01T10:09:59Z', referral],
    ['601 s', '2025-03-01T10:10:01Z', null],
  ])('the referral cookie read %s after saving (expired → null)', (_age, readAt, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    pageStore().save(referral);
    sessionStorage.clear();
    vi.setSystemTime(new Date(readAt));
    expect(pageStore().read()).toEqual(expected);
  });

  it('the sessionStorage copy expires after 600 s too', () => {
    let now = 1_000_000;
    const store = new SessionReferralStore(sessionStorage, recordingJar(), { now: () => now });
    store.save(referral);
    now += 599_999;
    expect(store.read()).toEqual(referral);
    now += 1;
    expect(store.read()).toBeNull();
  });

  it('clear removes the referral everywhere', () => {
    const store = pageStore();
    store.save(referral);
    store.clear();
    expect(store.read()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});
