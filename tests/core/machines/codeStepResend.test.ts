/**
 * The SMS code step is never a dead end (issue 19), in the SMS login, the registration and the social phone
 * step alike: «Отправить код ещё раз» after the server's wait, counted down on XState's simulated clock, with a
 * fresh captcha (the spent one cannot carry a second request); «Изменить номер» back to the form with the phone
 * kept; each refusal of a send limit in words, with its wait.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '../../../core/errors.ts';
import { provideRegistration } from '../../../core/machines/registration.ts';
import { provideSmsLogin } from '../../../core/machines/smsLogin.ts';
import { provideSocialPhoneStep } from '../../../core/machines/socialPhoneStep.ts';
import type { AuthUser } from '../../../core/model/index.ts';
import type { SmsCodeSent } from '../../../core/ports/api.ts';
import type { VkAuthUser, VkData } from '../../../core/ports/socialAuth.ts';
import { MemoryTokenStore, RecordingNavigator, ScriptedCall, settle } from './signInFakes.ts';

const PHONE = '+7 999 123 45 67';

/** What the tests need of each flow: its actor on a simulated clock, its SMS request and how to fill its form. */
interface Flow {
  actor: {
    send: (event: { type: string; [key: string]: unknown }) => void;
    getSnapshot: () => {
      value: unknown;
      context: {
        phone: string;
        code: string;
        error: string | null;
        notice: string | null;
        resendIn: number;
        captchaToken: string | null;
      };
      can: (event: { type: string }) => boolean;
      hasTag: (tag: string) => boolean;
    };
  };
  clock: SimulatedClock;
  request: ScriptedCall<{ token: string }, SmsCodeSent>;
  /** The token the code step sends back with the code. */
  stepToken: () => string | null;
  /** The state the form is in. */
  formState: string;
  fillForm: (captcha: string) => void;
}

/** The flow of a machine whose form is the phone alone (the SMS login, the social phone step): its code step's token is requestId. */
function phoneEntryFlow(
  actor: { getSnapshot: () => { context: { requestId: string | null } } },
  clock: SimulatedClock,
  request: Flow['request'],
): Flow {
  const flowActor = actor as unknown as Flow['actor'];
  return {
    actor: flowActor,
    clock,
    request,
    stepToken: () => actor.getSnapshot().context.requestId,
    formState: 'phoneEntry',
    fillForm: (captcha) => {
      flowActor.send({ type: 'phone.changed', value: PHONE });
      flowActor.send({ type: 'captcha.solved', token: captcha });
    },
  };
}

function smsLogin(): Flow {
  const request = new ScriptedCall<{ token: string }, SmsCodeSent>();
  const clock = new SimulatedClock();
  const machine = provideSmsLogin({
    api: { login: request.fn, authSmsCode: new ScriptedCall<{ requestId: string; code: string }, AuthUser>().fn },
    tokens: new MemoryTokenStore(),
    navigator: new RecordingNavigator(),
  });
  const actor = createActor(machine, { clock, input: { fingerprint: 'UA2', inModal: true } });
  actor.start();
  return phoneEntryFlow(actor, clock, request);
}

function registration(): Flow {
  const request = new ScriptedCall<{ token: string }, SmsCodeSent>();
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2024, 5, 15));
  const machine = provideRegistration({
    api: { register: request.fn, registerSmsCode: new ScriptedCall<{ code: string; token: string }, AuthUser>().fn },
    tokens: new MemoryTokenStore(),
    navigator: new RecordingNavigator(),
    clock,
  });
  const actor = createActor(machine, { clock, input: { fingerprint: 'UA2', cityCodeId: 5, referral: null } });
  actor.start();
  return {
    actor: actor as unknown as Flow['actor'],
    clock,
    request,
    stepToken: () => actor.getSnapshot().context.registerToken,
    formState: 'form',
    fillForm: (captcha) => {
      actor.send({ type: 'phone.changed', value: PHONE });
      actor.send({ type: 'name.changed', value: 'Анна' });
      actor.send({ type: 'gender.changed', label: 'Женский' });
      actor.send({ type: 'birthday.changed', isoDate: '2000-01-31' });
      if (!actor.getSnapshot().context.policyAccepted) {
        actor.send({ type: 'policy.toggled' });
      }
      actor.send({ type: 'captcha.solved', token: captcha });
    },
  };
}

