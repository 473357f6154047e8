import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '../../../core/errors.ts';
import { forgotPasswordMachine, provideForgotPassword } from '../../../core/machines/forgotPassword.ts';
import { ScriptedCall, settle } from './signInFakes.ts';

const PHONE = '+7 999 123 45 67';
const SUCCESS = 'Пароль сброшен, теперь перейдите по ссылке в sms';

function start(inModal = false) {
  const recover = new ScriptedCall<{ login: string; token: string }, void>();
  const clock = new SimulatedClock();
  const actor = createActor(provideForgotPassword({ api: { forgotPassword: recover.fn } }), {
    clock,
    input: { inModal },
  });
  actor.start();
  const canSubmit = () => actor.getSnapshot().can({ type: 'form.submitted' });
  const submit = (captcha = 'captcha-1') => {
    actor.send({ type: 'phone.changed', value: PHONE });
    actor.send({ type: 'captcha.solved', token: captcha });
    actor.send({ type: 'form.submitted' });
  };
  return { actor, recover, clock, canSubmit, submit };
}

describe('Forgot password: the form', () => {
  it('keeps «Восстановить доступ» disabled until the captcha is solved and the phone has 11 digits', () => {
    const t = start();
    expect(t.canSubmit()).toBe(false);
    t.actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    expect(t.canSubmit()).toBe(false);
    t.actor.send({ type: 'phone.changed', value: '+7 999 123 45 6' });
    expect(t.canSubmit()).toBe(false);
    t.actor.send({ type: 'phone.changed', value: PHONE });
    expect(t.canSubmit()).toBe(true);
  });

  it('disables the button again when the captcha expires', () => {
    const t = start();
    t.actor.send({ type: 'phone.changed', value: PHONE });
    t.actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    t.actor.send({ type: 'captcha.expired' });
    expect(t.canSubmit()).toBe(false);
  });

  it('sends the phone digits as login with the captcha token', () => {
    const t = start();
    t.submit('captcha-xyz');
    expect(t.recover.requests).toEqual([{ login: '79991234567', token: 'captcha-xyz' }]);
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('keeps what the user typed while the request is in flight', () => {
    const t = start();
    t.submit();
    t.actor.send({ type: 'phone.changed', value: '+7 111 111 11 11' });
    t.actor.send({ type: 'form.submitted' });
    expect(t.actor.getSnapshot().context.phone).toBe(PHONE);
    expect(t.recover.requests).toHaveLength(1);
  });
});

describe('Forgot password: failures (portal §8)', () => {
  it.each([
    ['BAD_COUNT', 'Вы сделали слишком много попыток восстановления пароля, попробуйте снова через 10 минут'],
    ['BAD_CAPTCHA', 'Неверно выполнена captcha'],
    ['USER_NOT_FOUND', 'Произошла ошибка при восстановлении'],
  ] as const)('on %s shows «%s» and needs a fresh captcha', async (code, message) => {
    const t = start();
    t.submit();
    t.recover.reject(new ApiError(code, 400));
    await settle();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('form');
    expect(snapshot.context.error).toBe(message);
    expect(snapshot.context.captchaToken).toBeNull();
    expect(snapshot.context.captchaResets).toBe(1);
    expect(snapshot.hasTag('forgotten')).toBe(false);
    expect(t.canSubmit()).toBe(false);
  });

  it('clears the error when the form is sent again', async () => {
    const t = start();
    t.submit();
    t.recover.reject(new ApiError('BAD_CAPTCHA', 400));
    await settle();
    t.submit('captcha-2');
    expect(t.actor.getSnapshot().context.error).toBeNull();
    expect(t.recover.requests[1]?.token).toBe('captcha-2');
  });
});

describe('Forgot password: success', () => {
  it('sets the forgotten flag and shows the success message in place outside a modal', async () => {
    const t = start(false);
    t.submit();
    t.recover.resolve();
    await settle();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('sent');
    expect(snapshot.hasTag('forgotten')).toBe(true);
    expect(snapshot.context.message).toBe(SUCCESS);
    expect(snapshot.output).toEqual({ openLogin: false, message: SUCCESS });
  });

  it('asks the modal to open the login form with the success message', async () => {
    const t = start(true);
    t.submit();
    t.recover.resolve();
    await settle();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('openingLogin');
    expect(snapshot.hasTag('forgotten')).toBe(true);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ openLogin: true, message: SUCCESS });
  });
});

describe('Forgot password: unbound machine', () => {
  it('reports the missing port as the fallback error', async () => {
    const actor = createActor(forgotPasswordMachine, { input: { inModal: false } });
    actor.start();
    actor.send({ type: 'phone.changed', value: PHONE });
    actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Произошла ошибка при восстановлении');
  });
});
