/**
 * The phone step of a social registration: a new shopper whose provider gave no phone it vouches for confirms
 * one by SMS (vk-phone → vk-phone-code). What the provider said waits in `social_sign_ups`, keyed by the
 * SHA-256 of a token only the browser holds; the code step reads it from there, never from the client.
 */
import * as v from 'valibot';
import { fillEmptyEmail } from '../../commands/profiles.ts';
import { createShopper, type NewShopper } from '../../commands/shoppers.ts';
import { linkAccount } from '../../commands/socialAccounts.ts';
import { spendSignUp, storeSignUp } from '../../commands/socialSignUps.ts';
import type { ServerDeps } from '../../deps.ts';
import { fail } from '../../http/failure.ts';
import type { ProviderUser } from '../../idProviderClient/port.ts';
import { findOpenSignUp } from '../../queries/socialSignUps.ts';
import { findUserByPhone } from '../../queries/users.ts';
import { toAuthUser } from '../authUser.ts';
import { signInGender } from '../../../core/domain/auth/signInFields.ts';
import { requireCaptcha } from '../captchaGuard.ts';
import { assertNotLocked } from '../lockout.ts';
import { randomToken, sha256Hex } from '../secrets.ts';
import { startSession } from '../sessions.ts';
import { checkSmsCode, issueSmsCode, spendSmsCode } from '../smsCodes.ts';
import { registrationCodeText } from '../smsTexts.ts';
import { VKID } from './provider.ts';
import { vkDataSchema, type SocialAuthUser, type VkData } from './vkData.ts';

/** How long the phone step stays open after the provider's answer. */
const SIGN_UP_TTL_SECONDS = 30 * 60;

const storedProfile = v.object({
  shopper: v.object({
    firstName: v.string(),
    lastName: v.nullable(v.string()),
    gender: signInGender,
    birthday: v.number(),
    email: v.optional(v.nullable(v.string()), null),
  }),
  vkData: vkDataSchema,
});

/** Stores what the provider said about a person who still owes a phone; answers the token of the phone step. */
export async function openSignUp(
  deps: ServerDeps,
  request: { person: ProviderUser; shopper: Omit<NewShopper, 'phone'>; fingerprint: string },
): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  const { referral, ...shopper } = request.shopper;
  const vkData: VkData = {
    userId: request.person.userId,
    firstName: request.person.firstName,
    lastName: request.person.lastName,
    avatar: request.person.avatar,
    phone: request.person.phone,
  };
  await storeSignUp(deps.db, {
    tokenHash: sha256Hex(token),
    provider: VKID,
    providerUserId: request.person.userId,
    profile: { shopper, vkData },
    referral,
    fingerprint: request.fingerprint,
    createdAt: new Date(now),
    expiresAt: new Date(now + SIGN_UP_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * vk-phone: captcha, the lock of the phone, an open sign-up (else 400 INVALID_TOKEN), then an SMS code within
 * the SMS limits. The phone may belong to an existing shopper: confirming it then links the provider account
 * to them. Answers the request id of the code step.
 */
export async function requestSignUpCode(
  deps: ServerDeps,
  body: { signUpToken: string; phone: string; token: string },
  ip: string | null,
): Promise<string> {
  await requireCaptcha(deps, body.token, ip);
  await assertNotLocked(deps, body.phone);
  const tokenHash = sha256Hex(body.signUpToken);
  const signUp = await findOpenSignUp(deps.db, tokenHash, deps.clock.now());
  if (signUp === null) {
    fail(400, 'INVALID_TOKEN');
  }
  return issueSmsCode(deps, {
    phone: body.phone,
    ip,
    fingerprint: signUp.fingerprint,
    purpose: 'social',
    payload: { signUp: tokenHash },
    text: registrationCodeText,
  });
}

/**
 * vk-phone-code: the code (400 WRONG_CODE like every code step), then in one transaction: the code and the
 * sign-up are spent, the shopper with that phone is signed in (403 USER_BLOCKED when blocked) or created, the
 * provider account is linked and the session starts, bound to the fingerprint of the provider sign-in.
 */
export async function confirmSignUpCode(
  deps: ServerDeps,
  body: { requestId: string; code: string },
): Promise<SocialAuthUser> {
  const issued = await checkSmsCode(deps, { requestId: body.requestId, purpose: 'social', code: body.code });
  const tokenHash = v.parse(v.object({ signUp: v.string() }), issued.payload).signUp;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await spendSmsCode(tx, issued, now);
    const signUp = await spendSignUp(tx, tokenHash, now);
    if (signUp === null) {
      fail(400, 'INVALID_TOKEN');
    }
    const { shopper, vkData } = v.parse(storedProfile, signUp.profile);
    let user = await findUserByPhone(tx, issued.phone);
    if (user?.blocked === true) {
      fail(403, 'USER_BLOCKED');
    }
    if (user !== null) {
      // The owner of the confirmed phone keeps their profile; only an empty e-mail takes the shared one.
      await fillEmptyEmail(tx, user.id, shopper.email);
    }
    user ??= await createShopper(tx, { ...shopper, phone: issued.phone, referral: signUp.referral ?? null }, now);
    if (
      user === null ||
      (await linkAccount(tx, { provider: VKID, providerUserId: signUp.providerUserId }, user.id, now)) !== user.id
    ) {
      fail(409, 'USER_ALREADY_EXISTS');
    }
    return { ...toAuthUser(user, await startSession(deps, user, signUp.fingerprint, tx)), vkData };
  });
}
