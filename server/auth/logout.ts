/** Logout (issue 30 §3, docs/security.md «Logout and revocation»): ends a session, or every session of its shopper. */
import type { LogoutScope } from '../../core/domain/logoutRequest.ts';
import { revokeUserSessions } from '../commands/refreshTokens.ts';
import type { ServerDeps } from '../deps.ts';
import { findRefreshTokenByHash } from '../queries/refreshTokens.ts';
import { sha256Hex } from './secrets.ts';
import { revokeFamily } from './sessions.ts';

/**
 * Ends what the refresh token opens. The token is the credential: whoever holds it could use the session, so
 * ending it needs nothing more (an access token may have expired while the device was offline).
 * - `session`: its family, whichever of its tokens is given (live, rotated or revoked), and the frames-mode
 *   sessions made from it. Its access tokens stop at once: requireAuth refuses a revoked session's `sid`.
 * - `all`: every session of its user, but only while the token itself is not revoked, so a leaked old token
 *   cannot sign the shopper out everywhere.
 * Answers nothing either way: an unknown, ended or live token are not told apart.
 */
export async function endSessions(
  deps: ServerDeps,
  request: { refreshToken: string; scope: LogoutScope },
): Promise<void> {
  const row = await findRefreshTokenByHash(deps.db, sha256Hex(request.refreshToken));
  if (row === null) {
    return;
  }
  const now = deps.clock.now();
  if (request.scope === 'session') {
    await revokeFamily(deps.db, row.familyId, now);
  } else if (row.revokedAt === null) {
    await revokeUserSessions(deps.db, row.userId, now);
  }
}
