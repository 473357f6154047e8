import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../core/model/index.ts';
import { refreshTokens, socialAccounts, tenantProfiles, userReferrals, users } from '../../../server/db/schema.ts';
import { captcha, device, expectFailure, freshPhone, post, registerUser } from '../auth/authKit.ts';
import {
  ANNA,
  APPS,
  chooseAccount,
  finishSignIn,
  oneTapSignIn,
  REGISTRATION_VK,
  startSignIn,
  tapOneTap,
  TIMUR,
  VARVARA,
  socialWorldPerFile,
} from '../social/socialKit.ts';

const world = socialWorldPerFile();

/** The e-mail the local provider shares for Анна (server/id-provider/accounts.ts). */
const ANNA_EMAIL = 'anna.sokolova@example.ru';

const DEMO_IDS = [ANNA, TIMUR, VARVARA].map((account) => String(account.userId));

/** Every test starts with the demo accounts unknown to the portal (the PostgreSQL run shares one database). */
beforeEach(async () => {
  const db = world.server.deps.db;
  await db.delete(socialAccounts).where(inArray(socialAccounts.providerUserId, DEMO_IDS));
  await db.delete(users).where(inArray(users.phone, [ANNA.phone, TIMUR.phone, VARVARA.phone]));
  // A day later: the SMS limits of the demo phones start afresh.
  world.server.clock.advance(24 * 3600 * 1000);
});

type SignedIn = AuthUser & { vkData: { userId: string; firstName: string; lastName: string; avatar: string | null } };

async function signedIn(response: Response): Promise<SignedIn> {
  expect(response.status).toBe(200);
  return (await response.json()) as SignedIn;
}

async function linkOf(providerUserId: number): Promise<number | undefined> {
  const [link] = await world.server.deps.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.providerUserId, String(providerUserId)));
  return link?.userId;
}

async function sessionsOf(fingerprint: string): Promise<number> {
  return (await world.server.deps.db.select().from(refreshTokens).where(eq(refreshTokens.fingerprint, fingerprint)))
    .length;
}

/** login-from-vk for `account` picked on the provider's full sign-in page. */
async function signInAs(
  account: number,
  fingerprint = device(),
  extra: Parameters<typeof finishSignIn>[3] = {},
): Promise<Response> {
  const challenge = await startSignIn(world.api, fingerprint, extra.redirectUri);
  return finishSignIn(world.api, await chooseAccount(world.provider, challenge, account), fingerprint, extra);
}

describe('a person the portal does not know', () => {
  it('becomes a shopper with the provider’s name, gender and birthday, the phone it vouches for and the referral', async () => {
    const fingerprint = device();
    const user = await signedIn(await oneTapSignIn(world, { tid: '42', redirectUri: REGISTRATION_VK }, fingerprint));
    expect(user).toMatchObject({
      login: ANNA.phone,
      roles: [2],
      vkData: { userId: '700001', firstName: 'Анна', lastName: 'Соколова' },
    });
    expect(user.accessToken).not.toBe('');
    const [profile] = await world.server.deps.db
      .select()
      .from(tenantProfiles)
      .where(eq(tenantProfiles.userId, user.id));
    expect(profile).toMatchObject({
      id: user.tenantProfileId,
      firstName: 'Анна',
      lastName: 'Соколова',
      gender: 'женский',
      birthday: Date.UTC(1994, 3, 17) / 1000,
      phone: ANNA.phone,
      countryCodeId: 1,
    });
    // The e-mail the provider's consent page says it shares (issue 30 §5).
    expect(profile!.email).toBe(ANNA_EMAIL);
    expect(await linkOf(ANNA.userId)).toBe(user.id);
    const [referral] = await world.server.deps.db.select().from(userReferrals).where(eq(userReferrals.userId, user.id));
    expect(referral).toMatchObject({ key: 'tid', referrerId: '42' });
    // The session belongs to the refresh-token family like every sign-in, bound to the fingerprint.
    const refreshed = await post(world.api, '/api/authentication/refresh', {
      refreshToken: user.refreshToken,
      accessToken: user.accessToken,
      fingerprint,
    });
    expect(refreshed.status).toBe(200);
  });

  it('is refused under 14, and nothing is written', async () => {
    const fingerprint = device();
    await expectFailure(await signInAs(VARVARA.userId, fingerprint, { suid: '7' }), 422, 'USER_UNDER_14_YEARS_OLD');
    expect(await linkOf(VARVARA.userId)).toBeUndefined();
    expect(await world.server.deps.db.select().from(users).where(eq(users.phone, VARVARA.phone))).toEqual([]);
    expect(await sessionsOf(fingerprint)).toBe(0);
  });

  it('is asked for a phone when the provider does not vouch for theirs, and nobody is signed in by it', async () => {
    const owner = await registerUser(world.server, world.api, { phone: TIMUR.phone, name: 'Тим' });
    const response = await signInAs(TIMUR.userId);
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      message: string;
      details: { token: string; vkData: { firstName: string; phone: string } };
    };
    expect(body).toMatchObject({
      message: 'PHONE_REQUIRED',
      details: { vkData: { firstName: 'Тимур', phone: TIMUR.phone } },
    });
    expect(body.details.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await linkOf(TIMUR.userId)).toBeUndefined();
    expect(owner.id).toBeGreaterThan(0);
  });
});

