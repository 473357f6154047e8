import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError, MissingTokensError } from '../../../core/errors.ts';
import { NAME_MESSAGE } from '../../../core/domain/name.ts';
import { provideRegistration, registrationMachine } from '../../../core/machines/registration.ts';
import type { RegistrationInput } from '../../../core/machines/registration.ts';
import type { AuthUser } from '../../../core/model/index.ts';
import type { RegisterRequest, SmsCodeSent } from '../../../core/ports/index.ts';
import { authUser, MemoryTokenStore, RecordingNavigator, ScriptedCall, settle, userInfo } from './signInFakes.ts';

const TODAY = Date.UTC(2024, 5, 15, 12, 0, 0);
const PHONE = '+7 999 123 45 67';

function start(input: Partial<RegistrationInput> = {}) {
  const register = new ScriptedCall<RegisterRequest, SmsCodeSent>();
  const confirm = new ScriptedCall<{ code: string; token: string }, AuthUser>();
  const tokens = new MemoryTokenStore();
  const navigator = new RecordingNavigator();
  const clock = new SimulatedClock();
  clock.set(TODAY);
  const machine = provideRegistration({
    api: { register: register.fn, registerSmsCode: confirm.fn },
    tokens,
    navigator,
    clock,
  });
  const actor = createActor(machine, { clock, input: { fingerprint: 'UA2', cityCodeId: 5, referral: null, ...input } });
  actor.start();
  const canSubmit = () => actor.getSnapshot().can({ type: 'form.submitted' });
  const context = () => actor.getSnapshot().context;
  return { actor, register, confirm, tokens, navigator, clock, canSubmit, context };
}

type Started = ReturnType<typeof start>;

/** Fills every field with valid values; the captcha last. */
function fillForm(t: Started, captcha = 'captcha-1') {
  t.actor.send({ type: 'phone.changed', value: PHONE });
  t.actor.send({ type: 'name.changed', value: 'Анна' });
  t.actor.send({ type: 'gender.changed', label: 'Женский' });
  t.actor.send({ type: 'birthday.changed', isoDate: '2000-01-31' });
  t.actor.send({ type: 'policy.toggled' });
  t.actor.send({ type: 'captcha.solved', token: captcha });
}

async function reachCodeStep(input: Partial<RegistrationInput> = {}) {
  const t = start(input);
  fillForm(t);
  t.actor.send({ type: 'form.submitted' });
  t.register.resolve({ token: 'register-token', resendAfterSeconds: 60 });
  await settle();
  return t;
}

describe('Registration: the form', () => {
  it('starts empty with the policy unticked', () => {
    const t = start();
    expect(t.actor.getSnapshot().value).toBe('form');
    expect(t.context()).toMatchObject({
      phone: '',
      name: '',
      gender: null,
      birthday: null,
      policyAccepted: false,
      captchaToken: null,
    });
    expect(t.canSubmit()).toBe(false);
  });

  it('enables «Зарегистрироваться» once every field is valid', () => {
    const t = start();
    fillForm(t);
    expect(t.canSubmit()).toBe(true);
  });

  it.each([
    ['the policy box is not ticked', (t: Started) => t.actor.send({ type: 'policy.toggled' })],
    ['the captcha expired', (t: Started) => t.actor.send({ type: 'captcha.expired' })],
    ['the phone has 10 digits', (t: Started) => t.actor.send({ type: 'phone.changed', value: '+7 999 123 45 6' })],
    ['the name has no letters', (t: Started) => t.actor.send({ type: 'name.changed', value: '123 !' })],
    ['the gender is not a choice', (t: Started) => t.actor.send({ type: 'gender.changed', label: 'Другой' })],
    ['the birth date is cleared', (t: Started) => t.actor.send({ type: 'birthday.changed', isoDate: '' })],
  ])('keeps the button disabled when %s', (_name, spoil) => {
    const t = start();
    fillForm(t);
    spoil(t);
    expect(t.canSubmit()).toBe(false);
  });

  it('keeps the name as typed, hyphen and all, and sends it without the outer spaces (issue 30 §5)', async () => {
    const t = start();
    fillForm(t);
    t.actor.send({ type: 'name.changed', value: ' Анна-Мария ' });
    expect(t.context()).toMatchObject({ name: ' Анна-Мария ', nameError: null });
    expect(t.canSubmit()).toBe(true);
    t.actor.send({ type: 'form.submitted' });
    await settle();
    expect(t.register.requests[0]).toMatchObject({ name: 'Анна-Мария' });
  });

  it('refuses a name it cannot keep with a sentence, instead of stripping it', () => {
    const t = start();
    fillForm(t);
    t.actor.send({ type: 'name.changed', value: 'Анна-Мария 2' });
    expect(t.context()).toMatchObject({ name: 'Анна-Мария 2', nameError: NAME_MESSAGE });
    expect(t.canSubmit()).toBe(false);
  });

  it('maps the gender label to the gender sent to the API', () => {
    const t = start();
    t.actor.send({ type: 'gender.changed', label: 'Мужской' });
    expect(t.context().gender).toBe('мужской');
  });

  it('keeps the picked date and its unix seconds', () => {
    const t = start();
    t.actor.send({ type: 'birthday.changed', isoDate: '2000-01-31' });
    expect(t.context()).toMatchObject({ birthDate: '2000-01-31', birthday: Date.UTC(2000, 0, 31) / 1000 });
  });
});

