/**
 * The callback's exchange happens once per state on a page, whatever the view does with the actor: React's
 * StrictMode (the development build) stops the actor mid-exchange and starts it again from its snapshot.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { provideSocialLogin, type SocialLoginInput } from '../../../core/machines/socialLogin.ts';
import type { CallbackLedger, VkAuthUser, VkData, VkLoginRequest } from '../../../core/ports/socialAuth.ts';
import {
  authUser,
  MemoryPageSecrets,
  MemoryTokenStore,
  RecordingNavigator,
  ScriptedCall,
  settle,
} from './signInFakes.ts';

const INPUT: SocialLoginInput = {
  fingerprint: 'UA2',
  flow: 'login',
  origin: 'https://rjadom.ru',
  route: 'callback',
  callback: { code: 'code-1', deviceId: 'device-1', state: 'state-1' },
  referral: null,
};
const VK_DATA: VkData = { userId: '700001', firstName: 'Анна', lastName: 'Соколова', avatar: null, phone: null };

/** One binding of the machine, as the app makes it once (services.bind), with a tab's ledger. */
function bind() {
  const states = new Set<string>();
  const ledger: CallbackLedger = { has: (state) => states.has(state), add: (state) => void states.add(state) };
  const exchange = new ScriptedCall<VkLoginRequest, VkAuthUser>();
  const tokens = new MemoryTokenStore();
  const navigator = new RecordingNavigator();
  const machine = provideSocialLogin({
    socialAuth: { codeChallengeVk: () => Promise.reject(new Error('not on the callback')), loginFromVk: exchange.fn },
    tokens,
    vkData: { save: () => {}, read: () => null },
    ledger,
    pageSecrets: new MemoryPageSecrets(),
    navigator,
    logger: { error: () => {} },
  });
  return { machine, exchange, tokens, navigator };
}

describe('social sign-in: one exchange per callback', () => {
  it('an actor stopped mid-exchange and started again from its snapshot joins the first request and ends signed in', async () => {
    const t = bind();
    const first = createActor(t.machine, { input: INPUT });
    first.start();
    const snapshot = first.getPersistedSnapshot();
    first.stop();
    const again = createActor(t.machine, { input: INPUT, snapshot });
    again.start();
    await settle();
    expect(t.exchange.requests).toHaveLength(1);
    await settle();
    t.exchange.resolve({ ...authUser(), vkData: VK_DATA });
    await settle();
    expect(again.getSnapshot().value).toBe('signedIn');
    expect(t.tokens.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(t.navigator.log).toEqual(['openCabinet']);
  });

  it('a second actor on the same callback while the first waits (a remount) joins it rather than leaving', async () => {
    const t = bind();
    const first = createActor(t.machine, { input: INPUT });
    first.start();
    first.stop();
    const remounted = createActor(t.machine, { input: INPUT });
    remounted.start();
    await settle();
    expect(t.exchange.requests).toHaveLength(1);
    await settle();
    t.exchange.resolve({ ...authUser(), vkData: VK_DATA });
    await settle();
    expect(remounted.getSnapshot().value).toBe('signedIn');
    expect(t.navigator.log).toEqual(['openCabinet']);
  });

  it('once the exchange has its answer, the same callback again (Back after signing out) exchanges nothing and goes to the form', async () => {
    const t = bind();
    createActor(t.machine, { input: INPUT }).start();
    await settle();
    t.exchange.resolve({ ...authUser(), vkData: VK_DATA });
    await settle();
    t.tokens.tokens = null;
    const back = createActor(t.machine, { input: INPUT });
    back.start();
    await settle();
    expect(t.exchange.requests).toHaveLength(1);
    expect(back.getSnapshot().status).toBe('done');
    expect(t.tokens.tokens).toBeNull();
    expect(t.navigator.log).toEqual(['openCabinet', 'goTo /login']);
  });
});
