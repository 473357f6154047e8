import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError, MissingTokensError } from '../../../core/errors.ts';
import { provideSmsLogin, smsLoginMachine } from '../../../core/machines/smsLogin.ts';
import type { SmsLoginInput } from '../../../core/machines/smsLogin.ts';
import type { AuthUser, UserInfo } from '../../../core/model/index.ts';
import type { LoginRequest, SmsCodeSent } from '../../../core/ports/index.ts';
import { authUser, MemoryTokenStore, RecordingNavigator, ScriptedCall, settle, userInfo } from './signInFakes.ts';

const PHONE = '+7 999 123 45 67';

function start(input: Partial<SmsLoginInput> = {}, signedInUser: UserInfo | null = null) {
  const login = new ScriptedCall<LoginRequest, SmsCodeSent>();
  const confirm = new ScriptedCall<{ requestId: string; code: string }, AuthUser>();
  const tokens = new MemoryTokenStore();
  tokens.user = signedInUser;
  const navigator = new RecordingNavigator();
  const clock = new SimulatedClock();
  const machine = provideSmsLogin({ api: { login: login.fn, authSmsCode: confirm.fn }, tokens, navigator });
  const actor = createActor(machine, { clock, input: { fingerprint: 'UA2', inModal: false, ...input } });
  actor.start();
  const canSubmit = () => actor.getSnapshot().can({ type: 'form.submitted' });
  return { actor, login, confirm, tokens, navigator, clock, canSubmit };
}

/** Fills the phone form and submits it. */
function submitPhone(t: ReturnType<typeof start>, captcha = 'captcha-1') {
  t.actor.send({ type: 'phone.changed', value: PHONE });
  t.actor.send({ type: 'captcha.solved', token: captcha });
  t.actor.send({ type: 'form.submitted' });
}

/** Reaches the code step with request id 'login-token'. */
async function reachCodeStep(input: Partial<SmsLoginInput> = {}) {
  const t = start(input);
  submitPhone(t);
  t.login.resolve({ token: 'login-token', resendAfterSeconds: 60 });
  await settle();
  return t;
}

