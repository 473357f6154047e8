// @vitest-environment jsdom
/**
 * The framed portal's own session (issue 10) lives in the frame's sessionStorage under keys of its
 * own: it survives reloads of the frame, and it never touches the tokens and cookies of the portal
 * opened as a page on the same origin.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserTokenStore } from '../../../adapters/storage/BrowserTokenStore.ts';
import { FrameTokenStore } from '../../../adapters/storage/FrameTokenStore.ts';
import { documentCookieJar } from '../../../adapters/storage/cookieJar.ts';
import { MissingTokensError } from '../../../core/errors.ts';
import type { UserInfo } from '../../../core/model/index.ts';
import { clearDocumentCookies } from './cookieTestKit.ts';

const user: UserInfo = {
  id: 7,
  login: '79991234567',
  roles: [2],
  corporateSalesUnitIds: [],
  tenantProfileId: 12,
  employeeSalesUnitIds: [],
  employeeProfileId: null,
  distributorProfileId: null,
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearDocumentCookies();
});

describe('FrameTokenStore', () => {
  it('keeps the pair and the user across a new store over the same storage (a frame reload)', () => {
    new FrameTokenStore(sessionStorage).save({ accessToken: 'a', refreshToken: 'r' }, user);
    const reloaded = new FrameTokenStore(sessionStorage);
    expect(reloaded.read()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(reloaded.readUser()).toEqual(user);
  });

  it('keeps the stored user when only the tokens change (a refresh)', () => {
    const store = new FrameTokenStore(sessionStorage);
    store.save({ accessToken: 'a', refreshToken: 'r' }, user);
    store.save({ accessToken: 'a2', refreshToken: 'r2' });
    expect(store.readUser()).toEqual(user);
  });

  it("never touches the page portal's session on the same origin", () => {
    const page = new BrowserTokenStore(localStorage, documentCookieJar());
    page.save({ accessToken: 'page-a', refreshToken: 'page-r' }, user);
    const frame = new FrameTokenStore(sessionStorage);
    expect(frame.read()).toBeNull();
    frame.save({ accessToken: 'frame-a', refreshToken: 'frame-r' }, user);
    frame.clear();
    expect(page.read()).toEqual({ accessToken: 'page-a', refreshToken: 'page-r' });
    expect(document.cookie).toContain('page-a');
  });

  it('requires both tokens and reads half a pair as none', () => {
    const store = new FrameTokenStore(sessionStorage);
    expect(() => store.save({ accessToken: '', refreshToken: 'r' })).toThrow(MissingTokensError);
    sessionStorage.setItem('frame.accessToken', 'a');
    expect(store.read()).toBeNull();
  });

  it('reads a tampered user as none', () => {
    sessionStorage.setItem('frame.user', '{"id":"x"}');
    expect(new FrameTokenStore(sessionStorage).readUser()).toBeNull();
    sessionStorage.setItem('frame.user', 'not json');
    expect(new FrameTokenStore(sessionStorage).readUser()).toBeNull();
  });
});
