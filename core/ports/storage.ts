import type { Referral, Tokens, UserInfo } from '../model/index.ts';

/**
 * Where the session's tokens and user info live between page loads.
 *
 * Contract:
 * - `save` requires both tokens; when either is empty it throws `MissingTokensError`
 *   ('Not provided accessToken or refreshToken') and stores nothing.
 * - `read` returns null unless both tokens are present.
 * - `clear` removes tokens and user info everywhere they are kept (logout).
 */
export interface TokenStore {
  read(): Tokens | null;
  save(tokens: Tokens, user?: UserInfo): void;
  readUser(): UserInfo | null;
  clear(): void;
}

/** The chosen city id, shared across the main domain's subdomains. `read` returns null when none was chosen. */
export interface CityStore {
  read(): number | null;
  save(cityId: number): void;
}

/** The referral that brought the visitor; kept 600 s (portal §9). `read` returns null when absent or expired. */
export interface ReferralStore {
  read(): Referral | null;
  save(referral: Referral): void;
  clear(): void;
}

/** A favourite a guest tapped: `online` an onlineShopId, `offline` a salesUnitId. */
export interface FavouriteIntent {
  kind: 'online' | 'offline';
  id: number;
}

/**
 * The ♡ a guest tapped before signing in (issue 30 §5), kept across the page loads of a sign-in (the modal's
 * reload, the one-tap redirect) in this tab only. `read` returns null when none is kept or what is kept is not
 * an intent; `save` replaces any earlier one; `clear` forgets it. None of them throws.
 */
export interface FavouriteIntentStore {
  read(): FavouriteIntent | null;
  save(intent: FavouriteIntent): void;
  clear(): void;
}
