import type { AuthUser, Tokens, UserInfo } from '../model/index.ts';

/**
 * The one owner of the signed-in session in the browser (adapters/http/SessionRefresher.ts): every refresh of
 * the stored session — the application start's, the renewal ahead of expiry, the one after a refused call —
 * goes through it (docs/security.md «Sessions in the browser»).
 *
 * Contract:
 * - Single flight, across the tabs of the browser that share the token store: callers that overlap share one
 *   refresh, and a refresh runs only while holding the `SessionLock`. Inside it the store is read again: when
 *   another tab (or an earlier flight) has replaced the tokens the caller had, those are used and the server is
 *   not asked, since a second rotation of the same refresh token counts as reuse once the grace period is over.
 * - `resume` is the application start's refresh of the tokens it read (`read`). It resolves with the stored
 *   session (tokens and user), refreshed or taken over from another tab.
 * - `renew` refreshes the stored session now. It resolves with the new access token's lifetime in ms (null
 *   when the token does not say).
 * - When the server refuses the refresh (or nothing is stored any more) the tokens are cleared — only if they
 *   are still the ones refused — and `resume`/`renew` reject with `SessionEndedError`; any other rejection
 *   (network, 5xx) leaves the session as it was.
 */
export interface SessionRenewal {
  resume(read: Tokens): Promise<AuthUser>;
  renew(): Promise<number | null>;
  /** The stored access token's lifetime as issued (expiry − issue time) in ms; null without one. */
  lifetimeMs(): number | null;
}

/**
 * What the renewal tells its listeners: new tokens of the same session were stored ('renewed', here or in
 * another tab), the session is over and its tokens were cleared ('ended': refused, or signed out in another
 * tab), or another tab stored a session this page does not hold ('started': a sign-in elsewhere).
 */
export type SessionChangeNotice = { type: 'renewed' } | { type: 'ended' } | { type: 'started' };

/** The renewal with its notices, which the page's session (core/machines/shopperSession.ts) hears. */
export interface SessionRenewalService extends SessionRenewal {
  subscribe(listener: (change: SessionChangeNotice) => void): () => void;
}

/**
 * Mutual exclusion of the session's refreshes among all the pages of this browser that share one token store
 * (adapters/locks/WebLocksSessionLock.ts).
 *
 * Contract:
 * - `hold(task)` runs `task` once no other holder, in this page or another, is running one, and lets the next
 *   holder in when the task's promise settles; it resolves or rejects as the task did.
 * - A page that goes away while holding it lets the next holder in (the browser releases its locks).
 * - Where the browser cannot lock across pages, `hold` runs the task at once: the renewal's own single flight
 *   still keeps one refresh per page.
 */
export interface SessionLock {
  hold<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Changes of the stored session made by other pages of this browser (adapters/storage/StorageSessionWatch.ts):
 * another tab's sign-in, rotation or sign-out, however it was done.
 *
 * Contract: `subscribe`'s listener hears the tokens stored after each such change (null once they are
 * cleared); changes this page makes itself are not heard. Answers the unsubscribe function.
 */
export interface SessionWatch {
  subscribe(listener: (stored: Tokens | null) => void): () => void;
}

/** A rotation of the session as the page that made it stored it: the refresh token it replaced, and what replaced it. */
export interface SessionRotation {
  replaced: string;
  tokens: Tokens;
  user: UserInfo;
  /** When it was recorded (ms since the epoch, the browser's clock, which all its pages share). */
  recordedAt: number;
}

/**
 * The session's last rotation, where the next holder of the `SessionLock` reads what the previous holder wrote
 * (adapters/storage/IndexedDbSessionHandoff.ts). Each page hears the token store's writes made by another page a
 * moment late (a browser tells its localStorage and cookies to its other pages asynchronously), and the lock does
 * not wait for that: a page let in right after another one rotated can still see the rotated tokens, or the new
 * tokens without their user. The handoff closes that gap, so a session is rotated once however the pages' copies lag.
 * That gap lasts milliseconds: a reader takes over a rotation only while it is fresh (the refresher's
 * `HANDOFF_FRESH_MS`), so an old record never outlives a sign-out nor speaks for a store that has moved on.
 *
 * Contract:
 * - `record` resolves once every later `last`, in any page of the browser, answers this rotation (or a later one).
 * - `last` answers the latest recorded rotation; null when none is kept.
 * - `forget` drops the recorded rotation (the session ended).
 * - None of them rejects: where the browser keeps nothing (storage refused or broken) `last` answers null, and the
 *   session works as without a handoff.
 */
export interface SessionHandoff {
  last(): Promise<SessionRotation | null>;
  record(rotation: SessionRotation): Promise<void>;
  forget(): Promise<void>;
}
