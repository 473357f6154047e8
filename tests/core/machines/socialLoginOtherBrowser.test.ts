/**
 * A callback refused because its sign-in was begun in another browser (a link someone else made) says so and
 * offers the way to sign in, rather than landing on the form as other failures do (docs/decisions.md).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors.ts';
import { SOCIAL_OTHER_BROWSER_MESSAGE } from '../../../core/domain/messages.ts';
import { settle } from './signInFakes.ts';
import { CALLBACK, socialTab } from './socialLoginTab.ts';

function openCallback() {
  const tab = socialTab();
  return { ...tab, actor: tab.open({ route: 'callback', callback: CALLBACK }) };
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
    expect(t.messages()).toEqual(['ERROR SOCIAL_LOGIN']);
  });
});