function socialPhoneStep(): Flow {
  const request = new ScriptedCall<{ token: string }, SmsCodeSent>();
  const clock = new SimulatedClock();
  let saved: VkData | null = null;
  const machine = provideSocialPhoneStep({
    socialAuth: {
      vkPhone: request.fn,
      vkPhoneCode: new ScriptedCall<{ requestId: string; code: string }, VkAuthUser>().fn,
    },
    tokens: new MemoryTokenStore(),
    vkData: { save: (data) => (saved = data), read: () => saved },
    navigator: new RecordingNavigator(),
  });
  const actor = createActor(machine, { clock, input: { signUpToken: 'sign-up-1' } });
  actor.start();
  return phoneEntryFlow(actor, clock, request);
}

const FLOWS = [
  ['SMS login', smsLogin],
  ['registration', registration],
  ['social phone step', socialPhoneStep],
] as const;

/** Submits the form and lets the server answer with `token` and a wait of `resendAfterSeconds`. */
async function reachCodeStep(flow: Flow, resendAfterSeconds = 60): Promise<Flow> {
  flow.fillForm('captcha-1');
  flow.actor.send({ type: 'form.submitted' });
  flow.request.resolve({ token: 'token-1', resendAfterSeconds });
  await settle();
  return flow;
}

function tooManyRequests(limit: string, retryAfterSeconds: number): ApiError {
  return new ApiError('TOO_MANY_REQUESTS', 429, { details: { limit, retryAfterSeconds } });
}

/** Lets `seconds` pass on the flow's simulated clock, one second at a time, as a real clock's timers fire. */
function passSeconds(flow: Flow, seconds: number): void {
  for (let second = 0; second < seconds; second += 1) {
    flow.clock.increment(1000);
  }
}

const snapshot = (flow: Flow) => flow.actor.getSnapshot();
const canResend = (flow: Flow) => snapshot(flow).can({ type: 'code.resendRequested' });