describe('a shopper the portal knows', () => {
  it('signs in again as the same shopper and keeps their profile; a referral now changes nothing', async () => {
    const first = await signedIn(await oneTapSignIn(world));
    await world.server.deps.db
      .update(tenantProfiles)
      .set({ firstName: 'Аня', email: 'anya@example.ru' })
      .where(eq(tenantProfiles.userId, first.id));
    const fingerprint = device();
    const again = await signedIn(await oneTapSignIn(world, { did: '9' }, fingerprint));
    expect(again.id).toBe(first.id);
    expect(again.refreshToken).not.toBe(first.refreshToken);
    const [profile] = await world.server.deps.db
      .select()
      .from(tenantProfiles)
      .where(eq(tenantProfiles.userId, first.id));
    expect(profile).toMatchObject({ firstName: 'Аня', email: 'anya@example.ru' });
    expect(await world.server.deps.db.select().from(userReferrals).where(eq(userReferrals.userId, first.id))).toEqual(
      [],
    );
    expect(await world.server.deps.db.select().from(users).where(eq(users.phone, ANNA.phone))).toHaveLength(1);
    expect(await sessionsOf(fingerprint)).toBe(1);
  });

  it('registered by SMS with the phone the provider vouches for is signed in and linked, profile kept, its empty e-mail filled with the shared one', async () => {
    const owner = await registerUser(world.server, world.api, { phone: ANNA.phone, name: 'Мария', gender: 'женский' });
    const user = await signedIn(await oneTapSignIn(world));
    expect(user.id).toBe(owner.id);
    expect(await linkOf(ANNA.userId)).toBe(owner.id);
    const [profile] = await world.server.deps.db
      .select()
      .from(tenantProfiles)
      .where(eq(tenantProfiles.userId, owner.id));
    expect(profile).toMatchObject({ firstName: 'Мария', email: ANNA_EMAIL });
  });

  it('blocked, gets USER_BLOCKED and no session, by link and by phone alike', async () => {
    const linked = await signedIn(await oneTapSignIn(world));
    await world.server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, linked.id));
    const fingerprint = device();
    await expectFailure(await oneTapSignIn(world, {}, fingerprint), 403, 'USER_BLOCKED');
    expect(await sessionsOf(fingerprint)).toBe(0);

    await world.server.deps.db
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.providerUserId, String(ANNA.userId))));
    await expectFailure(await oneTapSignIn(world, {}, fingerprint), 403, 'USER_BLOCKED');
    expect(await linkOf(ANNA.userId)).toBeUndefined();
    expect(await sessionsOf(fingerprint)).toBe(0);
  });
});

