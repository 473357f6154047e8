import type { SessionLock } from '../../core/ports/sessionRenewal.ts';

/** The part of the Web Locks API (`navigator.locks`) the lock uses; tests pass a fake. */
export interface LockRequester {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T>;
}

/**
 * The session's lock across the tabs of one browser (core/ports/sessionRenewal.ts `SessionLock`) over the Web
 * Locks API: an exclusive lock of one name per token store, which the browser releases when a page holding it
 * goes away. Where the API is missing (an old browser, jsdom) `fromWindow` answers a lock of this page alone.
 */
export class WebLocksSessionLock implements SessionLock {
  constructor(
    private readonly locks: LockRequester,
    private readonly name: string,
  ) {}

  /** The lock named `name` of the current browser, or one that runs every task at once where it cannot lock. */
  static fromWindow(name: string): SessionLock {
    const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
    if (locks === undefined || typeof locks.request !== 'function') {
      return { hold: (task) => task() };
    }
    return new WebLocksSessionLock(locks, name);
  }

  hold<T>(task: () => Promise<T>): Promise<T> {
    return this.locks.request(this.name, { mode: 'exclusive' }, task);
  }
}
