import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError, MissingTokensError } from '../../../core/errors.ts';
import { providePasswordLogin } from '../../../core/machines/passwordLogin.ts';
import type { AuthUser } from '../../../core/model/index.ts';
import type { PasswordLoginRequest } from '../../../core/ports/index.ts';
import { authUser, MemoryTokenStore, RecordingNavigator, ScriptedCall, settle, userInfo } from './signInFakes.ts';

const PHONE = '+7 999 123 45 67';

function start(inModal = false) {
  const signIn = new ScriptedCall<PasswordLoginRequest, AuthUser>();
  const tokens = new MemoryTokenStore();
  const navigator = new RecordingNavigator();
  const machine = providePasswordLogin({ api: { passwordLogin: signIn.fn }, tokens, navigator });
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { fingerprint: 'UA2', inModal } });
  actor.start();
  const canSubmit = () => actor.getSnapshot().can({ type: 'form.submitted' });
  const fill = (captcha = 'captcha-1') => {
    actor.send({ type: 'phone.changed', value: PHONE });
    actor.send({ type: 'password.changed', value: 'secret' });
    actor.send({ type: 'captcha.solved', token: captcha });
  };
  return { actor, signIn, tokens, navigator, canSubmit, fill };
}

describe('Password login: the form', () => {
  it('enables the button with a solved captcha, an 11-digit phone and a password', () => {
    const t = start();
    t.fill();
    expect(t.canSubmit()).toBe(true);
  });

  it.each([
    ['the password is empty', (t: ReturnType<typeof start>) => t.actor.send({ type: 'password.changed', value: '' })],
    [
      'the phone has 10 digits',
      (t: ReturnType<typeof start>) => t.actor.send({ type: 'phone.changed', value: '+7 999 123 45 6' }),
    ],
    ['the captcha expired', (t: ReturnType<typeof start>) => t.actor.send({ type: 'captcha.expired' })],
  ])('keeps the button disabled when %s', (_name, spoil) => {
    const t = start();
    t.fill();
    spoil(t);
    expect(t.canSubmit()).toBe(false);
  });

  it('sends login digits, password, fingerprint and captcha token, and locks the form', () => {
    const t = start();
    t.fill('captcha-xyz');
    t.actor.send({ type: 'form.submitted' });
    t.actor.send({ type: 'password.changed', value: 'other' });
    expect(t.signIn.requests).toEqual([
      { login: '79991234567', password: 'secret', fingerprint: 'UA2', token: 'captcha-xyz' },
    ]);
    expect(t.actor.getSnapshot().context.password).toBe('secret');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.canSubmit()).toBe(false);
  });
});

describe('Password login: failures', () => {
  it.each([
    ['USER_BLOCKED', 'Пользователь заблокирован'],
    ['WRONG_CREDENTIALS', 'Неверный телефон или пароль'],
    ['NETWORK_ERROR', 'Произошла ошибка при входе'],
  ] as const)('on %s shows «%s» and needs a fresh captcha', async (code, message) => {
    const t = start();
    t.fill();
    t.actor.send({ type: 'form.submitted' });
    t.signIn.reject(new ApiError(code, 400));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('form');
    expect(t.actor.getSnapshot().context.error).toBe(message);
    expect(t.actor.getSnapshot().context.captchaToken).toBeNull();
    expect(t.canSubmit()).toBe(false);
  });

  it.each([
    ['the API reports missing tokens', (t: ReturnType<typeof start>) => t.signIn.reject(new MissingTokensError())],
    [
      'the token store rejects a user without tokens',
      (t: ReturnType<typeof start>) => t.signIn.resolve(authUser({ refreshToken: '' })),
    ],
  ])('shows the fallback error when %s', async (_name, answer) => {
    const t = start();
    t.fill();
    t.actor.send({ type: 'form.submitted' });
    answer(t);
    await settle();
    expect(t.actor.getSnapshot().value).toBe('form');
    expect(t.actor.getSnapshot().context.error).toBe('Произошла ошибка при входе');
    expect(t.tokens.tokens).toBeNull();
    expect(t.navigator.log).toEqual([]);
  });
});

describe('Password login: success', () => {
  it('stores the session and opens the cabinet outside a modal', async () => {
    const t = start(false);
    t.fill();
    t.actor.send({ type: 'form.submitted' });
    t.signIn.resolve(authUser());
    await settle();
    expect(t.tokens.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(t.tokens.user).toEqual(userInfo());
    expect(t.navigator.log).toEqual(['openCabinet']);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('reloads the page in a modal', async () => {
    const t = start(true);
    t.fill();
    t.actor.send({ type: 'form.submitted' });
    t.signIn.resolve(authUser());
    await settle();
    expect(t.navigator.log).toEqual(['reload']);
  });
});
