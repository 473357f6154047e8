import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { NAME_MESSAGE } from '../../../core/domain/name.ts';
import type { AuthUser } from '../../../core/model/index.ts';
import { verifyAccessToken } from '../../../server/auth/accessToken.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import { smsCodes, tenantProfiles, users } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { createCity } from '../signedIn.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import {
  advanceSeconds,
  birthdayYearsAgo,
  captcha,
  device,
  expectFailure,
  freshPhone,
  loginRequestId,
  post,
  registerForm,
  registerUser,
  requestLogin,
  smsLogin,
  submitLoginCode,
  wrongCode,
} from '../auth/authKit.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

async function startRegistration(form: object): Promise<Response> {
  return post(api, '/api/authentication/register', form);
}

async function stepToken(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('registration: register → register-sms-code → user', () => {
  it('creates the user (role Tenant) and the tenant profile only at the code step, from step-1 data', async () => {
    const cityCodeId = await createCity(server.deps);
    const form = registerForm(server, { name: ' Анна-Мария ', cityCodeId, gender: 'женский', suid: 'partner-17' });
    const token = await stepToken(await startRegistration(form));
    expect(await server.deps.db.select().from(users).where(eq(users.phone, form.phone))).toEqual([]);
    const code = server.sms.lastCode(form.phone);
    expect(code).toMatch(/^\d{4}$/);
    expect(server.sms.messagesFor(form.phone)[0]!.text).toContain(code);

    const response = await post(api, '/api/authentication/register-sms-code', { code, token });
    expect(response.status).toBe(200);
    const user = (await response.json()) as AuthUser;
    expect(user).toMatchObject({
      login: form.phone,
      roles: [2],
      corporateSalesUnitIds: [],
      employeeSalesUnitIds: [],
      employeeProfileId: null,
      distributorProfileId: null,
    });
    expect(user.accessToken).not.toBe('');
    expect(user.refreshToken).not.toBe('');
    const claims = await verifyAccessToken(server.deps.config.security, user.accessToken, server.clock.now());
    expect(claims).toMatchObject({ userId: user.id, tenantProfileId: user.tenantProfileId });

    const [profile] = await server.deps.db.select().from(tenantProfiles).where(eq(tenantProfiles.userId, user.id));
    expect(profile).toMatchObject({
      id: user.tenantProfileId,
      firstName: 'Анна-Мария',
      gender: 'женский',
      birthday: form.birthday,
      cityCodeId,
      phone: form.phone,
      countryCodeId: 1,
    });
    const [stored] = await server.deps.db.select().from(smsCodes).where(eq(smsCodes.id, token));
    expect(stored!.payload).toMatchObject({ referral: { key: 'suid', id: 'partner-17' } });
    expect(stored!.codeHmac).not.toContain(code);
  });

  it('accepts the 8 spelling of the phone and stores the canonical 7… form', async () => {
    const canonical = freshPhone();
    const digits = canonical.slice(1);
    const form = registerForm(server, { phone: `8 (${digits.slice(0, 3)}) ${digits.slice(3)}` });
    const token = await stepToken(await startRegistration(form));
    const response = await post(api, '/api/authentication/register-sms-code', {
      token,
      code: server.sms.lastCode(canonical),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AuthUser).login).toBe(canonical);
  });

  it('answers 409 USER_ALREADY_EXISTS at step 1 for a registered phone, in any spelling, without an SMS', async () => {
    const user = await registerUser(server, api);
    const before = server.sms.messagesFor(user.login).length;
    await expectFailure(
      await startRegistration(registerForm(server, { phone: `+${user.login}` })),
      409,
      'USER_ALREADY_EXISTS',
    );
    await expectFailure(
      await startRegistration(registerForm(server, { phone: `8${user.login.slice(1)}` })),
      409,
      'USER_ALREADY_EXISTS',
    );
    expect(server.sms.messagesFor(user.login)).toHaveLength(before);
  });

  it('answers 409 USER_ALREADY_EXISTS at the code step when the phone was taken meanwhile, leaving no second user', async () => {
    const form = registerForm(server);
    const token = await stepToken(await startRegistration(form));
    await server.deps.db.insert(users).values({ phone: form.phone, roles: [2] });
    const response = await post(api, '/api/authentication/register-sms-code', {
      code: server.sms.lastCode(form.phone),
      token,
    });
    await expectFailure(response, 409, 'USER_ALREADY_EXISTS');
    expect(await server.deps.db.select().from(users).where(eq(users.phone, form.phone))).toHaveLength(1);
  });

  it('lets a person who turns 14 today register and answers 422 USER_UNDER_14_YEARS_OLD a day short of it', async () => {
    const now = server.clock.now();
    await stepToken(await startRegistration(registerForm(server, { birthday: birthdayYearsAgo(now, 14) })));
    const young = await startRegistration(registerForm(server, { birthday: birthdayYearsAgo(now, 14, 1) }));
    await expectFailure(young, 422, 'USER_UNDER_14_YEARS_OLD');
    const unborn = await startRegistration(registerForm(server, { birthday: birthdayYearsAgo(now, -1) }));
    await expectFailure(unborn, 422, 'USER_UNDER_14_YEARS_OLD');
  });

  it('keeps step-1 data: fields sent with the code cannot change phone, name, birthday, city or referral', async () => {
    const cityCodeId = await createCity(server.deps);
    const otherCity = await createCity(server.deps);
    const form = registerForm(server, { name: 'Ольга', cityCodeId, tid: 'team-1' });
    const token = await stepToken(await startRegistration(form));
    const intruderPhone = freshPhone();
    const response = await post(api, '/api/authentication/register-sms-code', {
      code: server.sms.lastCode(form.phone),
      token,
      phone: intruderPhone,
      login: intruderPhone,
      name: 'Hacker',
      gender: 'мужской',
      birthday: 0,
      cityCodeId: otherCity,
      did: 'evil',
      roles: [6, 7],
    });
    expect(response.status).toBe(200);
    const user = (await response.json()) as AuthUser;
    expect(user.login).toBe(form.phone);
    expect(user.roles).toEqual([2]);
    const [profile] = await server.deps.db
      .select()
      .from(tenantProfiles)
      .where(eq(tenantProfiles.id, user.tenantProfileId!));
    expect(profile).toMatchObject({
      firstName: 'Ольга',
      gender: 'женский',
      birthday: form.birthday,
      cityCodeId,
      phone: form.phone,
    });
    expect(await server.deps.db.select().from(users).where(eq(users.phone, intruderPhone))).toEqual([]);
  });

  it('binds a code to its purpose: a registration token is no login request id and the reverse', async () => {
    const form = registerForm(server);
    const token = await stepToken(await startRegistration(form));
    await expectFailure(await submitLoginCode(api, token, server.sms.lastCode(form.phone)), 400, 'WRONG_CODE');

    const user = await registerUser(server, api);
    const requestId = await loginRequestId(api, user.login);
    const swapped = await post(api, '/api/authentication/register-sms-code', {
      token: requestId,
      code: server.sms.lastCode(user.login),
    });
    await expectFailure(swapped, 400, 'WRONG_CODE');
  });

  it('binds the stored code hash to phone and purpose: a row edited in the database no longer matches', async () => {
    const user = await registerUser(server, api);
    const requestId = await loginRequestId(api, user.login);
    const code = server.sms.lastCode(user.login);
    await server.deps.db.update(smsCodes).set({ purpose: 'register' }).where(eq(smsCodes.id, requestId));
    await expectFailure(
      await post(api, '/api/authentication/register-sms-code', { token: requestId, code }),
      400,
      'WRONG_CODE',
    );

    advanceSeconds(server, server.deps.config.security.smsMinIntervalSeconds);
    const second = await loginRequestId(api, user.login);
    const victim = await registerUser(server, api);
    await server.deps.db.update(smsCodes).set({ phone: victim.login }).where(eq(smsCodes.id, second));
    await expectFailure(await submitLoginCode(api, second, server.sms.lastCode(user.login)), 400, 'WRONG_CODE');
  });

  it('rejects an unknown city, a name with no letters, a non-+7 or short phone and two referrals with 400 VALIDATION_ERROR, before any SMS', async () => {
    const noCity = registerForm(server, { cityCodeId: 2_000_000_000 });
    await expectFailure(await startRegistration(noCity), 400, 'VALIDATION_ERROR');
    const noName = registerForm(server, { name: '123 !!' });
    await expectFailure(await startRegistration(noName), 400, 'VALIDATION_ERROR');
    // A name the rule cannot keep is refused, never stripped to its letters (issue 30 §5).
    const strayDigit = registerForm(server, { name: 'Анна-Мария 2' });
    const refused = await startRegistration(strayDigit);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      details: [{ path: 'name', message: NAME_MESSAGE }],
    });
    await expectFailure(
      await startRegistration(registerForm(server, { phone: '19991234567' })),
      400,
      'VALIDATION_ERROR',
    );
    await expectFailure(
      await startRegistration(registerForm(server, { phone: '7999123456' })),
      400,
      'VALIDATION_ERROR',
    );
    const twoReferrals = registerForm(server, { suid: 'a', did: 'b' });
    await expectFailure(await startRegistration(twoReferrals), 400, 'VALIDATION_ERROR');
    expect(server.sms.messagesFor(noCity.phone)).toEqual([]);
    expect(server.sms.messagesFor(noName.phone)).toEqual([]);
  });
});

