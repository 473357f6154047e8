import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../core/errors.ts';
import { provideSocialPhoneStep } from '../../../core/machines/socialPhoneStep.ts';
import type { VkAuthUser, VkData } from '../../../core/ports/socialAuth.ts';
import type { SmsCodeSent } from '../../../core/ports/api.ts';
import { authUser, MemoryTokenStore, RecordingNavigator, ScriptedCall, settle } from './signInFakes.ts';

const VK_DATA: VkData = { userId: '700002', firstName: 'Тимур', lastName: 'Галиев', avatar: null, phone: null };

function start() {
  const requestSms = new ScriptedCall<{ signUpToken: string; phone: string; token: string }, SmsCodeSent>();
  const confirm = new ScriptedCall<{ requestId: string; code: string }, VkAuthUser>();
  const tokens = new MemoryTokenStore();
  let saved: VkData | null = null;
  const navigator = new RecordingNavigator();
  const machine = provideSocialPhoneStep({
    socialAuth: { vkPhone: requestSms.fn, vkPhoneCode: confirm.fn },
    tokens,
    vkData: { save: (data) => (saved = data), read: () => saved },
    navigator,
  });
  const actor = createActor(machine, { input: { signUpToken: 'sign-up-1' } });
  actor.start();
  return { actor, requestSms, confirm, tokens, navigator, saved: () => saved };
}

async function reachCode(t: ReturnType<typeof start>) {
  t.actor.send({ type: 'phone.changed', value: '+7 999 123 45 67' });
  t.actor.send({ type: 'captcha.solved', token: 'captcha-1' });
  t.actor.send({ type: 'form.submitted' });
  t.requestSms.resolve({ token: 'request-1', resendAfterSeconds: 60 });
  await settle();
}

describe('social registration: the phone step', () => {
  it('sends the sign-up token, the phone digits and the captcha, then confirms the 4-digit code and opens the cabinet', async () => {
    const t = start();
    expect(t.actor.getSnapshot().can({ type: 'form.submitted' })).toBe(false);
    await reachCode(t);
    expect(t.requestSms.requests).toEqual([{ signUpToken: 'sign-up-1', phone: '79991234567', token: 'captcha-1' }]);
    expect(t.actor.getSnapshot().hasTag('codeStep')).toBe(true);
    t.actor.send({ type: 'code.changed', value: '12' });
    expect(t.confirm.requests).toEqual([]);
    t.actor.send({ type: 'code.changed', value: '1234' });
    expect(t.confirm.requests).toEqual([{ requestId: 'request-1', code: '1234' }]);
    t.confirm.resolve({ ...authUser(), vkData: VK_DATA });
    await settle();
    expect(t.tokens.tokens?.accessToken).toBe('access-1');
    expect(t.saved()).toEqual(VK_DATA);
    expect(t.navigator.log).toEqual(['openCabinet']);
  });

  it('clears a wrong code and says so; a blocked owner of the phone starts over with the message', async () => {
    const t = start();
    await reachCode(t);
    t.actor.send({ type: 'code.changed', value: '0000' });
    t.confirm.reject(new ApiError('WRONG_CODE', 400));
    await settle();
    expect(t.actor.getSnapshot().context).toMatchObject({ code: '', error: 'Код неверный, попробуйте ещё раз' });
    t.actor.send({ type: 'code.changed', value: '1111' });
    t.confirm.reject(new ApiError('USER_BLOCKED', 403));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('phoneEntry');
    expect(t.actor.getSnapshot().context.error).toBe('Пользователь заблокирован');
  });

  it('spends the captcha on every request', async () => {
    const t = start();
    t.actor.send({ type: 'phone.changed', value: '+7 999 123 45 67' });
    t.actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    t.actor.send({ type: 'form.submitted' });
    t.requestSms.reject(new ApiError('INVALID_TOKEN', 400));
    await settle();
    expect(t.actor.getSnapshot().context).toMatchObject({
      captchaToken: null,
      captchaResets: 1,
      error: 'Произошла ошибка при входе',
    });
  });
});
