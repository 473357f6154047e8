import { SignJWT, jwtVerify } from 'jose';
import type { SecurityConfig } from '../config.ts';

export interface AccessClaims {
  userId: number;
  tenantProfileId: number | null;
  /** Refresh-token family (session) the token was issued for. */
  sessionId: string;
}

const ISSUER = 'rjadom';
const ALGORITHM = 'HS256';
/**
 * Every claim signAccessToken writes. A token lacking one was not made by it: without `exp` it would never
 * expire, so verification refuses it even though the signature is ours.
 */
const REQUIRED_CLAIMS = ['iss', 'sub', 'iat', 'exp', 'sid', 'tpid'];

function key(config: SecurityConfig): Uint8Array {
  return new TextEncoder().encode(config.secret);
}

/** Signs a short-lived access token (HS256) whose times come from `nowMs`, not the wall clock. */
export async function signAccessToken(config: SecurityConfig, claims: AccessClaims, nowMs: number): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({ tpid: claims.tenantProfileId, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.accessTokenTtlSeconds)
    .sign(key(config));
}

/**
 * Checks the signature, the issuer and that every claim we issue is present and well typed; with
 * `ignoreExpiry` (the refresh call) an expired token still counts, but one without `exp` never does.
 * Returns null for anything that is not a token we signed.
 */
export async function verifyAccessToken(
  config: SecurityConfig,
  token: string,
  nowMs: number,
  options: { ignoreExpiry?: boolean } = {},
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: REQUIRED_CLAIMS,
      currentDate: new Date(nowMs),
      ...(options.ignoreExpiry ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
    });
    const userId = Number(payload.sub);
    const tpid = payload.tpid;
    if (
      !Number.isSafeInteger(userId) ||
      typeof payload.sid !== 'string' ||
      !(tpid === null || Number.isSafeInteger(tpid))
    ) {
      return null;
    }
    return { userId, tenantProfileId: tpid as number | null, sessionId: payload.sid };
  } catch {
    return null;
  }
}