describe('Registration: age under 14', () => {
  it('accepts someone who turns 14 today', () => {
    const t = start();
    fillForm(t);
    t.actor.send({ type: 'birthday.changed', isoDate: '2010-06-15' });
    expect(t.context().ageError).toBeNull();
    expect(t.canSubmit()).toBe(true);
  });

  it('shows the age error and blocks submit for someone who turns 14 tomorrow', () => {
    const t = start();
    fillForm(t);
    t.actor.send({ type: 'birthday.changed', isoDate: '2010-06-16' });
    expect(t.context().ageError).toBe('Ваш возраст должен быть более 14 лет');
    expect(t.canSubmit()).toBe(false);
    t.actor.send({ type: 'form.submitted' });
    expect(t.register.requests).toEqual([]);
  });

  it('checks the age against the clock when the birthday changes', () => {
    const t = start();
    fillForm(t);
    t.actor.send({ type: 'birthday.changed', isoDate: '2010-06-16' });
    t.clock.increment(24 * 60 * 60 * 1000);
    t.actor.send({ type: 'birthday.changed', isoDate: '2010-06-16' });
    expect(t.context().ageError).toBeNull();
    expect(t.canSubmit()).toBe(true);
  });

  it('clears the age error when an older date is picked', () => {
    const t = start();
    t.actor.send({ type: 'birthday.changed', isoDate: '2020-01-01' });
    t.actor.send({ type: 'birthday.changed', isoDate: '1990-01-01' });
    expect(t.context().ageError).toBeNull();
  });
});

describe('Registration: the register call', () => {
  it('sends phone digits, name, gender, birthday, captcha, city and fingerprint', () => {
    const t = start({ fingerprint: 'Mozilla/5.02', cityCodeId: 9 });
    fillForm(t, 'captcha-xyz');
    t.actor.send({ type: 'form.submitted' });
    expect(t.register.requests).toEqual([
      {
        phone: '79991234567',
        name: 'Анна',
        gender: 'женский',
        birthday: Date.UTC(2000, 0, 31) / 1000,
        token: 'captcha-xyz',
        cityCodeId: 9,
        fingerprint: 'Mozilla/5.02',
      },
    ]);
    expect(t.register.requests[0]).not.toHaveProperty('referral');
  });

  it('sends the city the session settled after the form opened, not the unknown city it opened with (regression: registered without a city)', () => {
    const t = start({ cityCodeId: null });
    fillForm(t);
    t.actor.send({ type: 'city.known', cityId: 1 });
    t.actor.send({ type: 'form.submitted' });
    expect(t.register.requests[0]?.cityCodeId).toBe(1);
  });

  it.each([
    ['su', 'suid'],
    ['t', 'tid'],
    ['d', 'did'],
  ] as const)('sends referral mode %s as %s', (mode, key) => {
    const t = start({ referral: { mode, id: '77' } });
    fillForm(t);
    t.actor.send({ type: 'form.submitted' });
    expect(t.register.requests[0]?.referral).toEqual({ key, id: '77' });
  });

  it('locks what the user typed while the request is in flight', () => {
    const t = start();
    fillForm(t);
    t.actor.send({ type: 'form.submitted' });
    t.actor.send({ type: 'name.changed', value: 'Борис' });
    t.actor.send({ type: 'phone.changed', value: '+7 111 111 11 11' });
    t.actor.send({ type: 'policy.toggled' });
    t.actor.send({ type: 'birthday.changed', isoDate: '2020-01-01' });
    expect(t.actor.getSnapshot().value).toBe('registering');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.context()).toMatchObject({
      name: 'Анна',
      phone: PHONE,
      policyAccepted: true,
      birthDate: '2000-01-31',
      ageError: null,
    });
    expect(t.canSubmit()).toBe(false);
  });

  it('shows the SMS-code field and hides the form after success, spending the captcha', async () => {
    const t = await reachCodeStep();
    expect(t.actor.getSnapshot().value).toBe('codeEntry');
    expect(t.actor.getSnapshot().hasTag('codeStep')).toBe(true);
    expect(t.context()).toMatchObject({ registerToken: 'register-token', captchaToken: null, captchaResets: 1 });
  });

  it.each([
    ['USER_ALREADY_EXISTS', 'Пользователь с таким номером уже существует'],
    ['USER_UNDER_14_YEARS_OLD', 'Ваш возраст должен быть более 14 лет'],
    ['BAD_CAPTCHA', 'Произошла ошибка при регистрации'],
  ] as const)('on %s shows «%s» and returns to the form with a spent captcha', async (code, message) => {
    const t = start();
    fillForm(t);
    t.actor.send({ type: 'form.submitted' });
    t.register.reject(new ApiError(code, 400));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('form');
    expect(t.context().error).toBe(message);
    expect(t.context().captchaToken).toBeNull();
    expect(t.context().name).toBe('Анна');
    expect(t.canSubmit()).toBe(false);
  });
});