describe('input the database cannot store', () => {
  it('answers 400 VALIDATION_ERROR, not a 5xx, for NUL characters in any text field', async () => {
    const nul = 'a\u0000b';
    const calls: [string, object][] = [
      ['/api/authentication/register', registerForm(server, { fingerprint: nul })],
      ['/api/authentication/register', registerForm(server, { suid: nul })],
      ['/api/authentication/register-sms-code', { token: nul, code: '1234' }],
      ['/api/authentication/login', { login: freshPhone(), fingerprint: nul, token: captcha() }],
      ['/api/authentication/auth-sms-code', { requestId: nul, code: '1234' }],
      ['/api/authentication/auth', { login: freshPhone(), password: nul, fingerprint: device(), token: captcha() }],
      ['/api/authentication/forgot-password', { login: freshPhone(), token: nul }],
      ['/api/authentication/reset-password', { token: nul, password: 'long-enough-password' }],
      ['/api/authentication/refresh', { refreshToken: nul, accessToken: 'x', fingerprint: device() }],
    ];
    for (const [path, body] of calls) {
      await expectFailure(await post(api, path, body), 400, 'VALIDATION_ERROR');
    }
  });
});

describe('SMS login: login → auth-sms-code → user', () => {
  it('sends a 4-digit code and signs the same user in with it', async () => {
    const registered = await registerUser(server, api);
    const fingerprint = device();
    const requestId = await loginRequestId(api, registered.login, fingerprint);
    const code = server.sms.lastCode(registered.login);
    expect(code).toMatch(/^\d{4}$/);
    const response = await submitLoginCode(api, requestId, code);
    expect(response.status).toBe(200);
    const user = (await response.json()) as AuthUser;
    expect(user).toMatchObject({
      id: registered.id,
      login: registered.login,
      tenantProfileId: registered.tenantProfileId,
      roles: [2],
    });
    expect(user.refreshToken).not.toBe(registered.refreshToken);
  });

  it('answers 404 USER_NOT_FOUND for a phone without an account and sends nothing', async () => {
    const phone = freshPhone();
    await expectFailure(await requestLogin(api, phone), 404, 'USER_NOT_FOUND');
    expect(server.sms.messagesFor(phone)).toEqual([]);
  });

  it('voids the code after 3 wrong tries: the right code is refused afterwards', async () => {
    const user = await registerUser(server, api);
    const requestId = await loginRequestId(api, user.login);
    const code = server.sms.lastCode(user.login);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectFailure(await submitLoginCode(api, requestId, wrongCode(code)), 400, 'WRONG_CODE');
    }
    await expectFailure(await submitLoginCode(api, requestId, code), 400, 'WRONG_CODE');
  });

  it('still accepts the right code on the third try after two wrong ones', async () => {
    const user = await registerUser(server, api);
    const requestId = await loginRequestId(api, user.login);
    const code = server.sms.lastCode(user.login);
    await expectFailure(await submitLoginCode(api, requestId, wrongCode(code)), 400, 'WRONG_CODE');
    await expectFailure(await submitLoginCode(api, requestId, wrongCode(code)), 400, 'WRONG_CODE');
    expect((await submitLoginCode(api, requestId, code)).status).toBe(200);
  });

  it('answers an expired code exactly like a wrong one (no oracle), and the code works until its last second', async () => {
    const ttl = server.deps.config.security.smsCodeTtlSeconds;
    const user = await registerUser(server, api);
    const requestId = await loginRequestId(api, user.login);
    const code = server.sms.lastCode(user.login);
    const wrong = await submitLoginCode(api, requestId, wrongCode(code));
    advanceSeconds(server, ttl);
    const expired = await submitLoginCode(api, requestId, code);
    expect(expired.status).toBe(wrong.status);
    expect(await expired.json()).toEqual(await wrong.json());
    expect(wrong.status).toBe(400);

    advanceSeconds(server, 60);
    const fresh = await loginRequestId(api, user.login);
    advanceSeconds(server, ttl - 1);
    expect((await submitLoginCode(api, fresh, server.sms.lastCode(user.login))).status).toBe(200);
  });

  it('spends a code once: a second use and an unknown request id answer WRONG_CODE', async () => {
    const user = await registerUser(server, api);
    const requestId = await loginRequestId(api, user.login);
    const code = server.sms.lastCode(user.login);
    expect((await submitLoginCode(api, requestId, code)).status).toBe(200);
    await expectFailure(await submitLoginCode(api, requestId, code), 400, 'WRONG_CODE');
    await expectFailure(await submitLoginCode(api, '00000000-0000-0000-0000-000000000000', code), 400, 'WRONG_CODE');
  });

  it('lets exactly one of two simultaneous submissions of the right code through', async () => {
    const user = await registerUser(server, api);
    const requestId = await loginRequestId(api, user.login);
    const code = server.sms.lastCode(user.login);
    const answers = await Promise.all([
      submitLoginCode(api, requestId, code),
      submitLoginCode(api, requestId, code),
      submitLoginCode(api, requestId, code),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('lets exactly one of two simultaneous registration confirmations create the account', async () => {
    const form = registerForm(server);
    const token = await stepToken(await startRegistration(form));
    const code = server.sms.lastCode(form.phone);
    const confirm = () => post(api, '/api/authentication/register-sms-code', { token, code });
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await server.deps.db.select().from(users).where(eq(users.phone, form.phone))).toHaveLength(1);
  });

  it('voids the previous code when a new one is sent', async () => {
    const user = await registerUser(server, api);
    const first = await loginRequestId(api, user.login);
    const firstCode = server.sms.lastCode(user.login);
    advanceSeconds(server, server.deps.config.security.smsMinIntervalSeconds);
    const second = await loginRequestId(api, user.login);
    const secondCode = server.sms.lastCode(user.login);
    await expectFailure(await submitLoginCode(api, first, firstCode), 400, 'WRONG_CODE');
    expect((await submitLoginCode(api, second, secondCode)).status).toBe(200);
  });
});

describe('blocked users', () => {
  it('answers 403 USER_BLOCKED on SMS login and on password login (after the right password)', async () => {
    const user = await registerUser(server, api);
    await server.deps.db
      .update(users)
      .set({ blocked: true, passwordHash: await hashPassword('correct horse') })
      .where(eq(users.id, user.id));
    await expectFailure(await requestLogin(api, user.login), 403, 'USER_BLOCKED');
    expect(server.sms.messagesFor(user.login)).toHaveLength(1);
    const password = await post(api, '/api/authentication/auth', {
      login: user.login,
      password: 'correct horse',
      fingerprint: device(),
      token: captcha(),
    });
    await expectFailure(password, 403, 'USER_BLOCKED');
  });

  it('answers 403 USER_BLOCKED at the code step when the user was blocked after the SMS was sent', async () => {
    const user = await registerUser(server, api);
    const requestId = await loginRequestId(api, user.login);
    await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    await expectFailure(await submitLoginCode(api, requestId, server.sms.lastCode(user.login)), 403, 'USER_BLOCKED');
  });
});

describe('password login (auth)', () => {
  it('signs in with the right password and answers the same 401 WRONG_CREDENTIALS for a wrong password or an unknown phone', async () => {
    const user = await registerUser(server, api);
    await server.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword('s3cret-pass') })
      .where(eq(users.id, user.id));
    const attempt = (login: string, password: string) =>
      post(api, '/api/authentication/auth', { login, password, fingerprint: device(), token: captcha() });

    const ok = await attempt(`+${user.login}`, 's3cret-pass');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as AuthUser).id).toBe(user.id);
    await expectFailure(await attempt(user.login, 's3cret-pasS'), 401, 'WRONG_CREDENTIALS');
    await expectFailure(await attempt(freshPhone(), 's3cret-pass'), 401, 'WRONG_CREDENTIALS');
  });

  it('refuses a user who never set a password', async () => {
    const user = await registerUser(server, api);
    const response = await post(api, '/api/authentication/auth', {
      login: user.login,
      password: '',
      fingerprint: device(),
      token: captcha(),
    });
    await expectFailure(response, 400, 'VALIDATION_ERROR');
    const guess = await post(api, '/api/authentication/auth', {
      login: user.login,
      password: 'anything',
      fingerprint: device(),
      token: captcha(),
    });
    await expectFailure(guess, 401, 'WRONG_CREDENTIALS');
  });
});

