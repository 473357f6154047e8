import { SignJWT } from 'jose';
import type { AppBook } from './apps.ts';
import { isCodeVerifier, verifierMatches } from '../security/nodePkce.ts';
import { ACCESS_TOKEN_TTL_SECONDS, CODE_TTL_MS, type CodeGrant, type ProviderStore } from './store.ts';

/** The query and body of POST /oauth2/auth with a code, as received (any of them may be missing). */
export interface ExchangeRequest {
  grantType: string | undefined;
  code: string | undefined;
  codeVerifier: string | undefined;
  clientId: string | undefined;
  redirectUri: string | undefined;
  deviceId: string | undefined;
  state: string | undefined;
}

type ExchangeError = 'invalid_request' | 'invalid_client' | 'invalid_grant';

export type ExchangeResult = { ok: true; body: TokenAnswer } | { ok: false; error: ExchangeError; description: string };

/** The 200 answer of the token exchange. */
interface TokenAnswer {
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

/** The query and body of POST /oauth2/auth with a refresh token, as received (any of them may be missing). */
export interface RefreshRequest {
  refreshToken: string | undefined;
  clientId: string | undefined;
  /** Optional; when given it must be the one the sign-in used. */
  redirectUri: string | undefined;
  deviceId: string | undefined;
  state: string | undefined;
}

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
    return failure('invalid_request', 'grant_type must be authorization_code or refresh_token');
  }
  for (const field of REQUIRED) {
    if (request[field] === undefined || request[field] === '') {
      return failure('invalid_request', `${WIRE_NAME[field]} is required`);
    }
  }
  const { code, codeVerifier, clientId, redirectUri, deviceId, state } = request as Required<{
    [K in keyof ExchangeRequest]: string;
  }>;
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
  return { ok: true, body: await tokenAnswer(deps, grant, state) };
}

/** A fresh pair for `grant` and its answer: opaque tokens, an id token naming the user, the echoed state. */
async function tokenAnswer(deps: ExchangeDeps, grant: CodeGrant, state: string): Promise<TokenAnswer> {
  const { accessToken, refreshToken } = deps.store.issueTokens(grant);
  const issuedAt = Math.floor(deps.store.now() / 1000);
  // `sid` names the sign-in: public info refuses the id token once that sign-in is revoked (logout, reuse).
  const idToken = await new SignJWT({ sid: grant.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(deps.issuer)
    .setSubject(String(grant.userId))
    .setAudience(grant.clientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(deps.idTokenKey);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    id_token: idToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    user_id: grant.userId,
    state,
    scope: grant.scope,
  };
}

const REFRESH_REQUIRED = ['refreshToken', 'clientId', 'deviceId', 'state'] as const;
const REFRESH_WIRE_NAME: Record<(typeof REFRESH_REQUIRED)[number], string> = {
  refreshToken: 'refresh_token',
  clientId: 'client_id',
  deviceId: 'device_id',
  state: 'state',
};

/**
 * Trades a refresh token for a new pair (grant_type=refresh_token). Rotation (OAuth 2.1 §4.3.1,
 * RFC 9700 §4.14.2): each refresh token answers once; presenting a spent one again means it leaked, so
 * the whole sign-in is revoked — every access and refresh token issued since its code. A refresh token
 * is bound to the client and the device it was issued to.
 */
export async function refreshTokens(deps: ExchangeDeps, request: RefreshRequest): Promise<ExchangeResult> {
  for (const field of REFRESH_REQUIRED) {
    if (request[field] === undefined || request[field] === '') {
      return failure('invalid_request', `${REFRESH_WIRE_NAME[field]} is required`);
    }
  }
  const { refreshToken, clientId, deviceId, state } = request as Required<{ [K in keyof RefreshRequest]: string }>;
  if (!deps.apps.get(clientId)) {
    return failure('invalid_client', `unknown client_id ${clientId}`);
  }
  const record = deps.store.refreshToken(refreshToken);
  if (!record) {
    return failure('invalid_grant', 'refresh_token is unknown');
  }
  if (record.revoked) {
    return failure(
      'invalid_grant',
      'refresh_token is revoked (logout, or a refresh token or code of this sign-in was used twice)',
    );
  }
  if (record.used) {
    deps.store.revokeTokensOf(record.grant);
    return failure('invalid_grant', 'refresh_token has already been used; every token of this sign-in is revoked');
  }
  if (deps.store.now() >= record.expiresAt) {
    return failure('invalid_grant', 'refresh_token has expired');
  }
  if (record.clientId !== clientId) {
    return failure('invalid_grant', 'refresh_token was issued to another client_id');
  }
  if (record.grant.deviceId !== deviceId) {
    return failure('invalid_grant', 'device_id differs from the one the refresh_token was issued with');
  }
  if (
    request.redirectUri !== undefined &&
    request.redirectUri !== '' &&
    request.redirectUri !== record.grant.redirectUri
  ) {
    return failure('invalid_grant', 'redirect_uri differs from the one the sign-in used');
  }
  record.used = true;
  return { ok: true, body: await tokenAnswer(deps, record.grant, state) };
}