describe('SMS login: step 1, phone entry with a solved captcha', () => {
  it('starts on the phone form with nothing typed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('phoneEntry');
    expect(actor.getSnapshot().context).toMatchObject({ phone: '', captchaToken: null, code: '', error: null });
  });

  it('keeps «Войти по СМС» disabled until the captcha is solved and the phone has 11 digits', () => {
    const t = start();
    expect(t.canSubmit()).toBe(false);
    t.actor.send({ type: 'phone.changed', value: PHONE });
    expect(t.canSubmit()).toBe(false);
    t.actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    expect(t.canSubmit()).toBe(true);
    t.actor.send({ type: 'phone.changed', value: '+7 999 123 45 6' });
    expect(t.canSubmit()).toBe(false);
    t.actor.send({ type: 'phone.changed', value: '+7 999 123 45 678' });
    expect(t.canSubmit()).toBe(false);
  });

  it('disables the button again when the captcha expires', () => {
    const t = start();
    t.actor.send({ type: 'phone.changed', value: PHONE });
    t.actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    t.actor.send({ type: 'captcha.expired' });
    expect(t.actor.getSnapshot().context.captchaToken).toBeNull();
    expect(t.canSubmit()).toBe(false);
  });

  it('ignores a submit while the button is disabled', () => {
    const t = start();
    t.actor.send({ type: 'phone.changed', value: PHONE });
    t.actor.send({ type: 'form.submitted' });
    expect(t.actor.getSnapshot().value).toBe('phoneEntry');
    expect(t.login.requests).toEqual([]);
  });

  it('requests the SMS with the normalised phone as login, the fingerprint and the captcha token', () => {
    const t = start({ fingerprint: 'Mozilla/5.02' });
    submitPhone(t, 'captcha-xyz');
    expect(t.login.requests).toEqual([{ login: '79991234567', fingerprint: 'Mozilla/5.02', token: 'captcha-xyz' }]);
    expect(t.actor.getSnapshot().value).toBe('requestingSms');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('keeps what the user typed while the request is in flight and offers no second submit', () => {
    const t = start();
    submitPhone(t);
    t.actor.send({ type: 'phone.changed', value: '+7 111 111 11 11' });
    t.actor.send({ type: 'captcha.expired' });
    t.actor.send({ type: 'form.submitted' });
    expect(t.actor.getSnapshot().context).toMatchObject({ phone: PHONE, captchaToken: 'captcha-1' });
    expect(t.canSubmit()).toBe(false);
    expect(t.login.requests).toHaveLength(1);
  });
});

describe('SMS login: after a successful SMS request', () => {
  it('hides the phone form and shows the code field', async () => {
    const t = await reachCodeStep();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('codeEntry');
    expect(snapshot.hasTag('codeStep')).toBe(true);
    expect(snapshot.hasTag('codeDisabled')).toBe(false);
    expect(snapshot.context.requestId).toBe('login-token');
  });

  it('spends the single-use captcha', async () => {
    const t = await reachCodeStep();
    expect(t.actor.getSnapshot().context.captchaToken).toBeNull();
    expect(t.actor.getSnapshot().context.captchaResets).toBe(1);
  });

  it('waits for the code however long it takes', async () => {
    const t = await reachCodeStep();
    t.clock.increment(24 * 60 * 60 * 1000);
    expect(t.actor.getSnapshot().value).toBe('codeEntry');
  });
});

describe('SMS login: request failures (portal §8)', () => {
  it.each([
    ['USER_BLOCKED', new ApiError('USER_BLOCKED', 403), 'Пользователь заблокирован'],
    ['any other code', new ApiError('BAD_CAPTCHA', 400), 'Произошла ошибка при входе'],
    ['a network failure', new ApiError('NETWORK_ERROR', 0), 'Произошла ошибка при входе'],
    ['a non-API failure', new Error('boom'), 'Произошла ошибка при входе'],
  ])('shows the message for %s and returns to the phone form', async (_name, error, message) => {
    const t = start();
    submitPhone(t);
    t.login.reject(error);
    await settle();
    expect(t.actor.getSnapshot().value).toBe('phoneEntry');
    expect(t.actor.getSnapshot().context.error).toBe(message);
    expect(t.actor.getSnapshot().context.phone).toBe(PHONE);
  });

  it('needs a fresh captcha before the next request', async () => {
    const t = start();
    submitPhone(t);
    t.login.reject(new ApiError('USER_BLOCKED', 403));
    await settle();
    expect(t.actor.getSnapshot().context.captchaToken).toBeNull();
    expect(t.actor.getSnapshot().context.captchaResets).toBe(1);
    expect(t.canSubmit()).toBe(false);
    t.actor.send({ type: 'captcha.solved', token: 'captcha-2' });
    t.actor.send({ type: 'form.submitted' });
    expect(t.login.requests[1]?.token).toBe('captcha-2');
  });

  it('USER_NOT_FOUND says the number is not registered and offers registration with that phone', async () => {
    const t = start();
    submitPhone(t);
    t.login.reject(new ApiError('USER_NOT_FOUND', 404));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('phoneEntry');
    expect(t.actor.getSnapshot().context.error).toBe('Номер +7 999 123-45-67 не зарегистрирован');
    expect(t.actor.getSnapshot().context.registrationOffer).toBe(PHONE);
    // Another number withdraws the offer: it was about the phone the server did not know.
    t.actor.send({ type: 'phone.changed', value: '+7 999 000 00 00' });
    expect(t.actor.getSnapshot().context.registrationOffer).toBeNull();
  });

  it('starts with the phone the registration handed over (its offer for a registered number)', () => {
    const t = start({ phone: PHONE });
    expect(t.actor.getSnapshot().context.phone).toBe(PHONE);
  });

  it('offers registration only for USER_NOT_FOUND', async () => {
    const t = start();
    submitPhone(t);
    t.login.reject(new ApiError('USER_BLOCKED', 403));
    await settle();
    expect(t.actor.getSnapshot().context.registrationOffer).toBeNull();
  });

  it('clears the previous error when the form is sent again', async () => {
    const t = start();
    submitPhone(t);
    t.login.reject(new ApiError('USER_BLOCKED', 403));
    await settle();
    submitPhone(t, 'captcha-2');
    expect(t.actor.getSnapshot().context.error).toBeNull();
  });
});

describe('SMS login: the 4-character code', () => {
  it('does not send 3 characters', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '123' });
    expect(t.actor.getSnapshot().value).toBe('codeEntry');
    expect(t.actor.getSnapshot().context.code).toBe('123');
    expect(t.confirm.requests).toEqual([]);
  });

  it('sends the code automatically at exactly 4 characters with the login token as request id', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '123' });
    t.actor.send({ type: 'code.changed', value: '1234' });
    expect(t.actor.getSnapshot().value).toBe('confirmingCode');
    expect(t.confirm.requests).toEqual([{ requestId: 'login-token', code: '1234' }]);
  });

  it('sanitises a pasted code to 4 characters before sending it', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: ' 987654 ' });
    expect(t.confirm.requests).toEqual([{ requestId: 'login-token', code: '9876' }]);
  });

  it('disables the field while the code is being checked and ignores further typing', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.actor.send({ type: 'code.changed', value: '12' });
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.hasTag('codeDisabled')).toBe(true);
    expect(snapshot.hasTag('codeStep')).toBe(true);
    expect(snapshot.context.code).toBe('1234');
    expect(t.confirm.requests).toHaveLength(1);
  });

  it.each([
    ['WRONG_CODE', new ApiError('WRONG_CODE', 400)],
    ['any other confirm failure', new ApiError('PHONE_LOCKED', 429)],
  ])('on %s clears the field, shows the wrong-code message and stays on the code step', async (_name, error) => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.confirm.reject(error);
    await settle();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('codeEntry');
    expect(snapshot.context.code).toBe('');
    expect(snapshot.context.error).toBe('Код неверный, попробуйте ещё раз');
    expect(snapshot.hasTag('codeDisabled')).toBe(false);
    expect(t.tokens.tokens).toBeNull();
  });

  it('lets the user try another code after a wrong one', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.confirm.reject(new ApiError('WRONG_CODE', 400));
    await settle();
    t.actor.send({ type: 'code.changed', value: '4321' });
    expect(t.actor.getSnapshot().context.error).toBeNull();
    expect(t.confirm.requests[1]).toEqual({ requestId: 'login-token', code: '4321' });
  });
});

