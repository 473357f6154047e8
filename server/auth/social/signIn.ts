/**
 * login-from-vk (portal §4 «Social-network login»): spends the state, exchanges the code with the provider,
 * reads the person, then signs in the shopper linked to them, or the shopper with the phone the provider
 * vouches for, or registers a new one. Everything written for a sign-in is written in one transaction.
 */
import { isUnderMinimumAge } from '../../../core/domain/birthDate.ts';
import { canonicalPhone } from '../../../core/domain/phone.ts';
import { emailFromProvider, socialRegistrationData } from '../../../core/domain/socialProfile.ts';
import { createShopper, type ReferralEntry } from '../../commands/shoppers.ts';
import { fillEmptyEmail } from '../../commands/profiles.ts';
import { linkAccount } from '../../commands/socialAccounts.ts';
import type { ServerDeps } from '../../deps.ts';
import { fail } from '../../http/failure.ts';
import type { ProviderUser } from '../../idProviderClient/port.ts';
import { findUserByPhone, findUserByProviderAccount, type UserRow } from '../../queries/users.ts';
import { toAuthUser } from '../authUser.ts';
import { startSession } from '../sessions.ts';
import { callProvider, identityProviderOf, VKID } from './provider.ts';
import { openSignUp } from './signUps.ts';
import { spendState } from './states.ts';
import { vkDataOf, type SocialAuthUser } from './vkData.ts';

export interface LoginFromVkRequest {
  code: string;
  fingerprint: string;
  deviceId: string;
  redirectUri: string;
  state: string;
  referral: ReferralEntry | null;
  /** The browser binding the request's cookie carries (browserBinding.ts); null when it sent none. */
  browser: string | null;
  /** The page secret the body carries (issue 30); null when it sent none. */
  pageSecret: string | null;
}

/** The phone the provider vouches for, as a canonical +7 number; null when it gave none, or did not vouch. */
function trustedPhone(person: ProviderUser): string | null {
  if (!person.verified || person.phone === null) {
    return null;
  }
  const phone = canonicalPhone(person.phone);
  return phone?.startsWith('7') === true ? phone : null;
}

/** An existing shopper signs in: blocked is 403 USER_BLOCKED; the link and the session are written together. */
async function signInExisting(
  deps: ServerDeps,
  user: UserRow,
  person: ProviderUser,
  fingerprint: string,
): Promise<SocialAuthUser> {
  if (user.blocked) {
    fail(403, 'USER_BLOCKED');
  }
  const now = deps.clock.now();
  const tokens = await deps.db.transaction(async (tx) => {
    const linkedTo = await linkAccount(tx, { provider: VKID, providerUserId: person.userId }, user.id, now);
    if (linkedTo !== user.id) {
      // A parallel sign-in linked this provider account to another shopper first: the caller starts over.
      fail(409, 'USER_ALREADY_EXISTS');
    }
    await fillEmptyEmail(tx, user.id, emailFromProvider(person.email));
    return startSession(deps, user, fingerprint, tx);
  });
  return { ...toAuthUser(user, tokens), vkData: vkDataOf(person) };
}

/**
 * A person the portal does not know: name, gender and birthday from the provider (422 PROFILE_INCOMPLETE when
 * one is missing), the age rule of registration (422 USER_UNDER_14_YEARS_OLD), then either a new shopper with the
 * phone the provider vouches for, or 422 PHONE_REQUIRED with the token of the phone step.
 */
async function register(deps: ServerDeps, person: ProviderUser, request: LoginFromVkRequest): Promise<SocialAuthUser> {
  const data = socialRegistrationData(person);
  const missing = (['name', 'gender', 'birthday'] as const).filter((field) => data[field] === null);
  if (data.name === null || data.gender === null || data.birthday === null) {
    fail(422, 'PROFILE_INCOMPLETE', { missing });
  }
  const now = deps.clock.now();
  if (isUnderMinimumAge(data.birthday, now)) {
    fail(422, 'USER_UNDER_14_YEARS_OLD');
  }
  const phone = trustedPhone(person);
  const shopper = {
    firstName: data.name,
    lastName: person.lastName.trim() || null,
    gender: data.gender,
    birthday: data.birthday,
    email: data.email,
    referral: request.referral,
  };
  if (phone === null) {
    const token = await openSignUp(deps, { person, shopper, fingerprint: request.fingerprint });
    fail(422, 'PHONE_REQUIRED', { token, vkData: vkDataOf(person) });
  }
  const tokens = await deps.db.transaction(async (tx) => {
    const user = await createShopper(tx, { ...shopper, phone }, now);
    if (user === null) {
      fail(409, 'USER_ALREADY_EXISTS');
    }
    if ((await linkAccount(tx, { provider: VKID, providerUserId: person.userId }, user.id, now)) !== user.id) {
      fail(409, 'USER_ALREADY_EXISTS');
    }
    return { user, tokens: await startSession(deps, user, request.fingerprint, tx) };
  });
  return { ...toAuthUser(tokens.user, tokens.tokens), vkData: vkDataOf(person) };
}

/** The whole call; every refusal is a `{ message: CODE }` (docs/security.md «Social sign-in»). */
export async function loginFromVk(deps: ServerDeps, request: LoginFromVkRequest): Promise<SocialAuthUser> {
  const state = await spendState(deps, request);
  const provider = identityProviderOf(deps);
  const tokens = await callProvider(() =>
    provider.exchangeCode({
      code: request.code,
      codeVerifier: state.codeVerifier,
      deviceId: request.deviceId,
      redirectUri: state.redirectUri,
      state: request.state,
    }),
  );
  const person = await callProvider(() => provider.userInfo(tokens.accessToken));
  if (person.userId !== tokens.userId) {
    fail(424, 'PROVIDER_BAD_ANSWER');
  }
  const linked = await findUserByProviderAccount(deps.db, VKID, person.userId);
  if (linked !== null) {
    return signInExisting(deps, linked, person, request.fingerprint);
  }
  const phone = trustedPhone(person);
  const byPhone = phone === null ? null : await findUserByPhone(deps.db, phone);
  if (byPhone !== null) {
    return signInExisting(deps, byPhone, person, request.fingerprint);
  }
  return register(deps, person, request);
}
