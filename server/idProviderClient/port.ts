/** The server's port to the identity provider (VK ID or the local stand-in): code exchange and user info. */
import type { ProviderPerson } from '../../core/model/index.ts';

/** What the code exchange needs besides the code: everything the code was bound to. */
export interface CodeExchange {
  code: string;
  codeVerifier: string;
  deviceId: string;
  redirectUri: string;
  state: string;
}

/** The provider's tokens for one sign-in; only the access token is used (to read the user). */
export interface ProviderTokens {
  accessToken: string;
  /** The provider's id of the person, as a decimal string. */
  userId: string;
  /** The state the provider echoed; must be the one sent. */
  state: string;
}

/** The person as the provider describes them: one shape for the server and the in-memory provider (core/model). */
export type ProviderUser = ProviderPerson;

/**
 * Why a call to the provider failed:
 * - `timeout` — no answer within the configured time;
 * - `unavailable` — no connection, or a 5xx;
 * - `refused` — the provider said no (invalid_grant, invalid_client, invalid_token …);
 * - `bad_answer` — an answer whose shape is not the protocol's (nothing in it is trusted).
 */
export type IdentityProviderFailure = 'timeout' | 'unavailable' | 'refused' | 'bad_answer';

/** A failed call; `providerError` is the provider's own `error` field when it sent one. */
export class IdentityProviderError extends Error {
  readonly failure: IdentityProviderFailure;
  readonly providerError: string | null;

  constructor(
    failure: IdentityProviderFailure,
    detail: string,
    providerError: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(`identity provider ${failure}: ${detail}`, options);
    this.name = 'IdentityProviderError';
    this.failure = failure;
    this.providerError = providerError;
  }
}

/**
 * The identity provider as the social sign-in uses it.
 *
 * Contract: each method resolves only with an answer whose shape was checked, and otherwise rejects with
 * `IdentityProviderError` (never anything else, never hangs past the configured timeout).
 */
export interface IdentityProvider {
  /** Trades an authorization code for tokens (PKCE S256, bound to device id and redirect URI). */
  exchangeCode(request: CodeExchange): Promise<ProviderTokens>;
  /** The person behind a provider access token. */
  userInfo(accessToken: string): Promise<ProviderUser>;
}
