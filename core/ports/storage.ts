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
