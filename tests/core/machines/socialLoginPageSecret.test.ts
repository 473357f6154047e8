/**
 * A social sign-in is bound to the page that began it (issue 30 §1): the form makes a page secret for each
 * challenge it asks for and keeps it in the tab, by the state the server answered; the callback sends the
 * secret this tab kept for its state, so a callback the tab never began (a cookie planted from another port,
 * another tab, cleared storage) carries none. The server's refusal, STATE_PAGE_MISMATCH, says so on the page
 * with the way to start again, signs nobody in and is logged.
 */
import { describe, expect, it } from 'vitest';
import { SOCIAL_OTHER_PAGE_MESSAGE } from '../../../core/domain/messages.ts';
import { ApiError } from '../../../core/errors.ts';
import { authUser, MemoryPageSecrets, settle } from './signInFakes.ts';
import { CALLBACK, challenge, ORIGIN, socialTab, VK_DATA_NO_PHONE as VK_DATA } from './socialLoginTab.ts';

/** One tab: its page secrets, and the social machine bound to them. */
function tab(secrets = new MemoryPageSecrets()) {
  return { ...socialTab({ pageSecrets: secrets }), secrets };
}

describe('social sign-in: the page secret of the form', () => {
  it('asks for each challenge with a fresh page secret and keeps it in the tab by the state the server answered', async () => {
    const t = tab();
    t.open({ flow: 'registration' });
    // React's StrictMode starts the form twice: each challenge gets its own secret.
    t.open({ flow: 'registration' });
    await settle();
    expect(t.fetchChallenge.requests).toEqual([
      { fingerprint: 'UA2', redirectUri: `${ORIGIN}/registration-vk`, pageSecret: 'page-secret-1' },
      { fingerprint: 'UA2', redirectUri: `${ORIGIN}/registration-vk`, pageSecret: 'page-secret-2' },
    ]);
    await settle();
    t.fetchChallenge.resolve(challenge('s1'));
    await settle();
    t.fetchChallenge.resolve(challenge('s2'));
    await settle();
    expect(Object.fromEntries(t.secrets.kept)).toEqual({ s1: 'page-secret-1', s2: 'page-secret-2' });
  });

  it('keeps nothing for a challenge the server refused', async () => {
    const t = tab();
    t.open({});
    await settle();
    t.fetchChallenge.reject(new ApiError('TOO_MANY_REQUESTS', 429));
    await settle();
    expect(t.secrets.kept.size).toBe(0);
  });
});

describe('social sign-in: the page secret of the callback', () => {
  it('sends the secret this tab kept for the callback’s state and ends signed in', async () => {
    const secrets = new MemoryPageSecrets();
    secrets.keep('state-0', 'another-sign-in');
    secrets.keep(CALLBACK.state, 'page-secret-of-state-1');
    const t = tab(secrets);
    const actor = t.open({ route: 'callback', callback: CALLBACK });
    await settle();
    expect(t.exchange.requests).toEqual([
      { ...CALLBACK, fingerprint: 'UA2', redirectUri: `${ORIGIN}/login-vk`, pageSecret: 'page-secret-of-state-1' },
    ]);
    await settle();
    t.exchange.resolve({ ...authUser(), vkData: VK_DATA });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('sends no secret for a state this tab never began, and the refusal says so on the page with nobody signed in', async () => {
    const t = tab();
    const actor = t.open({ route: 'callback', callback: CALLBACK });
    await settle();
    expect(t.exchange.requests).toHaveLength(1);
    await settle();
    expect(t.exchange.requests[0]).not.toHaveProperty('pageSecret');
    await settle();
    t.exchange.reject(new ApiError('STATE_PAGE_MISMATCH', 400));
    await settle();
    expect(actor.getSnapshot().value).toBe('otherPage');
    expect(actor.getSnapshot().context.error).toBe(SOCIAL_OTHER_PAGE_MESSAGE);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(t.tokens.tokens).toBeNull();
    // It stays on the callback with the way to start again (the page's link), rather than leaving silently.
    expect(t.navigator.log).toEqual([]);
    expect(t.messages()).toEqual(['ERROR SOCIAL_LOGIN']);
  });

  it('an actor stopped mid-exchange and started again (StrictMode) joins the one request, which carried the secret', async () => {
    const secrets = new MemoryPageSecrets();
    secrets.keep(CALLBACK.state, 'page-secret-of-state-1');
    const t = tab(secrets);
    const first = t.open({ route: 'callback', callback: CALLBACK });
    const snapshot = first.getPersistedSnapshot();
    first.stop();
    const again = t.open({ route: 'callback', callback: CALLBACK }, snapshot);
    await settle();
    expect(t.exchange.requests.map((request) => request.pageSecret)).toEqual(['page-secret-of-state-1']);
    await settle();
    t.exchange.resolve({ ...authUser(), vkData: VK_DATA });
    await settle();
    expect(again.getSnapshot().value).toBe('signedIn');
  });
});