describe('captcha on register, login, auth and forgot-password', () => {
  const calls = (phone: string, token: string): [string, object][] => [
    ['/api/authentication/register', { ...registerForm(server, { phone }), token }],
    ['/api/authentication/login', { login: phone, fingerprint: device(), token }],
    ['/api/authentication/auth', { login: phone, password: 'whatever-pass', fingerprint: device(), token }],
    ['/api/authentication/forgot-password', { login: phone, token }],
  ];

  it('answers 400 BAD_CAPTCHA for a failed check and sends nothing', async () => {
    const user = await registerUser(server, api);
    const before = server.sms.messagesFor(user.login).length;
    for (const [path, body] of calls(user.login, 'bad')) {
      await expectFailure(await post(api, path, body), 400, 'BAD_CAPTCHA');
    }
    const newcomer = freshPhone();
    await expectFailure(
      await post(api, '/api/authentication/register', registerForm(server, { phone: newcomer, token: 'bad' })),
      400,
      'BAD_CAPTCHA',
    );
    expect(server.sms.messagesFor(user.login)).toHaveLength(before);
    expect(server.sms.messagesFor(newcomer)).toEqual([]);
  });

  it('answers 400 BAD_CAPTCHA when a solution is used a second time', async () => {
    const token = captcha();
    const first = await post(api, '/api/authentication/register', registerForm(server, { token }));
    expect(first.status).toBe(200);
    await expectFailure(
      await post(api, '/api/authentication/register', registerForm(server, { token })),
      400,
      'BAD_CAPTCHA',
    );
  });

  it('checks the captcha before telling whether a phone is registered', async () => {
    const user = await registerUser(server, api);
    await expectFailure(
      await post(api, '/api/authentication/register', registerForm(server, { phone: user.login, token: 'bad' })),
      400,
      'BAD_CAPTCHA',
    );
    await expectFailure(
      await post(api, '/api/authentication/login', { login: freshPhone(), fingerprint: device(), token: 'bad' }),
      400,
      'BAD_CAPTCHA',
    );
  });
});

describe('sign-in flows end to end', () => {
  it('a registered user can sign in by SMS again later', async () => {
    const user = await registerUser(server, api);
    advanceSeconds(server, 3600);
    const again = await smsLogin(server, api, user.login);
    expect(again.id).toBe(user.id);
  });
});