describe('the phone step of a social registration', () => {
  /** login-from-vk that must answer PHONE_REQUIRED; answers its token. */
  async function phoneRequired(response: Response): Promise<string> {
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; details: { token: string } };
    expect(body.message).toBe('PHONE_REQUIRED');
    return body.details.token;
  }

  async function requestCode(signUpToken: string, phone: string): Promise<string> {
    const response = await post(world.api, '/api/authentication/vk-phone', { signUpToken, phone, token: captcha() });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  function confirm(requestId: string, code: string): Promise<Response> {
    return post(world.api, '/api/authentication/vk-phone-code', { requestId, code });
  }

  it('registers the person with the phone they confirm when the provider gave none, with the referral of the sign-in', async () => {
    const fingerprint = device();
    const noPhone = world.apiWith({ appId: APPS.noPhone });
    const challenge = await startSignIn(noPhone, fingerprint);
    const signUpToken = await phoneRequired(
      await finishSignIn(noPhone, await tapOneTap(world.provider, challenge), fingerprint, { suid: 'agent-5' }),
    );
    const phone = freshPhone();
    const requestId = await requestCode(signUpToken, phone);
    await expectFailure(await confirm(requestId, 'xxxx'), 400, 'WRONG_CODE');
    const user = await signedIn(await confirm(requestId, world.server.sms.lastCode(phone)));
    expect(user).toMatchObject({ login: phone, vkData: { userId: '700001', firstName: 'Анна' } });
    const [profile] = await world.server.deps.db
      .select()
      .from(tenantProfiles)
      .where(eq(tenantProfiles.userId, user.id));
    expect(profile).toMatchObject({
      firstName: 'Анна',
      gender: 'женский',
      birthday: Date.UTC(1994, 3, 17) / 1000,
      phone,
      email: ANNA_EMAIL,
    });
    expect(
      await world.server.deps.db.select().from(userReferrals).where(eq(userReferrals.userId, user.id)),
    ).toMatchObject([{ key: 'suid', referrerId: 'agent-5' }]);
    expect(await linkOf(ANNA.userId)).toBe(user.id);
    expect(await sessionsOf(fingerprint)).toBe(1);
    // The sign-up is spent; the next sign-in finds the shopper by the provider account.
    await expectFailure(
      await post(world.api, '/api/authentication/vk-phone', { signUpToken, phone, token: captcha() }),
      400,
      'INVALID_TOKEN',
    );
    expect((await signedIn(await oneTapSignIn(world))).id).toBe(user.id);
  });

  it('links the provider account to the shopper who owns the confirmed phone, keeping their profile', async () => {
    const owner = await registerUser(world.server, world.api, { phone: TIMUR.phone, name: 'Тим', gender: 'мужской' });
    const signUpToken = await phoneRequired(await signInAs(TIMUR.userId));
    const requestId = await requestCode(signUpToken, TIMUR.phone);
    const user = await signedIn(await confirm(requestId, world.server.sms.lastCode(TIMUR.phone)));
    expect(user.id).toBe(owner.id);
    expect(await linkOf(TIMUR.userId)).toBe(owner.id);
    const [profile] = await world.server.deps.db
      .select()
      .from(tenantProfiles)
      .where(eq(tenantProfiles.userId, owner.id));
    expect(profile!.firstName).toBe('Тим');
  });

  it('refuses a blocked owner of the phone, and a sign-up older than 30 minutes', async () => {
    const owner = await registerUser(world.server, world.api, { phone: TIMUR.phone });
    await world.server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, owner.id));
    const signUpToken = await phoneRequired(await signInAs(TIMUR.userId));
    const requestId = await requestCode(signUpToken, TIMUR.phone);
    await expectFailure(await confirm(requestId, world.server.sms.lastCode(TIMUR.phone)), 403, 'USER_BLOCKED');
    expect(await linkOf(TIMUR.userId)).toBeUndefined();

    const late = await phoneRequired(await signInAs(TIMUR.userId));
    world.server.clock.advance(30 * 60 * 1000);
    await expectFailure(
      await post(world.api, '/api/authentication/vk-phone', {
        signUpToken: late,
        phone: freshPhone(),
        token: captcha(),
      }),
      400,
      'INVALID_TOKEN',
    );
  });
});
