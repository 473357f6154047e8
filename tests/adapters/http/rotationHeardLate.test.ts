/**
 * Regression (stop 36's CI, the development build's «two tabs opened at the same moment» journey): the second tab
 * was let into the session's lock before its copy of localStorage and cookies had heard the first tab's rotation,
 * and refreshed the session a second time. Each tab here has its own copy of the store, which hears the other
 * tab's writes only when the test delivers them; the handoff (IndexedDB, shared at once) tells what the copy lacks.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { HANDOFF_FRESH_MS, SessionRefresher } from '../../../adapters/http/SessionRefresher.ts';
import { WebLocksSessionLock } from '../../../adapters/locks/WebLocksSessionLock.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { IndexedDbSessionHandoff } from '../../../adapters/storage/IndexedDbSessionHandoff.ts';
import { ApiError, SessionEndedError } from '../../../core/errors.ts';
import type { AuthUser } from '../../../core/model/index.ts';
import type { RefreshRequest, SessionHandoff } from '../../../core/ports/index.ts';
import { USER_INFO } from '../../core/machines/sessionFakes.ts';
import { OneBrowserLocks, sessionTokens } from './sessionTabs.ts';

let browsers = 0;

const tokensOf = (serial: number) => sessionTokens('s', serial);

/** A browser signed in with tokens 0; each tab has its own copy of the store and, unless told otherwise, the handoff. */
function browser() {
  const refreshes: RefreshRequest[] = [];
  let serial = 0;
  const refresh = async (request: RefreshRequest): Promise<AuthUser> => {
    refreshes.push(request);
    serial += 1;
    return { ...USER_INFO, ...tokensOf(serial) };
  };
  const locks = new OneBrowserLocks();
  const clock = { now: 1_700_000_000_000 };
  browsers += 1;
  const handoff = IndexedDbSessionHandoff.named(`rjadom-test-${browsers}`);
  const tab = (options: { handoff?: SessionHandoff | null; user?: boolean } = {}) => {
    const store = new MemoryTokenStore(tokensOf(0));
    if (options.user !== false) {
      store.save(tokensOf(0), USER_INFO);
    }
    const shared = options.handoff === null ? {} : { handoff: options.handoff ?? handoff };
    const refresher = new SessionRefresher({
      tokens: store,
      fingerprint: 'agent2',
      refresh,
      lock: new WebLocksSessionLock(locks, 'rjadom.session'),
      now: () => clock.now,
      ...shared,
    });
    return { store, refresher };
  };
  return { refreshes, tab, handoff, clock };
}

describe('a tab let into the lock before its copy of the store heard another tab’s rotation', () => {
  it('takes the rotation over from the handoff instead of refreshing the session a second time', async () => {
    const { refreshes, tab } = browser();
    const first = tab();
    const second = tab();
    const read = second.store.read()!;

    await first.refresher.resume(first.store.read()!);
    const session = await second.refresher.resume(read);

    expect(refreshes).toHaveLength(1);
    expect(session).toEqual({ ...USER_INFO, ...tokensOf(1) });
  });

  it('takes the user from the handoff when its copy has the new tokens but not yet the user with them', async () => {
    const { refreshes, tab } = browser();
    const first = tab();
    const second = tab({ user: false });
    const read = second.store.read()!;

    await first.refresher.resume(first.store.read()!);
    second.store.save(tokensOf(1));
    const session = await second.refresher.resume(read);

    expect(refreshes).toHaveLength(1);
    expect(session).toEqual({ ...USER_INFO, ...tokensOf(1) });
  });

  it('answers a call refused with the rotated access token with the new tokens, without a refresh', async () => {
    const { refreshes, tab } = browser();
    const first = tab();
    const second = tab();

    await first.refresher.resume(first.store.read()!);
    const renewed = await second.refresher.renewAfter(tokensOf(0).accessToken);

    expect(refreshes).toHaveLength(1);
    expect(renewed).toEqual(tokensOf(1));
  });

  it('refreshes tokens the handoff does not know (its own rotation is the latest), as without one', async () => {
    const { refreshes, tab } = browser();
    const first = tab();
    await first.refresher.resume(first.store.read()!);
    const session = await first.refresher.resume(first.store.read()!);

    expect(refreshes.map((request) => request.refreshToken)).toEqual(['s-refresh-0', 's-refresh-1']);
    expect(session).toMatchObject(tokensOf(2));
  });

  it('without a handoff the lagging tab refreshes again: what the handoff is for', async () => {
    const { refreshes, tab } = browser();
    const first = tab();
    const second = tab({ handoff: null });
    const read = second.store.read()!;

    await first.refresher.resume(first.store.read()!);
    await second.refresher.resume(read);

    expect(refreshes).toHaveLength(2);
  });

  it('takes a rotation over only within the server’s grace of its recording: an older record is not a lag but history', async () => {
    const { refreshes, tab, clock } = browser();
    const first = tab();
    const second = tab();
    const read = second.store.read()!;
    await first.refresher.resume(first.store.read()!);

    clock.now += HANDOFF_FRESH_MS;
    expect(await second.refresher.resume(read)).toEqual({ ...USER_INFO, ...tokensOf(1) });
    expect(refreshes).toHaveLength(1);

    clock.now += 1;
    await second.refresher.renewAfter(tokensOf(0).accessToken);
    expect(refreshes.map((request) => request.refreshToken)).toEqual(['s-refresh-0', 's-refresh-0']);
  });

  it('a refused refresh forgets the recorded rotation with the session', async () => {
    const { tab, handoff } = browser();
    const first = tab();
    await first.refresher.resume(first.store.read()!);
    expect(await handoff.last()).toEqual({
      replaced: 's-refresh-0',
      tokens: tokensOf(1),
      user: USER_INFO,
      recordedAt: 1_700_000_000_000,
    });

    const refusing = new SessionRefresher({
      tokens: first.store,
      fingerprint: 'agent2',
      refresh: () => Promise.reject(new ApiError('INVALID_REFRESH', 401)),
      handoff,
    });
    await expect(refusing.resume(first.store.read()!)).rejects.toBeInstanceOf(SessionEndedError);
    expect(await handoff.last()).toBeNull();
  });
});
