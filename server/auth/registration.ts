/** Registration by SMS (portal §4): step 1 stores the form with a code, the code step creates the account. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { isUnderMinimumAge } from '../../core/domain/birthDate.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { Role } from '../../core/model/index.ts';
import type { AuthUser } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { cities, tenantProfiles, users } from '../db/schema.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { isActiveCity } from '../queries/references.ts';
import { findUserByPhone, toAuthUser } from './authUser.ts';
import { requireCaptcha } from './captchaGuard.ts';
import { assertNotLocked } from './lockout.ts';
import { genderField, type RegisterBody } from './schemas.ts';
import { randomSmsCode } from './secrets.ts';
import { startSession } from './sessions.ts';
import { recordReferral } from './social/accounts.ts';
import { checkSecret, consumeSecret, issueSecret } from './smsCodes.ts';
import { registrationCodeText } from './smsTexts.ts';

/**
 * What step 1 stores in sms_codes.payload. The code step reads only this, never the client, so name,
 * gender, birthday, city and referral cannot be swapped once the code is sent.
 */
const pendingRegistration = v.object({
  name: v.string(),
  gender: genderField,
  birthday: v.number(),
  cityCodeId: v.nullable(v.number()),
  referral: v.nullable(v.object({ key: v.picklist(['suid', 'tid', 'did']), id: v.string() })),
});
type PendingRegistration = v.InferOutput<typeof pendingRegistration>;

function referralOf(body: RegisterBody): PendingRegistration['referral'] {
  for (const key of ['suid', 'tid', 'did'] as const) {
    const id = body[key];
    if (id !== undefined) {
      return { key, id };
    }
  }
  return null;
}

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
  if (body.cityCodeId !== null && !(await isActiveCity(deps.db, body.cityCodeId))) {
    fail(400, 'VALIDATION_ERROR', [{ path: 'cityCodeId', message: 'not an active city' }]);
  }
  const pending: PendingRegistration = {
    name: body.name,
    gender: body.gender,
    birthday: body.birthday,
    cityCodeId: body.cityCodeId,
    referral: referralOf(body),
  };
  const code = randomSmsCode();
  return issueSecret(deps, {
    phone: body.phone,
    ip,
    fingerprint: body.fingerprint,
    purpose: 'register',
    secret: code,
    ttlSeconds: deps.config.security.smsCodeTtlSeconds,
    payload: pending,
    message: () => ({ text: registrationCodeText(code), code }),
  });
}

/** The city if it still exists when the account is created (it may have been removed since step 1). */
async function stillExistingCity(tx: Db, cityId: number | null): Promise<number | null> {
  if (cityId === null) {
    return null;
  }
  const [row] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return row?.id ?? null;
}

/** The code step: one transaction spends the code and creates user (role Tenant), tenant profile and session. */
export async function confirmRegistration(deps: ServerDeps, body: { code: string; token: string }): Promise<AuthUser> {
  const issued = await checkSecret(deps, { requestId: body.token, purpose: 'register', secret: body.code, guardPhone: true });
  if (issued === null) {
    fail(400, 'WRONG_CODE');
  }
  const pending = v.parse(pendingRegistration, issued.payload);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await consumeSecret(tx, now, issued.id))) {
      fail(400, 'WRONG_CODE');
    }
    const [created] = await tx
      .insert(users)
      .values({ phone: issued.phone, roles: [Role.Tenant], createdAt: new Date(now) })
      .onConflictDoNothing({ target: users.phone })
      .returning();
    if (created === undefined) {
      // Someone registered this phone between step 1 and now; the rollback leaves the code unspent.
      fail(409, 'USER_ALREADY_EXISTS');
    }
    const [profile] = await tx
      .insert(tenantProfiles)
      .values({
        userId: created.id,
        firstName: pending.name,
        gender: pending.gender,
        birthday: pending.birthday,
        cityCodeId: await stillExistingCity(tx, pending.cityCodeId),
        phone: issued.phone,
        countryCodeId: COUNTRY_CODE_ID,
        createdAt: new Date(now),
      })
      .returning({ id: tenantProfiles.id });
    const [user] = await tx.update(users).set({ tenantProfileId: profile!.id }).where(eq(users.id, created.id)).returning();
    await recordReferral(tx, created.id, pending.referral, now);
    const tokens = await startSession(deps, user!, issued.fingerprint ?? '', tx);
    return toAuthUser(user!, tokens);
  });
}
