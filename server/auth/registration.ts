/** Registration by SMS (portal §4): step 1 stores the form with a code, the code step creates the account. */
import * as v from 'valibot';
import { isUnderMinimumAge } from '../../core/domain/birthDate.ts';
import type { AuthUser } from '../../core/model/index.ts';
import { createShopper } from '../commands/shoppers.ts';
import type { Db } from '../db/database.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { isCity } from '../queries/references.ts';
import { activeCities } from '../queries/catalogue.ts';
import { isActiveCity } from '../../core/domain/pageCity.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { findUserByPhone } from '../queries/users.ts';
import { toAuthUser } from './authUser.ts';
import { requireCaptcha } from './captchaGuard.ts';
import { assertNotLocked } from './lockout.ts';
import { signInGender } from '../../core/domain/auth/signInFields.ts';
import type { RegisterBody } from '../../core/domain/auth/signInBodies.ts';
import { startSession } from './sessions.ts';
import { referralOf } from './social/schemas.ts';
import { checkSmsCode, issueSmsCode, spendSmsCode } from './smsCodes.ts';
import { registrationCodeText } from './smsTexts.ts';

/**
 * What step 1 stores in sms_codes.payload. The code step reads only this, never the client, so name,
 * gender, birthday, city and referral cannot be swapped once the code is sent.
 */
const pendingRegistration = v.object({
  name: v.string(),
  gender: signInGender,
  birthday: v.number(),
  cityCodeId: v.nullable(v.number()),
  referral: v.nullable(v.object({ key: v.picklist(['suid', 'tid', 'did']), id: v.string() })),
});
type PendingRegistration = v.InferOutput<typeof pendingRegistration>;

/** Step 1: checks the human, the lock, the age (server clock), the phone and the city; sends the code; returns the step token. */
export async function startRegistration(deps: ServerDeps, body: RegisterBody, ip: string | null): Promise<string> {
  await requireCaptcha(deps, body.token, ip);
  await assertNotLocked(deps, body.phone);
  if (isUnderMinimumAge(body.birthday, deps.clock.now())) {
    fail(422, 'USER_UNDER_14_YEARS_OLD');
  }
  if ((await findUserByPhone(deps.db, body.phone)) !== null) {
    fail(409, 'USER_ALREADY_EXISTS');
  }
  if (body.cityCodeId !== null && !isActiveCity(body.cityCodeId, await activeCities(deps.db, COUNTRY_CODE_ID))) {
    fail(400, 'VALIDATION_ERROR', [{ path: 'cityCodeId', message: 'not an active city' }]);
  }
  const pending: PendingRegistration = {
    name: body.name,
    gender: body.gender,
    birthday: body.birthday,
    cityCodeId: body.cityCodeId,
    referral: referralOf(body),
  };
  return issueSmsCode(deps, {
    phone: body.phone,
    ip,
    fingerprint: body.fingerprint,
    purpose: 'register',
    payload: pending,
    text: registrationCodeText,
  });
}

/** The city if it still exists when the account is created (it may have been removed since step 1). */
async function stillExistingCity(tx: Db, cityId: number | null): Promise<number | null> {
  if (cityId === null) {
    return null;
  }
  return (await isCity(tx, cityId)) ? cityId : null;
}

/** The code step: one transaction spends the code and creates user (role Tenant), tenant profile and session. */
export async function confirmRegistration(deps: ServerDeps, body: { code: string; token: string }): Promise<AuthUser> {
  const issued = await checkSmsCode(deps, { requestId: body.token, purpose: 'register', code: body.code });
  const pending = v.parse(pendingRegistration, issued.payload);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await spendSmsCode(tx, issued, now);
    const shopper = {
      phone: issued.phone,
      firstName: pending.name,
      lastName: null,
      gender: pending.gender,
      birthday: pending.birthday,
      cityCodeId: await stillExistingCity(tx, pending.cityCodeId),
      referral: pending.referral,
    };
    const user = await createShopper(tx, shopper, now);
    if (user === null) {
      // Someone registered this phone between step 1 and now; the rollback leaves the code unspent.
      fail(409, 'USER_ALREADY_EXISTS');
    }
    const tokens = await startSession(deps, user, issued.fingerprint ?? '', tx);
    return toAuthUser(user, tokens);
  });
}
