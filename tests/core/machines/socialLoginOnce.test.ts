/**
 * The callback's exchange happens once per state on a page, whatever the view does with the actor: React's
 * StrictMode (the development build) stops the actor mid-exchange and starts it again from its snapshot.
 */
import { describe, expect, it } from 'vitest';
import { authUser, settle } from './signInFakes.ts';
import { CALLBACK, socialTab, VK_DATA_NO_PHONE as VK_DATA } from './socialLoginTab.ts';

const CALLBACK_INPUT = { route: 'callback', callback: CALLBACK } as const;

describe('social sign-in: one exchange per callback', () => {
  it('an actor stopped mid-exchange and started again from its snapshot joins the first request and ends signed in', async () => {
    const t = socialTab();
    const first = t.open(CALLBACK_INPUT);
    const snapshot = first.getPersistedSnapshot();
    first.stop();
    const again = t.open(CALLBACK_INPUT, snapshot);
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
    const t = socialTab();
    const first = t.open(CALLBACK_INPUT);
    first.stop();
    const remounted = t.open(CALLBACK_INPUT);
    await settle();
    expect(t.exchange.requests).toHaveLength(1);
    await settle();
    t.exchange.resolve({ ...authUser(), vkData: VK_DATA });
    await settle();
    expect(remounted.getSnapshot().value).toBe('signedIn');
    expect(t.navigator.log).toEqual(['openCabinet']);
  });

  it('once the exchange has its answer, the same callback again (Back after signing out) exchanges nothing and goes to the form', async () => {
    const t = socialTab();
    t.open(CALLBACK_INPUT);
    await settle();
    t.exchange.resolve({ ...authUser(), vkData: VK_DATA });
    await settle();
    t.tokens.tokens = null;
    const back = t.open(CALLBACK_INPUT);
    await settle();
    expect(t.exchange.requests).toHaveLength(1);
    expect(back.getSnapshot().status).toBe('done');
    expect(t.tokens.tokens).toBeNull();
    expect(t.navigator.log).toEqual(['openCabinet', 'goTo /login']);
  });
});
