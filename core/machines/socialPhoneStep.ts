/**
 * The phone step of a social registration: the provider gave no phone it vouches for, so the new shopper
 * types one (with a solved captcha), gets an SMS code and types it; the server then registers them (or links
 * the provider account to the shopper who owns that phone). Like the SMS login's code step in every detail.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../errors.ts';
import { canSubmitLogin } from '../domain/formRules.ts';
import { messageFor, messages } from '../domain/messages.ts';
import { normalizePhone } from '../domain/phone.ts';
import type { Navigator, TokenStore } from '../ports/index.ts';
import type { SocialAuthApi, VkAuthUser, VkDataStore } from '../ports/socialAuth.ts';
import { captchaActions, captchaTransitions, UNSOLVED_CAPTCHA, type CaptchaContext, type CaptchaEvent } from './captcha.ts';
import { codeStepActions, codeStepActors, codeStepFinished, codeStepGuards, codeStepStates, type CodeEvent } from './codeStep.ts';
import { keepAuthUser, type AnsweredUserContext } from './session.ts';
import { saveSocialSession } from './socialLogin.ts';
import { notProvided } from './notProvided.ts';

export interface SocialPhoneStepInput {
  /** details.token of the PHONE_REQUIRED answer. */
  signUpToken: string;
}

export interface SocialPhoneStepContext extends CaptchaContext, AnsweredUserContext<VkAuthUser> {
  signUpToken: string;
  phone: string;
  requestId: string | null;
  code: string;
  error: string | null;
}

export type SocialPhoneStepEvent = { type: 'phone.changed'; value: string } | CaptchaEvent | { type: 'form.submitted' } | CodeEvent;

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
    requestSms: fromPromise<{ token: string }, { signUpToken: string; phone: string; token: string }>(async () => notProvided('socialPhoneStep', 'requestSms')),
    ...codeStepActors<VkAuthUser, { requestId: string; code: string }>('socialPhoneStep'),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitLogin({ captchaToken: context.captchaToken, phone: context.phone, loading: false }),
    ...codeStepGuards,
    // Blocked, a spent sign-up, anything but a wrong code: the code step cannot succeed any more.
    codeRetryable: (_, params: { error: unknown }) => errorCode(params.error) === 'WRONG_CODE',
  },
  actions: {
    openCabinet: () => notProvided('socialPhoneStep', 'openCabinet'),
    setPhone: assign({ phone: ({ context, event }) => (event.type === 'phone.changed' ? event.value : context.phone) }),
    ...captchaActions<SocialPhoneStepContext, SocialPhoneStepEvent>(),
    ...codeStepActions<SocialPhoneStepContext, SocialPhoneStepEvent>(),
    keepAuthUser: keepAuthUser<SocialPhoneStepContext, SocialPhoneStepEvent>(),
    clearMessages: assign({ error: null }),
    setRequestId: assign({ requestId: (_, token: string) => token }),
    showError: assign({ error: (_, params: { error: unknown }) => messageFor('smsLogin', errorCode(params.error)) }),
    showWrongCode: assign({ code: '', error: messages.smsLogin.WRONG_CODE }),
    restart: assign({ code: '', requestId: null, error: (_, params: { error: unknown }) => messageFor('smsLogin', errorCode(params.error)) }),
  },
}).createMachine({
  id: 'socialPhoneStep',
  context: ({ input }) => ({ signUpToken: input.signUpToken, phone: '', ...UNSOLVED_CAPTCHA, requestId: null, code: '', error: null, authUser: null }),
  initial: 'phoneEntry',
  states: {
    phoneEntry: {
      on: {
        'phone.changed': { actions: 'setPhone' },
        ...captchaTransitions,
        'form.submitted': { guard: 'canSubmit', target: 'requestingSms' },
      },
    },
    requestingSms: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        src: 'requestSms',
        input: ({ context }) => ({ signUpToken: context.signUpToken, phone: normalizePhone(context.phone), token: context.captchaToken ?? '' }),
        onDone: { target: 'codeEntry', actions: ['spendCaptcha', { type: 'setRequestId', params: ({ event }) => event.output.token }] },
        onError: { target: 'phoneEntry', actions: ['spendCaptcha', { type: 'showError', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    ...codeStepStates({
      restartTarget: 'phoneEntry',
      confirmInput: ({ context }: { context: SocialPhoneStepContext }) => ({ requestId: context.requestId ?? '', code: context.code }),
      onStored: { target: 'signedIn', actions: 'openCabinet' },
    }),
    signedIn: codeStepFinished,
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