describe('Registration: a number that is registered already (issue 31 §7)', () => {
  it('USER_ALREADY_EXISTS offers to sign in with that phone; another number withdraws the offer', async () => {
    const t = start();
    fillForm(t);
    t.actor.send({ type: 'form.submitted' });
    t.register.reject(new ApiError('USER_ALREADY_EXISTS', 409));
    await settle();
    expect(t.context().loginOffer).toBe(PHONE);
    t.actor.send({ type: 'phone.changed', value: '+7 999 000 00 00' });
    expect(t.context().loginOffer).toBeNull();
  });

  it('offers the sign-in only for USER_ALREADY_EXISTS', async () => {
    const t = start();
    fillForm(t);
    t.actor.send({ type: 'form.submitted' });
    t.register.reject(new ApiError('BAD_CAPTCHA', 400));
    await settle();
    expect(t.context().loginOffer).toBeNull();
  });
});

describe('Registration: the SMS code', () => {
  it('does not send 3 characters', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '123' });
    expect(t.actor.getSnapshot().value).toBe('codeEntry');
    expect(t.confirm.requests).toEqual([]);
  });

  it('locks the code at 4 characters and sends it with the register token', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.actor.send({ type: 'code.changed', value: '5' });
    expect(t.actor.getSnapshot().hasTag('codeDisabled')).toBe(true);
    expect(t.context().code).toBe('1234');
    expect(t.confirm.requests).toEqual([{ code: '1234', token: 'register-token' }]);
  });

  it('clears the field and shows the wrong-code message on a wrong code', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.confirm.reject(new ApiError('WRONG_CODE', 400));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('codeEntry');
    expect(t.context().code).toBe('');
    expect(t.context().error).toBe('Код неверный, попробуйте ещё раз');
  });

  it('stores the user, then reloads the page at brands with the welcome, in one step', async () => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    t.confirm.resolve(authUser());
    await settle();
    expect(t.tokens.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(t.tokens.user).toEqual(userInfo());
    expect(t.navigator.log).toEqual(['reloadAt /brands?welcome=1']);
    expect(t.actor.getSnapshot().value).toBe('done');
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it.each([
    [
      'the token store rejects a user without an access token',
      (t: Started) => t.confirm.resolve(authUser({ accessToken: '' })),
    ],
    ['the API reports missing tokens', (t: Started) => t.confirm.reject(new MissingTokensError())],
  ])('shows the fallback error and stores nothing when %s', async (_name, answer) => {
    const t = await reachCodeStep();
    t.actor.send({ type: 'code.changed', value: '1234' });
    answer(t);
    await settle();
    expect(t.actor.getSnapshot().value).toBe('form');
    expect(t.context().error).toBe('Произошла ошибка при регистрации');
    expect(t.tokens.tokens).toBeNull();
    expect(t.navigator.log).toEqual([]);
  });
});

describe('Registration: unbound machine', () => {
  it('fails loudly when the clock-bound age check is not provided', () => {
    const actor = createActor(registrationMachine, { input: { fingerprint: 'UA2', cityCodeId: null, referral: null } });
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'birthday.changed', isoDate: '2000-01-01' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('registration.checkAge is not provided');
  });
});