describe.each(FLOWS)('%s: «Отправить код ещё раз»', (_name, makeFlow) => {
  it('counts down the wait the server announced, second by second, on the machine’s clock', async () => {
    const flow = await reachCodeStep(makeFlow(), 60);
    expect(snapshot(flow).context.resendIn).toBe(60);
    flow.clock.increment(999);
    expect(snapshot(flow).context.resendIn).toBe(60);
    flow.clock.increment(1);
    expect(snapshot(flow).context.resendIn).toBe(59);
    passSeconds(flow, 58);
    expect(snapshot(flow).context.resendIn).toBe(1);
    passSeconds(flow, 1);
    expect(snapshot(flow).context.resendIn).toBe(0);
    passSeconds(flow, 10);
    expect(snapshot(flow).context.resendIn).toBe(0);
    expect(snapshot(flow).value).toBe('codeEntry');
  });

  it('is refused before the wait is over and without a fresh captcha', async () => {
    const flow = await reachCodeStep(makeFlow(), 60);
    flow.actor.send({ type: 'captcha.solved', token: 'captcha-2' });
    expect(canResend(flow)).toBe(false);
    passSeconds(flow, 59);
    expect(canResend(flow)).toBe(false);
    passSeconds(flow, 1);
    expect(canResend(flow)).toBe(true);
    flow.actor.send({ type: 'captcha.expired' });
    expect(canResend(flow)).toBe(false);
    flow.actor.send({ type: 'code.resendRequested' });
    expect(flow.request.requests).toHaveLength(1);
  });

  it('asks again with the same form and the fresh captcha; the new token replaces the old, the wait starts over', async () => {
    const flow = await reachCodeStep(makeFlow(), 60);
    flow.actor.send({ type: 'code.changed', value: '12' });
    passSeconds(flow, 60);
    flow.actor.send({ type: 'captcha.solved', token: 'captcha-2' });
    flow.actor.send({ type: 'code.resendRequested' });
    expect(snapshot(flow).hasTag('busy')).toBe(true);
    expect(snapshot(flow).hasTag('codeStep')).toBe(true);
    const [first, second] = flow.request.requests;
    expect(second).toEqual({ ...first, token: 'captcha-2' });

    flow.request.resolve({ token: 'token-2', resendAfterSeconds: 30 });
    await settle();
    expect(snapshot(flow).value).toBe('codeEntry');
    expect(flow.stepToken()).toBe('token-2');
    expect(snapshot(flow).context).toMatchObject({
      code: '',
      resendIn: 30,
      captchaToken: null,
      error: null,
      notice: 'Мы отправили новый код',
    });
  });

  it('a refused resend says why with the wait, and counts that wait down', async () => {
    const flow = await reachCodeStep(makeFlow(), 0);
    flow.actor.send({ type: 'captcha.solved', token: 'captcha-2' });
    flow.actor.send({ type: 'code.resendRequested' });
    flow.request.reject(tooManyRequests('phoneHour', 17 * 60));
    await settle();
    expect(snapshot(flow).value).toBe('codeEntry');
    expect(flow.stepToken()).toBe('token-1');
    expect(snapshot(flow).context).toMatchObject({
      error: 'Слишком много запросов кода за час. Попробуйте через 17 минут.',
      resendIn: 17 * 60,
      captchaToken: null,
    });
    flow.clock.increment(1000);
    expect(snapshot(flow).context.resendIn).toBe(17 * 60 - 1);
  });

  it('a resend that failed otherwise keeps the code step open and the resend offered', async () => {
    const flow = await reachCodeStep(makeFlow(), 0);
    flow.actor.send({ type: 'captcha.solved', token: 'captcha-2' });
    flow.actor.send({ type: 'code.resendRequested' });
    flow.request.reject(new ApiError('SMS_NOT_SENT', 502));
    await settle();
    expect(snapshot(flow).value).toBe('codeEntry');
    expect(snapshot(flow).context.error).not.toBeNull();
    flow.actor.send({ type: 'captcha.solved', token: 'captcha-3' });
    expect(canResend(flow)).toBe(true);
  });
});

describe.each(FLOWS)('%s: «Изменить номер»', (_name, makeFlow) => {
  it('goes back to the form with the number kept, the code, the request and the wait forgotten', async () => {
    const flow = await reachCodeStep(makeFlow(), 60);
    flow.actor.send({ type: 'code.changed', value: '12' });
    flow.actor.send({ type: 'captcha.solved', token: 'captcha-2' });
    flow.actor.send({ type: 'phone.changeRequested' });
    expect(snapshot(flow).value).toBe(flow.formState);
    expect(snapshot(flow).hasTag('codeStep')).toBe(false);
    expect(flow.stepToken()).toBeNull();
    expect(snapshot(flow).context).toMatchObject({
      phone: PHONE,
      code: '',
      resendIn: 0,
      captchaToken: null,
      error: null,
    });
  });

  it('the form then asks with a new captcha, as the first time', async () => {
    const flow = await reachCodeStep(makeFlow(), 60);
    flow.actor.send({ type: 'phone.changeRequested' });
    expect(snapshot(flow).can({ type: 'form.submitted' })).toBe(false);
    flow.actor.send({ type: 'phone.changed', value: '+7 999 765 43 21' });
    flow.actor.send({ type: 'captcha.solved', token: 'captcha-2' });
    flow.actor.send({ type: 'form.submitted' });
    expect(flow.request.requests).toHaveLength(2);
    expect(flow.request.requests[1]).toMatchObject({ token: 'captcha-2' });
  });
});

describe.each(FLOWS)('%s: the form’s own request refused by a send limit', (_name, makeFlow) => {
  it('says how long to wait, in words', async () => {
    const flow = makeFlow();
    flow.fillForm('captcha-1');
    flow.actor.send({ type: 'form.submitted' });
    flow.request.reject(tooManyRequests('phoneInterval', 42));
    await settle();
    expect(snapshot(flow).value).toBe(flow.formState);
    expect(snapshot(flow).context.error).toBe('Новый код можно запросить через 42 секунды');
  });
});
