import { describe, expect, it } from 'vitest';
import { ApiError, MissingTokensError } from '../../../core/errors.ts';
import { CHALLENGE_REFRESH_MS } from '../../../core/domain/socialLogin.ts';
import type { SocialLoginInput } from '../../../core/machines/socialLogin.ts';
import type { CallbackLedger, VkData } from '../../../core/ports/socialAuth.ts';
import { authUser, settle } from './signInFakes.ts';
import { CALLBACK, challenge, ORIGIN, SetLedger, socialTab, VK_DATA_NO_PHONE } from './socialLoginTab.ts';

const VK_DATA: VkData = { ...VK_DATA_NO_PHONE, phone: '79990000101' };

/** A tab of its own (sharing `ledger` when given) with the machine started on `input`. */
function start(input: Partial<SocialLoginInput> = {}, ledger?: CallbackLedger) {
  const tab = socialTab({ ledger });
  return { ...tab, actor: tab.open(input) };
}

describe('social sign-in: the one-tap button in a form', () => {
  it('asks for a challenge for the flow’s callback route and is ready with it', async () => {
    const t = start({ flow: 'registration' });
    await settle();
    expect(t.fetchChallenge.requests).toEqual([
      { fingerprint: 'UA2', redirectUri: `${ORIGIN}/registration-vk`, pageSecret: 'page-secret-1' },
    ]);
    expect(t.actor.getSnapshot().hasTag('ready')).toBe(false);
    await settle();
    t.fetchChallenge.resolve(challenge('s1'));
    await settle();
    expect(t.actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(t.actor.getSnapshot().context.challenge?.state).toBe('s1');
  });

  it('renews the challenge before the server forgets its state, on XState’s clock', async () => {
    const t = start();
    await settle();
    t.fetchChallenge.resolve(challenge('s1'));
    await settle();
    t.clock.increment(CHALLENGE_REFRESH_MS - 1);
    await settle();
    expect(t.fetchChallenge.requests).toHaveLength(1);
    t.clock.increment(1);
    await settle();
    expect(t.fetchChallenge.requests).toHaveLength(2);
    await settle();
    t.fetchChallenge.resolve(challenge('s2'));
    await settle();
    expect(t.actor.getSnapshot().context.challenge?.state).toBe('s2');
  });

  it('offers no button when the server gives no challenge, and only logs why', async () => {
    const t = start();
    await settle();
    t.fetchChallenge.reject(new ApiError('REDIRECT_URI_NOT_ALLOWED', 400));
    await settle();
    expect(t.actor.getSnapshot().matches({ button: 'unavailable' })).toBe(true);
    expect(t.actor.getSnapshot().hasTag('ready')).toBe(false);
    expect(t.logged).toHaveLength(1);
  });

  it('offers no button and logs nothing when the portal has no social sign-in configured (issue 31)', async () => {
    const t = start();
    await settle();
    t.fetchChallenge.reject(new ApiError('SOCIAL_SIGN_IN_OFF', 404));
    await settle();
    expect(t.actor.getSnapshot().matches({ button: 'off' })).toBe(true);
    expect(t.actor.getSnapshot().hasTag('ready')).toBe(false);
    expect(t.logged).toEqual([]);
    // Nothing is asked again: the setting does not change while the page lives.
    t.clock.increment(CHALLENGE_REFRESH_MS);
    await settle();
    expect(t.fetchChallenge.requests).toHaveLength(1);
  });
});

describe('social sign-in: the callback address', () => {
  it('exchanges the code once with the referral, stores tokens, user and vkData, then opens the cabinet', async () => {
    const t = start({ route: 'callback', callback: CALLBACK, referral: { mode: 't', id: '42' } });
    await settle();
    expect(t.fetchChallenge.requests).toEqual([]);
    await settle();
    expect(t.exchange.requests).toEqual([
      {
        code: 'code-1',
        deviceId: 'device-1',
        state: 'state-1',
        fingerprint: 'UA2',
        redirectUri: `${ORIGIN}/login-vk`,
        referral: { key: 'tid', id: '42' },
      },
    ]);
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    t.exchange.resolve({ ...authUser(), vkData: VK_DATA });
    await settle();
    expect(t.tokens.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(t.tokens.user).toMatchObject({ id: 42, login: '79991234567' });
    expect(t.tokens.user).not.toHaveProperty('vkData');
    expect(t.vkData.data).toEqual(VK_DATA);
    expect(t.navigator.log).toEqual(['openCabinet']);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('lands on the form from a callback address without a code (the visitor declined), exchanging nothing', async () => {
    const t = start({ route: 'callback', callback: null, flow: 'registration' });
    await settle();
    expect(t.exchange.requests).toEqual([]);
    expect(t.navigator.log).toEqual(['goTo /registration']);
  });

  it('sends no referral key without a referral', async () => {
    const t = start({ route: 'callback', callback: CALLBACK });
    await settle();
    expect(t.exchange.requests[0]).not.toHaveProperty('referral');
  });

  it('does not exchange a callback this tab already acted on (a reload): it goes to the form', async () => {
    const ledger = new SetLedger();
    start({ route: 'callback', callback: CALLBACK }, ledger);
    const reloaded = start({ route: 'callback', callback: CALLBACK, flow: 'registration' }, ledger);
    expect(reloaded.exchange.requests).toEqual([]);
    expect(reloaded.navigator.log).toEqual(['goTo /registration']);
    expect(reloaded.actor.getSnapshot().status).toBe('done');
  });

  it('shows the blocked message and stays', async () => {
    const t = start({ route: 'callback', callback: CALLBACK });
    await settle();
    t.exchange.reject(new ApiError('USER_BLOCKED', 403));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('blocked');
    expect(t.actor.getSnapshot().context.error).toBe('Пользователь заблокирован');
    expect(t.navigator.log).toEqual([]);
    expect(t.tokens.tokens).toBeNull();
  });

  it('opens the phone step with the sign-up token when the provider gave no phone it vouches for', async () => {
    const t = start({ route: 'callback', callback: CALLBACK });
    await settle();
    t.exchange.reject(new ApiError('PHONE_REQUIRED', 422, { details: { token: 'sign-up-1', vkData: VK_DATA } }));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('phoneRequired');
    expect(t.actor.getSnapshot().context.signUp).toEqual({ token: 'sign-up-1', vkData: VK_DATA });
  });

  it.each([
    ['a provider timeout', new ApiError('PROVIDER_TIMEOUT', 424)],
    ['a spent state', new ApiError('STATE_USED', 400)],
    ['under 14', new ApiError('USER_UNDER_14_YEARS_OLD', 422)],
    ['PHONE_REQUIRED without a token', new ApiError('PHONE_REQUIRED', 422)],
    ['no network', new ApiError('NETWORK_ERROR', 0)],
  ])('only logs %s and lands on the form', async (_, error) => {
    const t = start({ route: 'callback', callback: CALLBACK });
    await settle();
    t.exchange.reject(error);
    await settle();
    expect(t.logged).toEqual([['ERROR SOCIAL_LOGIN', error]]);
    expect(t.navigator.log).toEqual(['goTo /login']);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('lands on the form when the answer lacks a token', async () => {
    const t = start({ route: 'callback', callback: CALLBACK });
    await settle();
    t.exchange.resolve({ ...authUser({ refreshToken: '' }), vkData: VK_DATA });
    await settle();
    expect(t.logged).toHaveLength(1);
    expect((t.logged[0] as unknown[])[1]).toBeInstanceOf(MissingTokensError);
    expect(t.navigator.log).toEqual(['goTo /login']);
    expect(t.vkData.data).toBeNull();
  });
});
