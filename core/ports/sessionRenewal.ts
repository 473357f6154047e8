/**
 * Keeps the signed-in session's tokens fresh while a page is open (adapters/http/SessionRefresher.ts).
 *
 * Contract:
 * - `renew` refreshes the stored session now; callers that overlap share one refresh. It resolves
 *   with the new access token's lifetime in ms (null when the token does not say).
 * - When the server refuses the refresh (or nothing is stored) the tokens are cleared and `renew`
 *   rejects with `SessionEndedError`; any other rejection (network, 5xx) leaves the session as it was.
 */
export interface SessionRenewal {
  renew(): Promise<number | null>;
  /** The stored access token's lifetime as issued (expiry − issue time) in ms; null without one. */
  lifetimeMs(): number | null;
}

/** What the renewal tells its listeners: new tokens were stored, or the session is over and its tokens were cleared. */
export type SessionChangeNotice = { type: 'renewed' } | { type: 'ended' };

/** The renewal with its notices, which the page's session (core/machines/shopperSession.ts) hears. */
export interface SessionRenewalService extends SessionRenewal {
  subscribe(listener: (change: SessionChangeNotice) => void): () => void;
}
