import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '../../../core/errors.ts';
import { canSubmitResetPassword, provideResetPassword } from '../../../core/machines/resetPassword.ts';
import { PASSWORD_MIN_LENGTH } from '../../../core/domain/password.ts';
import { ScriptedCall, settle } from './signInFakes.ts';

const FALLBACK = 'Не удалось сбросить пароль, запросите ссылку ещё раз';

function start(token = 'reset-token') {
  const reset = new ScriptedCall<{ password: string; token: string }, void>();
  const actor = createActor(provideResetPassword({ api: { resetPassword: reset.fn } }), {
    clock: new SimulatedClock(),
    input: { token },
  });
  actor.start();
  const type = (password: string, repeat = password) => {
    actor.send({ type: 'password.changed', value: password });
    actor.send({ type: 'passwordRepeat.changed', value: repeat });
  };
  const canSubmit = () => actor.getSnapshot().can({ type: 'form.submitted' });
  return { actor, reset, type, canSubmit };
}

describe('Reset password: the submit rule', () => {
  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(canSubmitResetPassword({ password: '1234567', passwordRepeat: '1234567' })).toBe(false);
    expect(canSubmitResetPassword({ password: '12345678', passwordRepeat: '12345678' })).toBe(true);
  });

  it('needs the repeat to match exactly', () => {
    expect(canSubmitResetPassword({ password: 'secret-pass', passwordRepeat: 'secret-pasS' })).toBe(false);
    expect(canSubmitResetPassword({ password: 'secret-pass', passwordRepeat: 'secret-pass ' })).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(canSubmitResetPassword({ password: '😀😀😀😀', passwordRepeat: '😀😀😀😀' })).toBe(false);
  });
});

describe('Reset password: the form', () => {
  it('enables the button only for matching passwords of 8 characters or more', () => {
    const t = start();
    expect(t.canSubmit()).toBe(false);
    t.type('1234567');
    expect(t.canSubmit()).toBe(false);
    t.type('12345678', '12345679');
    expect(t.canSubmit()).toBe(false);
    t.type('12345678');
    expect(t.canSubmit()).toBe(true);
  });

  it('sends the password with the link token and locks the fields while in flight', () => {
    const t = start('tok-1');
    t.type('new-password');
    t.actor.send({ type: 'form.submitted' });
    t.actor.send({ type: 'password.changed', value: 'other' });
    expect(t.reset.requests).toEqual([{ password: 'new-password', token: 'tok-1' }]);
    expect(t.actor.getSnapshot().context.password).toBe('new-password');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('says the password is changed (not the forgot-password «follow the link» text) and forgets the typed passwords', async () => {
    const t = start();
    t.type('new-password');
    t.actor.send({ type: 'form.submitted' });
    t.reset.resolve();
    await settle();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('done');
    expect(snapshot.context).toMatchObject({
      message: 'Пароль изменён. Теперь войдите с новым паролем',
      password: '',
      passwordRepeat: '',
    });
  });

  it('shows the fallback message on failure and lets the user retry', async () => {
    const t = start();
    t.type('new-password');
    t.actor.send({ type: 'form.submitted' });
    t.reset.reject(new ApiError('INVALID_TOKEN', 400));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('form');
    expect(t.actor.getSnapshot().context.error).toBe(FALLBACK);
    t.actor.send({ type: 'form.submitted' });
    expect(t.actor.getSnapshot().context.error).toBeNull();
    expect(t.reset.requests).toHaveLength(2);
  });

  it.each(['', '   '])('sends the user for a new link when the link carries no token (%j)', (token) => {
    const t = start(token);
    expect(t.actor.getSnapshot().value).toBe('linkInvalid');
    expect(t.actor.getSnapshot().context.error).toBe(FALLBACK);
  });
});
