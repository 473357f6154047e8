/**
 * The phone step of a social registration: the provider gave no phone it vouches for, so the new shopper
 * types one (with a solved captcha), gets an SMS code and types it; the server then registers them (or links
 * the provider account to the shopper who owns that phone). Like the SMS login's code step in every detail.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { DoneActorEvent } from 'xstate';
import { errorCode } from '../errors.ts';
import { canSubmitLogin } from '../domain/formRules.ts';
import { messageFor, messages } from '../domain/messages.ts';
import { normalizePhone } from '../domain/phone.ts';
import { isCompleteSmsCode, sanitizeSmsCode } from '../domain/smsCode.ts';
import type { Navigator, TokenStore } from '../ports/index.ts';
import type { SocialAuthApi, VkAuthUser, VkDataStore } from '../ports/socialAuth.ts';
import { saveSocialSession } from './socialLogin.ts';

export interface SocialPhoneStepInput {
  /** details.token of the PHONE_REQUIRED answer. */
  signUpToken: string;
}

export interface SocialPhoneStepContext {
  signUpToken: string;
  phone: string;
  captchaToken: string | null;
  /** Bumped each time a request spends the captcha: the UI keys the widget on it. */
  captchaResets: number;
  requestId: string | null;
  code: string;
  error: string | null;
}

export type SocialPhoneStepEvent =
  | { type: 'phone.changed'; value: string }
  | { type: 'captcha.solved'; token: string }
  | { type: 'captcha.expired' }
  | { type: 'form.submitted' }
  | { type: 'code.changed'; value: string };

function notProvided(name: string): never {
  throw new Error(`socialPhoneStep.${name} is not provided`);
}

/**
 * States: phoneEntry → requestingSms → codeEntry → confirmingCode → storingSession → signedIn (final).
 * Tags: 'busy', 'codeStep', 'codeDisabled' as in the SMS login; the button is enabled when `can({ type: 'form.submitted' })`.
 */
export const socialPhoneStepMachine = setup({
  types: {
    input: {} as SocialPhoneStepInput,
    context: {} as SocialPhoneStepContext,
    events: {} as SocialPhoneStepEvent,
  },
  actors: {
    requestSms: fromPromise<{ token: string }, { signUpToken: string; phone: string; token: string }>(async () => notProvided('requestSms')),
    confirmCode: fromPromise<VkAuthUser, { requestId: string; code: string }>(async () => notProvided('confirmCode')),
    storeSession: fromPromise<void, VkAuthUser>(async () => notProvided('storeSession')),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitLogin({ captchaToken: context.captchaToken, phone: context.phone, loading: false }),
    completesCode: ({ event }) => event.type === 'code.changed' && isCompleteSmsCode(sanitizeSmsCode(event.value)),
    wrongCode: (_, params: { error: unknown }) => errorCode(params.error) === 'WRONG_CODE',
  },
  actions: {
    openCabinet: () => notProvided('openCabinet'),
    setPhone: assign({ phone: ({ context, event }) => (event.type === 'phone.changed' ? event.value : context.phone) }),
    setCaptcha: assign({ captchaToken: ({ context, event }) => (event.type === 'captcha.solved' ? event.token : context.captchaToken) }),
    clearCaptcha: assign({ captchaToken: null }),
    spendCaptcha: assign({ captchaToken: null, captchaResets: ({ context }) => context.captchaResets + 1 }),
    setCode: assign({ code: ({ context, event }) => (event.type === 'code.changed' ? sanitizeSmsCode(event.value) : context.code) }),
    clearError: assign({ error: null }),
    setRequestId: assign({ requestId: (_, token: string) => token }),
    showError: assign({ error: (_, params: { error: unknown }) => messageFor('smsLogin', errorCode(params.error)) }),
    showWrongCode: assign({ code: '', error: messages.smsLogin.WRONG_CODE }),
    restart: assign({ code: '', requestId: null, error: (_, params: { error: unknown }) => messageFor('smsLogin', errorCode(params.error)) }),
  },
}).createMachine({
  id: 'socialPhoneStep',
  context: ({ input }) => ({ signUpToken: input.signUpToken, phone: '', captchaToken: null, captchaResets: 0, requestId: null, code: '', error: null }),
  initial: 'phoneEntry',
  states: {
    phoneEntry: {
      on: {
        'phone.changed': { actions: 'setPhone' },
        'captcha.solved': { actions: 'setCaptcha' },
        'captcha.expired': { actions: 'clearCaptcha' },
        'form.submitted': { guard: 'canSubmit', target: 'requestingSms' },
      },
    },
    requestingSms: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'requestSms',
        input: ({ context }) => ({ signUpToken: context.signUpToken, phone: normalizePhone(context.phone), token: context.captchaToken ?? '' }),
        onDone: { target: 'codeEntry', actions: ['spendCaptcha', { type: 'setRequestId', params: ({ event }) => event.output.token }] },
        onError: { target: 'phoneEntry', actions: ['spendCaptcha', { type: 'showError', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    codeEntry: {
      tags: ['codeStep'],
      on: {
        'code.changed': [{ guard: 'completesCode', target: 'confirmingCode', actions: 'setCode' }, { actions: 'setCode' }],
      },
    },
    confirmingCode: {
      tags: ['busy', 'codeStep', 'codeDisabled'],
      entry: 'clearError',
      invoke: {
        src: 'confirmCode',
        input: ({ context }) => ({ requestId: context.requestId ?? '', code: context.code }),
        onDone: { target: 'storingSession' },
        onError: [
          { guard: { type: 'wrongCode', params: ({ event }) => ({ error: event.error }) }, target: 'codeEntry', actions: 'showWrongCode' },
          // Blocked, a spent sign-up, anything else: the code step cannot succeed any more.
          { target: 'phoneEntry', actions: { type: 'restart', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    storingSession: {
      tags: ['busy', 'codeStep', 'codeDisabled'],
      invoke: {
        src: 'storeSession',
        input: ({ event }) => (event as unknown as DoneActorEvent<VkAuthUser>).output,
        onDone: { target: 'signedIn', actions: 'openCabinet' },
        onError: { target: 'phoneEntry', actions: { type: 'restart', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: { type: 'final', tags: ['codeStep', 'codeDisabled'] },
  },
});

export interface SocialPhoneStepPorts {
  socialAuth: Pick<SocialAuthApi, 'vkPhone' | 'vkPhoneCode'>;
  tokens: Pick<TokenStore, 'save'>;
  vkData: VkDataStore;
  navigator: Pick<Navigator, 'openCabinet'>;
}

/** The phone step bound to its ports. */
export function provideSocialPhoneStep(ports: SocialPhoneStepPorts) {
  return socialPhoneStepMachine.provide({
    actors: {
      requestSms: fromPromise(({ input }) => ports.socialAuth.vkPhone(input)),
      confirmCode: fromPromise(({ input }) => ports.socialAuth.vkPhoneCode(input)),
      storeSession: fromPromise(({ input }) => saveSocialSession(ports, input)),
    },
    actions: {
      openCabinet: () => ports.navigator.openCabinet(),
    },
  });
}
