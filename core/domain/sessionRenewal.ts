/** When to renew the signed-in session while a page stays open (docs/security.md «Sessions in the browser»). */

/** At most this long before expiry: one minute covers a slow network and a busy tab. */
const RENEW_AHEAD_MAX_MS = 60_000;
/** Short-lived tokens (tests) are renewed this share of their life early. */
const RENEW_AHEAD_SHARE = 0.2;

/**
 * How long after receiving an access token of `lifetimeMs` to renew it: a minute before it expires,
 * or a fifth of its life early when it lives less than five minutes. Counted from receipt, never from
 * the token's own times, so a wrong clock in the browser cannot make the page renew too late.
 */
export function renewalDelayMs(lifetimeMs: number): number {
  const ahead = Math.min(RENEW_AHEAD_MAX_MS, lifetimeMs * RENEW_AHEAD_SHARE);
  return Math.max(0, lifetimeMs - ahead);
}
