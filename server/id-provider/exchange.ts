import { SignJWT } from 'jose';
import type { AppBook } from './apps.ts';
import { isCodeVerifier, verifierMatches } from './pkce.ts';
import { ACCESS_TOKEN_TTL_SECONDS, CODE_TTL_MS, type ProviderStore } from './store.ts';

/** The query and body of POST /oauth2/auth, as received (any of them may be missing). */
export interface ExchangeRequest {
  grantType: string | undefined;
  code: string | undefined;
  codeVerifier: string | undefined;
  clientId: string | undefined;
  redirectUri: string | undefined;
  deviceId: string | undefined;
  state: string | undefined;
}

export type ExchangeError = 'invalid_request' | 'invalid_client' | 'invalid_grant';

export type ExchangeResult =
  | { ok: true; body: TokenAnswer }
  | { ok: false; error: ExchangeError; description: string };

/** The 200 answer of the token exchange. */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user_id: number;
  state: string;
  scope: string;
}

function failure(error: ExchangeError, description: string): ExchangeResult {
  return { ok: false, error, description };
}

const REQUIRED = ['code', 'codeVerifier', 'clientId', 'redirectUri', 'deviceId', 'state'] as const;
const WIRE_NAME: Record<(typeof REQUIRED)[number], string> = {
  code: 'code',
  codeVerifier: 'code_verifier',
  clientId: 'client_id',
  redirectUri: 'redirect_uri',
  deviceId: 'device_id',
  state: 'state',
};

export interface ExchangeDeps {
  store: ProviderStore;
  apps: AppBook;
  /** HS256 key of the id tokens this provider signs. */
  idTokenKey: Uint8Array;
  /** The provider's own origin, the id token's issuer. */
  issuer: string;
}

/**
 * Trades an authorization code for tokens (RFC 6749 §4.1.3 with PKCE, RFC 7636 §4.6). A code works
 * once: presenting it again fails and revokes the tokens the first exchange issued (RFC 6749 §4.1.2).
 * Other failures leave the code usable, so a client that sent a wrong field can retry.
 */
export async function exchangeCode(deps: ExchangeDeps, request: ExchangeRequest): Promise<ExchangeResult> {
  if (request.grantType !== 'authorization_code') {
    return failure('invalid_request', 'grant_type must be authorization_code');
  }
  for (const field of REQUIRED) {
    if (request[field] === undefined || request[field] === '') {
      return failure('invalid_request', `${WIRE_NAME[field]} is required`);
    }
  }
  const { code, codeVerifier, clientId, redirectUri, deviceId, state } = request as Required<{ [K in keyof ExchangeRequest]: string }>;
  if (!deps.apps.get(clientId)) {
    return failure('invalid_client', `unknown client_id ${clientId}`);
  }
  if (!isCodeVerifier(codeVerifier)) {
    return failure('invalid_request', 'code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~');
  }
  const grant = deps.store.code(code);
  if (!grant) {
    return failure('invalid_grant', 'code is unknown');
  }
  if (grant.used) {
    deps.store.revokeTokensOf(grant);
    return failure('invalid_grant', 'code has already been used; the tokens issued for it are revoked');
  }
  const now = deps.store.now();
  if (now >= grant.issuedAt + CODE_TTL_MS) {
    return failure('invalid_grant', 'code has expired');
  }
  if (grant.clientId !== clientId) {
    return failure('invalid_grant', 'code was issued to another client_id');
  }
  if (grant.redirectUri !== redirectUri) {
    return failure('invalid_grant', 'redirect_uri differs from the one the code was issued for');
  }
  if (grant.deviceId !== deviceId) {
    return failure('invalid_grant', 'device_id differs from the one the code was issued with');
  }
  if (!(await verifierMatches(codeVerifier, grant.codeChallenge))) {
    return failure('invalid_grant', 'code_verifier does not match the code_challenge (S256)');
  }
  grant.used = true;
  const { accessToken, refreshToken } = deps.store.issueTokens(grant);
  const issuedAt = Math.floor(now / 1000);
  const idToken = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(deps.issuer)
    .setSubject(String(grant.userId))
    .setAudience(clientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(deps.idTokenKey);
  return {
    ok: true,
    body: {
      access_token: accessToken,
      refresh_token: refreshToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      user_id: grant.userId,
      state,
      scope: grant.scope,
    },
  };
}
