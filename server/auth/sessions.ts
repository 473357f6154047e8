import { randomUUID } from 'node:crypto';
import type { Tokens } from '../../core/model/index.ts';
import { markRotated, revokeFamilyTokens, storeRefreshToken } from '../commands/refreshTokens.ts';
import type { Db } from '../db/database.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import {
  familiesMadeFrom,
  findRefreshTokenByHash,
  findRefreshTokenById,
  type RefreshRow,
} from '../queries/refreshTokens.ts';
import { findUserById, type UserRow } from '../queries/users.ts';
import { signAccessToken, verifyAccessToken } from './accessToken.ts';
import { keyedToken, randomToken, sha256Hex } from './secrets.ts';

function invalidRefresh(): never {
  fail(401, 'INVALID_REFRESH');
}

/**
 * The child of a refresh token, derived rather than random: HMAC(secret, parent id, parent token).
 * A second refresh of the same parent inside the grace period can then hand out the very same child
 * without the child's plaintext ever being stored, and only a holder of the parent can derive it.
 */
function childTokenOf(deps: ServerDeps, parent: RefreshRow, parentToken: string): string {
  return keyedToken(deps.config.security, 'refresh-child', parent.id, parentToken);
}

async function accessTokenFor(
  deps: ServerDeps,
  user: Pick<UserRow, 'id' | 'tenantProfileId'>,
  familyId: string,
): Promise<string> {
  return signAccessToken(
    deps.config.security,
    { userId: user.id, tenantProfileId: user.tenantProfileId, sessionId: familyId },
    deps.clock.now(),
  );
}

/**
 * Starts a session after a successful sign-in: a new refresh-token family with a random root token
 * (stored as its SHA-256), bound to the device fingerprint. `db` may be the caller's transaction.
 */
export async function startSession(
  deps: ServerDeps,
  user: Pick<UserRow, 'id' | 'tenantProfileId'>,
  fingerprint: string,
  db: Db = deps.db,
): Promise<Tokens> {
  const now = new Date(deps.clock.now());
  const familyId = randomUUID();
  const refreshToken = randomToken();
  await storeRefreshToken(db, {
    id: randomUUID(),
    familyId,
    tokenHash: sha256Hex(refreshToken),
    userId: user.id,
    fingerprint,
    createdAt: now,
    sessionStartedAt: now,
  });
  return { accessToken: await accessTokenFor(deps, user, familyId), refreshToken };
}

/**
 * Ends one session: every token of the family, live or rotated, and every session made from it
 * (a frames-mode session names a row of this family as its parent: docs/security.md «Frames mode»).
 */
export async function revokeFamily(db: Db, familyId: string, nowMs: number): Promise<void> {
  await revokeFamilyTokens(db, familyId, nowMs);
  for (const child of await familiesMadeFrom(db, familyId)) {
    await revokeFamily(db, child, nowMs);
  }
}

/**
 * Marks the parent rotated and stores its child, in one transaction that only one caller can win
 * (the UPDATE matches only while rotated_at is null). False when another request rotated it first.
 */
async function rotate(deps: ServerDeps, parent: RefreshRow, childToken: string): Promise<boolean> {
  const now = new Date(deps.clock.now());
  const childId = randomUUID();
  return deps.db.transaction(async (tx) => {
    if (!(await markRotated(tx, parent.id, childId, now))) {
      return false;
    }
    await storeRefreshToken(tx, {
      id: childId,
      familyId: parent.familyId,
      parentId: parent.id,
      tokenHash: sha256Hex(childToken),
      userId: parent.userId,
      fingerprint: parent.fingerprint,
      createdAt: now,
      sessionStartedAt: parent.sessionStartedAt,
    });
    return true;
  });
}

/** A parent presented again: inside the grace period it maps to its child; after it, the family is revoked. */
async function replayOrRevoke(deps: ServerDeps, parentId: string): Promise<void> {
  const current = await findRefreshTokenById(deps.db, parentId);
  if (current === null || current.revokedAt !== null || current.rotatedAt === null) {
    invalidRefresh();
  }
  const now = deps.clock.now();
  if (now - current.rotatedAt.getTime() <= deps.config.security.refreshGraceSeconds * 1000) {
    return;
  }
  // A rotated token used after the grace period: one of its holders is not the legitimate client.
  await revokeFamily(deps.db, current.familyId, now);
  invalidRefresh();
}

/**
 * The refresh call (docs/security.md, "Tokens"): checks the access token's signature (not its expiry) and
 * subject, the refresh token, its fingerprint and the session's age, then rotates. 401 INVALID_REFRESH
 * for every refusal; a blocked user gets 403 USER_BLOCKED and loses the session.
 */
export async function refreshSession(
  deps: ServerDeps,
  request: { refreshToken: string; accessToken: string; fingerprint: string },
): Promise<{ user: UserRow; tokens: Tokens }> {
  const security = deps.config.security;
  const claims = await verifyAccessToken(security, request.accessToken, deps.clock.now(), { ignoreExpiry: true });
  if (claims === null) {
    invalidRefresh();
  }
  const row = await findRefreshTokenByHash(deps.db, sha256Hex(request.refreshToken));
  if (row === null || row.revokedAt !== null) {
    invalidRefresh();
  }
  if (claims.userId !== row.userId || claims.sessionId !== row.familyId) {
    invalidRefresh();
  }
  if (row.fingerprint === null || row.fingerprint !== request.fingerprint) {
    invalidRefresh();
  }
  if (deps.clock.now() >= row.sessionStartedAt.getTime() + security.sessionMaxAgeSeconds * 1000) {
    await revokeFamily(deps.db, row.familyId, deps.clock.now());
    invalidRefresh();
  }

  const childToken = childTokenOf(deps, row, request.refreshToken);
  const rotatedNow = row.rotatedAt === null && (await rotate(deps, row, childToken));
  if (!rotatedNow) {
    await replayOrRevoke(deps, row.id);
  }

  const user = await findUserById(deps.db, row.userId);
  if (user === null) {
    invalidRefresh();
  }
  if (user.blocked) {
    await revokeFamily(deps.db, row.familyId, deps.clock.now());
    fail(403, 'USER_BLOCKED');
  }
  return { user, tokens: { accessToken: await accessTokenFor(deps, user, row.familyId), refreshToken: childToken } };
}
