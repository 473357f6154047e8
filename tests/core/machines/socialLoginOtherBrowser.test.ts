/**
 * A callback refused because its sign-in was begun in another browser (a link someone else made) says so and
 * offers the way to sign in, rather than landing on the form as other failures do (docs/decisions.md).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../core/errors.ts';
import { SOCIAL_OTHER_BROWSER_MESSAGE } from '../../../core/domain/messages.ts';
import { provideSocialLogin } from '../../../core/machines/socialLogin.ts';
import type { VkAuthUser, VkLoginRequest } from '../../../core/ports/socialAuth.ts';
import { MemoryPageSecrets, MemoryTokenStore, RecordingNavigator, ScriptedCall, settle } from './signInFakes.ts';

function openCallback() {
  const exchange = new ScriptedCall<VkLoginRequest, VkAuthUser>();
  const tokens = new MemoryTokenStore();
  const navigator = new RecordingNavigator();
  const logged: unknown[] = [];
  const machine = provideSocialLogin({
    socialAuth: { codeChallengeVk: () => Promise.reject(new Error('not on the callback')), loginFromVk: exchange.fn },
    tokens,
    vkData: { save: () => {}, read: () => null },
    ledger: { has: () => false, add: () => {} },
    pageSecrets: new MemoryPageSecrets(),
    navigator,
    logger: { error: (message) => logged.push(message) },
  });
  const actor = createActor(machine, {
    input: {
      fingerprint: 'UA2',
      flow: 'login',
      origin: 'https://rjadom.ru',
      route: 'callback',
      callback: { code: 'c', deviceId: 'd', state: 's' },
      referral: null,
    },
  });
  actor.start();
  return { actor, exchange, tokens, navigator, logged };
}

describe('social sign-in: a callback begun in another browser', () => {
  it('stays on the callback with the message, logged, signed out, without going to the form by itself', async () => {
    const t = openCallback();
    await settle();
    t.exchange.reject(new ApiError('STATE_BROWSER_MISMATCH', 400));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('otherBrowser');
    expect(t.actor.getSnapshot().context.error).toBe(SOCIAL_OTHER_BROWSER_MESSAGE);
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(t.navigator.log).toEqual([]);
    expect(t.tokens.tokens).toBeNull();
    expect(t.logged).toEqual(['ERROR SOCIAL_LOGIN']);
  });
});
