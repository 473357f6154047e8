import type { LogoutRequest } from './api.ts';

/**
 * Logouts the server has not confirmed yet (issue 30 §3): «Выйти» clears the browser at once, and the session it
 * ended is revoked on the server when the server can be reached — now, on the next start or when the device is
 * back online. Kept across page loads.
 *
 * Contract:
 * - `add` keeps one entry per refresh token; adding a token again replaces its entry, and an `all` is never
 *   narrowed back to `session`. At most a handful are kept: past that the oldest goes.
 * - `list` answers the entries oldest first; `remove` drops the entry of that refresh token (none: nothing).
 * - Never throws: storage the page may not use leaves the entries in memory for the page's life.
 */
export interface PendingLogoutStore {
  list(): LogoutRequest[];
  add(logout: LogoutRequest): void;
  remove(refreshToken: string): void;
}

/** The device's network, as far as the page can tell. */
export interface Connectivity {
  /** Calls `listener` each time the device comes back online; answers the unsubscribe. */
  onOnline(listener: () => void): () => void;
}
