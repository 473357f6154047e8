/** Signing in to an existing account: by SMS code (portal §4 «SMS login») or by password. */
import type { AuthUser } from '../../core/model/index.ts';
import { withdrawFailure } from '../commands/authFailures.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { findUserByPhone } from '../queries/users.ts';
import { toAuthUser } from './authUser.ts';
import { requireCaptcha } from './captchaGuard.ts';
import { assertNotLocked, reserveAttempt } from './lockout.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { startSession } from './sessions.ts';
import { checkSmsCode, issueSmsCode, spendSmsCode } from './smsCodes.ts';
import { loginCodeText } from './smsTexts.ts';

/**
 * SMS login step 1: returns the request id. An unknown phone answers 404 USER_NOT_FOUND (registration
 * already tells whether a phone is taken, so hiding it here would protect nothing and strand real users
 * on a code that never comes); a blocked user answers 403 USER_BLOCKED.
 */
export async function requestLoginCode(
  deps: ServerDeps,
  body: { login: string; fingerprint: string; token: string },
  ip: string | null,
): Promise<string> {
  await requireCaptcha(deps, body.token, ip);
  await assertNotLocked(deps, body.login);
  const user = await findUserByPhone(deps.db, body.login);
  if (user === null) {
    fail(404, 'USER_NOT_FOUND');
  }
  if (user.blocked) {
    fail(403, 'USER_BLOCKED');
  }
  return issueSmsCode(deps, {
    phone: body.login,
    ip,
    fingerprint: body.fingerprint,
    purpose: 'login',
    text: loginCodeText,
  });
}

/** SMS login step 2: the code for the request id, then a new session bound to step 1's fingerprint. */
export async function confirmLoginCode(deps: ServerDeps, body: { requestId: string; code: string }): Promise<AuthUser> {
  const issued = await checkSmsCode(deps, { requestId: body.requestId, purpose: 'login', code: body.code });
  const user = await findUserByPhone(deps.db, issued.phone);
  if (user === null) {
    fail(404, 'USER_NOT_FOUND');
  }
  if (user.blocked) {
    fail(403, 'USER_BLOCKED');
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await spendSmsCode(tx, issued, now);
    return toAuthUser(user, await startSession(deps, user, issued.fingerprint ?? '', tx));
  });
}

let dummyHash: Promise<string> | null = null;

/** A real hash of nothing, checked when the phone has no password, so both cases take the same time. */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-for-unknown-users');
  return dummyHash;
}

/**
 * Password login: a wrong phone or password answers 401 WRONG_CREDENTIALS (the same for both) and counts
 * as a failure of the phone; the right password of a blocked user answers 403 USER_BLOCKED. The failure is
 * reserved before scrypt runs (docs/security.md, "Lock after failures"), so simultaneous guesses cannot
 * all be evaluated before the lock sees them.
 */
export async function passwordLogin(
  deps: ServerDeps,
  body: { login: string; password: string; fingerprint: string; token: string },
  ip: string | null,
): Promise<AuthUser> {
  await requireCaptcha(deps, body.token, ip);
  const reservation = await reserveAttempt(deps, body.login);
  const user = await findUserByPhone(deps.db, body.login);
  const stored = user?.passwordHash ?? (await timingDummy());
  const matches = (await verifyPassword(body.password, stored)) && user !== null && user.passwordHash !== null;
  if (!matches || user === null) {
    // The reservation stays: it is this failure.
    fail(401, 'WRONG_CREDENTIALS');
  }
  await withdrawFailure(deps.db, reservation);
  if (user.blocked) {
    fail(403, 'USER_BLOCKED');
  }
  return toAuthUser(user, await startSession(deps, user, body.fingerprint));
}
