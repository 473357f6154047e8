/** Password recovery (portal §4 «Forgot password», /reset-password): an SMS with a single-use link. */
import { lockSubjects } from '../commands/advisoryLocks.ts';
import { recordRecoveryRequest } from '../commands/recoveryRequests.ts';
import { revokeUserSessions } from '../commands/refreshTokens.ts';
import { consumeCode } from '../commands/smsCodes.ts';
import { setPasswordHash } from '../commands/users.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { countRecoveryRequestsSince } from '../queries/recoveryRequests.ts';
import { findUserByPhone } from '../queries/users.ts';
import { requireCaptcha } from './captchaGuard.ts';
import { reserveSend } from './sendLimits.ts';
import { assertNotLocked } from './lockout.ts';
import { hashPassword } from './password.ts';
import { randomToken } from './secrets.ts';
import { checkSecret, issueSecret } from './smsCodes.ts';
import { recoveryLink, recoveryText } from './smsTexts.ts';

/** The link token: `<request id>.<secret>`; the id finds the row, only the secret's HMAC is stored. */
const LINK_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Counts this request in the phone's recovery window, or answers 429 BAD_COUNT when the window already
 * holds `recoveryRequestsPerWindow` requests. Refused requests are not counted, so the cool-off ends when
 * the oldest counted request leaves the window.
 */
async function countRecoveryRequest(deps: ServerDeps, phone: string): Promise<void> {
  const { recoveryRequestsPerWindow, recoveryWindowSeconds } = deps.config.security;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockSubjects(tx, [`recovery:${phone}`]);
    if (
      (await countRecoveryRequestsSince(tx, phone, now - recoveryWindowSeconds * 1000)) >= recoveryRequestsPerWindow
    ) {
      fail(429, 'BAD_COUNT');
    }
    await recordRecoveryRequest(tx, phone, now);
  });
}

/**
 * forgot-password: an SMS with the reset link, valid `recoveryWindowSeconds` and voiding any earlier link.
 * An unknown or blocked phone gets no SMS but the very same answers: its request takes a send slot within the
 * SMS limits as if one had gone (docs/decisions.md «forgot-password answers every phone alike»), so a second
 * request within the resend interval is the same 429 TOO_MANY_REQUESTS a registered phone gets.
 */
export async function requestRecovery(
  deps: ServerDeps,
  body: { login: string; token: string },
  ip: string | null,
): Promise<void> {
  await requireCaptcha(deps, body.token, ip);
  await assertNotLocked(deps, body.login);
  await countRecoveryRequest(deps, body.login);
  const user = await findUserByPhone(deps.db, body.login);
  if (user === null || user.blocked) {
    await deps.db.transaction((tx) =>
      reserveSend(tx, deps, { phone: body.login, ip, fingerprint: null, purpose: 'recovery' }),
    );
    return;
  }
  const secret = randomToken();
  const ttlSeconds = deps.config.security.recoveryWindowSeconds;
  await issueSecret(deps, {
    phone: body.login,
    ip,
    fingerprint: null,
    purpose: 'recovery',
    secret,
    ttlSeconds,
    message: (requestId) => {
      const token = `${requestId}.${secret}`;
      return { text: recoveryText(recoveryLink(deps.config.publicUrl, token), ttlSeconds), code: token };
    },
  });
}

/**
 * reset-password: spends the link (once), stores the new scrypt hash and revokes every session of the user,
 * in one transaction. Any unusable link answers 400 INVALID_TOKEN.
 */
export async function resetPassword(deps: ServerDeps, body: { password: string; token: string }): Promise<void> {
  const match = LINK_TOKEN.exec(body.token);
  if (match === null) {
    fail(400, 'INVALID_TOKEN');
  }
  const issued = await checkSecret(deps, {
    requestId: match[1]!,
    purpose: 'recovery',
    secret: match[2]!,
    guardPhone: false,
  });
  if (issued === null) {
    fail(400, 'INVALID_TOKEN');
  }
  const user = await findUserByPhone(deps.db, issued.phone);
  if (user === null) {
    fail(400, 'INVALID_TOKEN');
  }
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, issued.id, now))) {
      fail(400, 'INVALID_TOKEN');
    }
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, now);
  });
}
