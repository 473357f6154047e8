import { describe, expect, it } from 'vitest';
import { ApiError, MissingTokensError } from '../../../core/errors.ts';
import { isMissingTokens, keptAuthUser, saveSession, splitSession } from '../../../core/machines/answeredUser.ts';
import { authUser, MemoryTokenStore, userInfo } from './signInFakes.ts';

describe('session of a signed-in user', () => {
  it('splits an auth answer into tokens and user info', () => {
    expect(splitSession(authUser())).toEqual({
      tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
      user: userInfo(),
    });
  });

  it('stores both parts', async () => {
    const store = new MemoryTokenStore();
    await saveSession(store, authUser());
    expect(store.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(store.user).toEqual(userInfo());
  });

  it('rejects, rather than throws, when the store refuses a missing token', async () => {
    const store = new MemoryTokenStore();
    const saving = saveSession(store, authUser({ accessToken: '' }));
    await expect(saving).rejects.toBeInstanceOf(MissingTokensError);
    expect(store.tokens).toBeNull();
  });

  it('tells the missing-tokens failure apart from API errors', () => {
    expect(isMissingTokens(new MissingTokensError())).toBe(true);
    expect(isMissingTokens(new ApiError('WRONG_CODE', 400))).toBe(false);
    expect(isMissingTokens(new Error('Not provided accessToken or refreshToken'))).toBe(false);
  });

  it('hands the storing state the user the auth call answered with', () => {
    expect(keptAuthUser({ context: { authUser: authUser() } })).toEqual(authUser());
  });

  it('refuses to store a session before the auth call answered', () => {
    expect(() => keptAuthUser({ context: { authUser: null } })).toThrow('before the auth call answered');
  });
});
