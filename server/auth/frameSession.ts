/**
 * Frames mode sessions (docs/security.md «Frames mode»): the framed portal hands over the host page's
 * tokens once and gets a session of its own — a new refresh-token family for the same user, bound to
 * this browser's fingerprint, no older than the host's sign-in. The host's token is not rotated, so
 * the host goes on with its session, and the frame never again presents the host's token.
 */
import { randomUUID } from 'node:crypto';
import type { Tokens } from '../../core/model/index.ts';
import { storeRefreshTokenOnce } from '../commands/refreshTokens.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { findRefreshTokenByHash } from '../queries/refreshTokens.ts';
import { findUserById, type UserRow } from '../queries/users.ts';
import { signAccessToken, verifyAccessToken } from './accessToken.ts';
import { keyedToken, sha256Hex } from './secrets.ts';

function invalidRefresh(): never {
  fail(401, 'INVALID_REFRESH');
}

/**
 * Exchanges a live host session for a frame session. Refused with 401 INVALID_REFRESH unless the
 * access token is ours and of the refresh token's session, the refresh token is live (neither rotated
 * nor revoked), the fingerprint is the session's and the session is younger than its cap; 403
 * USER_BLOCKED for a blocked user. Nothing is revoked on a refusal: a replayed address must not sign
 * the host out.
 *
 * Once per host token: the frame's first refresh token is derived from the host's
 * (HMAC(secret, "frame-session" | host token id | host token)), so a second exchange of the same host
 * token collides on the unique token hash and is refused. The new family's root row names the host
 * row as its parent, so ending the host's session for reuse ends this one too (`revokeFamily`).
 */
export async function exchangeFrameSession(
  deps: ServerDeps,
  request: { refreshToken: string; accessToken: string; fingerprint: string },
): Promise<{ user: UserRow; tokens: Tokens }> {
  const security = deps.config.security;
  const now = deps.clock.now();
  const claims = await verifyAccessToken(security, request.accessToken, now, { ignoreExpiry: true });
  if (claims === null) {
    invalidRefresh();
  }
  const host = await findRefreshTokenByHash(deps.db, sha256Hex(request.refreshToken));
  if (host === null || host.revokedAt !== null || host.rotatedAt !== null) {
    invalidRefresh();
  }
  if (claims.userId !== host.userId || claims.sessionId !== host.familyId) {
    invalidRefresh();
  }
  if (host.fingerprint === null || host.fingerprint !== request.fingerprint) {
    invalidRefresh();
  }
  if (now >= host.sessionStartedAt.getTime() + security.sessionMaxAgeSeconds * 1000) {
    invalidRefresh();
  }
  const user = await findUserById(deps.db, host.userId);
  if (user === null) {
    invalidRefresh();
  }
  if (user.blocked) {
    fail(403, 'USER_BLOCKED');
  }

  const familyId = randomUUID();
  const refreshToken = keyedToken(security, 'frame-session', host.id, request.refreshToken);
  const stored = await storeRefreshTokenOnce(deps.db, {
    id: randomUUID(),
    familyId,
    parentId: host.id,
    tokenHash: sha256Hex(refreshToken),
    userId: host.userId,
    fingerprint: request.fingerprint,
    createdAt: new Date(now),
    // The frame's session is part of the host's sign-in: it ends when that one would.
    sessionStartedAt: host.sessionStartedAt,
  });
  if (!stored) {
    // This host token was exchanged before: the address was replayed.
    invalidRefresh();
  }
  const accessToken = await signAccessToken(
    security,
    { userId: user.id, tenantProfileId: user.tenantProfileId, sessionId: familyId },
    now,
  );
  return { user, tokens: { accessToken, refreshToken } };
}