describe('SMS login: success', () => {
  it('stores user info and tokens, then goes to the personal cabinet outside a modal', async () => {
    const t = await reachCodeStep({ inModal: false });
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.confirm.resolve(authUser());
    await settle();
    expect(t.tokens.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(t.tokens.user).toEqual(userInfo());
    expect(t.navigator.log).toEqual(['openCabinet']);
    expect(t.actor.getSnapshot().value).toBe('signedIn');
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('reloads the page when opened as a modal', async () => {
    const t = await reachCodeStep({ inModal: true });
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.confirm.resolve(authUser());
    await settle();
    expect(t.tokens.tokens).not.toBeNull();
    expect(t.navigator.log).toEqual(['reload']);
  });

  it('keeps the field disabled once signed in', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.confirm.resolve(authUser());
    await settle();
    expect(t.actor.getSnapshot().hasTag('codeDisabled')).toBe(true);
  });
});

describe('SMS login: missing tokens (portal §4 «Tokens setting»)', () => {
  it('shows the fallback error when the token store rejects a user without a refresh token', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.confirm.resolve(authUser({ refreshToken: '' }));
    await settle();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('phoneEntry');
    expect(snapshot.context.error).toBe('Произошла ошибка при входе');
    expect(snapshot.context.code).toBe('');
    expect(t.tokens.tokens).toBeNull();
    expect(t.navigator.log).toEqual([]);
  });

  it('shows the fallback error, not the wrong-code one, when the API reports missing tokens', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.confirm.reject(new MissingTokensError());
    await settle();
    expect(t.actor.getSnapshot().value).toBe('phoneEntry');
    expect(t.actor.getSnapshot().context.error).toBe('Произошла ошибка при входе');
  });
});

describe('SMS login: a user who is already signed in', () => {
  it('is redirected to the cabinet when not in a modal', () => {
    const t = start({ inModal: false }, userInfo());
    expect(t.actor.getSnapshot().value).toBe('alreadySignedIn');
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.navigator.log).toEqual(['openCabinet']);
  });

  it('sees the phone form in a modal', () => {
    const t = start({ inModal: true }, userInfo());
    expect(t.actor.getSnapshot().value).toBe('phoneEntry');
    expect(t.navigator.log).toEqual([]);
  });
});

describe('SMS login: notice from another form', () => {
  it('shows the notice it was opened with until the form is sent', () => {
    const t = start({ notice: 'Пароль сброшен, теперь перейдите по ссылке в sms' });
    expect(t.actor.getSnapshot().context.notice).toBe('Пароль сброшен, теперь перейдите по ссылке в sms');
    submitPhone(t);
    expect(t.actor.getSnapshot().context.notice).toBeNull();
  });
});

describe('SMS login: unbound machine', () => {
  it('fails loudly when its ports are not provided', () => {
    const actor = createActor(smsLoginMachine, { input: { fingerprint: 'UA2', inModal: false } });
    actor.subscribe({ error: () => undefined });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('smsLogin.userInfoPresent is not provided');
  });
});
