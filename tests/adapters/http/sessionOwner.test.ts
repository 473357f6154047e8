/**
 * One owner of the session in the browser (issue 30 §4): the application start's refresh, the renewal ahead of
 * expiry and the one after a refused call are one flight, and tabs sharing the token store take turns under one
 * lock, each reading the store again inside it, so a session is rotated once however many pages ask at once.
 */
import { describe, expect, it } from 'vitest';
import { SessionRefresher, type SessionChange } from '../../../adapters/http/SessionRefresher.ts';
import { DeferredSessionOwner } from '../../../adapters/http/DeferredSessionOwner.ts';
import { WebLocksSessionLock } from '../../../adapters/locks/WebLocksSessionLock.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { ApiError, SessionEndedError } from '../../../core/errors.ts';
import type { AuthUser, Tokens } from '../../../core/model/index.ts';
import type { RefreshRequest, SessionWatch } from '../../../core/ports/index.ts';
import { USER_INFO } from '../../core/machines/sessionFakes.ts';
import { OneBrowserLocks, sessionTokens as tokensOf } from './sessionTabs.ts';

/** The signed-in shopper the session's tokens belong to. */
const USER = USER_INFO;

/** The server's refresh call: rotates the presented token of session 's' and counts; `hold` keeps answers back until released. */
function server() {
  const calls: RefreshRequest[] = [];
  let serial = 0;
  let held: (() => void)[] | null = null;
  const refresh = async (request: RefreshRequest): Promise<AuthUser> => {
    calls.push(request);
    if (held !== null) {
      await new Promise<void>((resolve) => held!.push(resolve));
    }
    serial += 1;
    return { ...USER, ...tokensOf('s', serial) };
  };
  return {
    calls,
    refresh,
    hold: () => (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
  };
}

/** Another tab's writes to the shared store, as the storage event tells them. */
class FakeWatch implements SessionWatch {
  private readonly listeners = new Set<(stored: Tokens | null) => void>();

  subscribe(listener: (stored: Tokens | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(stored: Tokens | null): void {
    this.listeners.forEach((listener) => listener(stored));
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A browser signed in as USER with tokens of session 's', and its tabs (each its own refresher over the shared store). */
function browser() {
  const api = server();
  const store = new MemoryTokenStore(tokensOf('s', 0));
  store.save(tokensOf('s', 0), USER);
  const locks = new OneBrowserLocks();
  const tab = (watch?: SessionWatch) => {
    const changes: SessionChange[] = [];
    const refresher = new SessionRefresher({
      tokens: store,
      fingerprint: 'agent2',
      refresh: api.refresh,
      lock: new WebLocksSessionLock(locks, 'rjadom.session'),
      ...(watch === undefined ? {} : { watch }),
    });
    refresher.subscribe((change) => changes.push(change));
    return { refresher, changes };
  };
  return { api, store, tab };
}

describe('one refresh path in a page', () => {
  it('the start’s refresh and the renewal timer firing at once make one refresh call', async () => {
    const { api, store, tab } = browser();
    const { refresher } = tab();
    const start = store.read()!;
    api.hold();
    const resumed = refresher.resume(start);
    const renewed = refresher.renew();
    api.release();
    const [session, lifetime] = await Promise.all([resumed, renewed]);
    expect(api.calls).toHaveLength(1);
    expect(session).toMatchObject({ ...USER, ...tokensOf('s', 1) });
    expect(lifetime).toBe(900_000);
    expect(store.read()).toEqual(tokensOf('s', 1));
  });

  it('the start’s refresh stores the tokens with the user the server answered', async () => {
    const { store, tab } = browser();
    const { refresher, changes } = tab();
    await refresher.resume(store.read()!);
    expect(store.readUser()).toEqual(USER);
    expect(changes).toEqual([{ type: 'renewed', tokens: tokensOf('s', 1) }]);
  });
});

describe('a single flight across tabs', () => {
  it('two tabs starting at the same moment rotate the session once and both hold the new tokens', async () => {
    const { api, store, tab } = browser();
    const first = tab();
    const second = tab();
    const read = store.read()!;
    api.hold();
    const both = Promise.all([first.refresher.resume(read), second.refresher.resume(read)]);
    await flush();
    // The second tab waits for the lock while the first one's refresh is in the air.
    expect(api.calls).toHaveLength(1);
    api.release();
    const [a, b] = await both;
    expect(api.calls).toHaveLength(1);
    expect(a).toEqual({ ...USER, ...tokensOf('s', 1) });
    expect(b).toEqual(a);
  });

  it('a tab whose renewal is due after another tab rotated takes the new tokens without asking the server', async () => {
    const { api, tab } = browser();
    // Tabs of the page portal share the store and watch it (the second has not heard the rotation yet).
    const first = tab(new FakeWatch());
    const second = tab(new FakeWatch());
    await first.refresher.renew();
    await expect(second.refresher.renew()).resolves.toBe(900_000);
    expect(api.calls).toHaveLength(1);
    expect(second.changes).toEqual([{ type: 'renewed', tokens: tokensOf('s', 1) }]);
  });

  it('a call refused with the old access token in one tab is sent again with what another tab rotated, without a refresh', async () => {
    const { api, tab } = browser();
    const first = tab();
    const second = tab();
    const stale = tokensOf('s', 0).accessToken;
    await first.refresher.renew();
    await expect(second.refresher.renewAfter(stale)).resolves.toEqual(tokensOf('s', 1));
    expect(api.calls).toHaveLength(1);
  });

  it('without Web Locks (jsdom, old browsers) each page keeps its own single flight', async () => {
    const lock = WebLocksSessionLock.fromWindow('rjadom.session');
    await expect(lock.hold(async () => 'ran')).resolves.toBe('ran');
    const { api, store } = browser();
    const refresher = new SessionRefresher({ tokens: store, fingerprint: 'agent2', refresh: api.refresh, lock });
    await Promise.all([
      refresher.resume(store.read()!),
      refresher.renew(),
      refresher.renewAfter(tokensOf('s', 0).accessToken),
    ]);
    expect(api.calls).toHaveLength(1);
  });
});

describe('a frame’s session, which no other tab shares', () => {
  it('renews what the frame stored past its owner (the exchange of the host’s tokens) when the timer is due', async () => {
    const { api, store, tab } = browser();
    const { refresher } = tab();
    store.save(tokensOf('frame', 0), USER);
    await refresher.renew();
    expect(api.calls.map((call) => call.refreshToken)).toEqual([tokensOf('frame', 0).refreshToken]);
  });
});

describe('a refresh meets another tab’s sign-out or sign-in', () => {
  it('an answer that arrives after another tab signed out is not written back: the page is told the session ended', async () => {
    const { api, store, tab } = browser();
    const { refresher, changes } = tab();
    api.hold();
    const renewed = refresher.renew();
    await flush();
    store.clear();
    api.release();
    await expect(renewed).rejects.toBeInstanceOf(SessionEndedError);
    expect(store.read()).toBeNull();
    expect(changes).toEqual([{ type: 'ended' }]);
  });

  it('a refusal of the old session does not clear a session another tab signed in meanwhile', async () => {
    const store = new MemoryTokenStore();
    store.save(tokensOf('old', 0), USER);
    let signInElsewhere: () => void = () => {};
    const refresher = new SessionRefresher({
      tokens: store,
      fingerprint: 'agent2',
      refresh: async () => {
        signInElsewhere();
        throw new ApiError('INVALID_REFRESH', 401);
      },
    });
    signInElsewhere = () => store.save(tokensOf('new', 0), USER);
    await expect(refresher.renew()).rejects.toBeInstanceOf(SessionEndedError);
    expect(store.read()).toEqual(tokensOf('new', 0));
  });
});

describe('tabs follow each other', () => {
  it('hears another tab’s rotation of the same session as a renewal, its sign-out as the end, and a new sign-in as a session started', async () => {
    const watch = new FakeWatch();
    const { tab } = browser();
    const { changes } = tab(watch);
    watch.tell(tokensOf('s', 1));
    watch.tell(null);
    watch.tell(tokensOf('other', 0));
    watch.tell(tokensOf('other', 0));
    expect(changes).toEqual([
      { type: 'renewed', tokens: tokensOf('s', 1) },
      { type: 'ended' },
      { type: 'started', tokens: tokensOf('other', 0) },
    ]);
  });

  it('a session switched in another tab (another account) is a session started, not a renewal', () => {
    const watch = new FakeWatch();
    const { tab } = browser();
    const { changes } = tab(watch);
    watch.tell(tokensOf('other', 0));
    expect(changes).toEqual([{ type: 'started', tokens: tokensOf('other', 0) }]);
  });
});

describe('the owner as the first screen holds it (its code comes when the session starts)', () => {
  it('fetches the owner on the first listener, hands its notices on, and sends every call through it', async () => {
    const { api, store, tab } = browser();
    let loads = 0;
    const watch = new FakeWatch();
    const deferred = new DeferredSessionOwner(async () => {
      loads += 1;
      return tab(watch).refresher;
    });
    expect(deferred.lifetimeMs()).toBeNull();
    const heard: string[] = [];
    deferred.subscribe((change) => heard.push(change.type));
    await flush();
    expect(loads).toBe(1);
    await deferred.resume(store.read()!);
    await deferred.renewAfter(tokensOf('s', 0).accessToken);
    expect(deferred.lifetimeMs()).toBe(900_000);
    watch.tell(null);
    expect(heard).toEqual(['renewed', 'ended']);
    expect(api.calls).toHaveLength(1);
    expect(loads).toBe(1);
  });
});
