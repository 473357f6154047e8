/**
 * The phone step of a social registration: the provider gave no phone it vouches for, so the new shopper
 * types one (with a solved captcha), gets an SMS code and types it; the server then registers them (or links
 * the provider account to the shopper who owns that phone). Like the SMS login's code step in every detail.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../errors.ts';
import { canSubmitLogin } from '../domain/formRules.ts';
import { messageFor } from '../domain/messages.ts';
import { normalizePhone } from '../domain/phone.ts';
import type { Navigator, SmsCodeSent, TokenStore } from '../ports/index.ts';
import type { SocialAuthApi, VkAuthUser, VkDataStore } from '../ports/socialAuth.ts';
import { UNSOLVED_CAPTCHA, type CaptchaContext, type CaptchaEvent } from './captcha.ts';
import {
  codeRequestState,
  codeStepActions,
  codeStepActors,
  codeStepFinished,
  codeStepGuards,
  codeStepStates,
  NO_CODE_STEP,
  type CodeStepContext,
  type CodeStepEvent,
} from './codeStep.ts';
import { phoneFormTransitions } from './phoneForm.ts';
import { type AnsweredUserContext } from './answeredUser.ts';
import { saveSocialSession } from './socialLogin.ts';
import { notProvided } from './notProvided.ts';

interface SocialPhoneStepInput {
  /** details.token of the PHONE_REQUIRED answer. */
  signUpToken: string;
}

interface SocialPhoneStepContext extends CaptchaContext, AnsweredUserContext<VkAuthUser>, CodeStepContext {
  signUpToken: string;
  phone: string;
  requestId: string | null;
}

type SocialPhoneStepEvent =
  { type: 'phone.changed'; value: string } | CaptchaEvent | { type: 'form.submitted' } | CodeStepEvent;

/** The vk-phone request of the phone form, repeated as is (with a fresh captcha) by «Отправить код ещё раз». */
function phoneRequest({ context }: { context: SocialPhoneStepContext }): {
  signUpToken: string;
  phone: string;
  token: string;
} {
  return { signUpToken: context.signUpToken, phone: normalizePhone(context.phone), token: context.captchaToken ?? '' };
}
const requestSms = { src: 'requestSms', input: phoneRequest } as const;

/**
 * States: phoneEntry → requestingSms → codeEntry → confirmingCode → storingSession → signedIn (final); codeEntry ⇄
 * resendingSms, codeEntry → phoneEntry («Изменить номер»).
 * Tags: 'busy', 'codeStep', 'codeDisabled' as in the SMS login; the button is enabled when `can({ type: 'form.submitted' })`.
 */
const socialPhoneStepMachine = setup({
  types: {
    input: {} as SocialPhoneStepInput,
    context: {} as SocialPhoneStepContext,
    events: {} as SocialPhoneStepEvent,
  },
  actors: {
    requestSms: fromPromise<SmsCodeSent, { signUpToken: string; phone: string; token: string }>(async () =>
      notProvided('socialPhoneStep', 'requestSms'),
    ),
    ...codeStepActors<VkAuthUser, { requestId: string; code: string }>('socialPhoneStep'),
  },
  guards: {
    canSubmit: ({ context }) =>
      canSubmitLogin({ captchaToken: context.captchaToken, phone: context.phone, loading: false }),
    ...codeStepGuards,
    // Blocked, a spent sign-up, anything but a wrong code: the code step cannot succeed any more.
    codeRetryable: (_, params: { error: unknown }) => errorCode(params.error) === 'WRONG_CODE',
  },
  actions: {
    openCabinet: () => notProvided('socialPhoneStep', 'openCabinet'),
    setPhone: assign({ phone: ({ context, event }) => (event.type === 'phone.changed' ? event.value : context.phone) }),
    ...codeStepActions<SocialPhoneStepContext, SocialPhoneStepEvent>({
      flow: 'smsLogin',
      stepToken: 'requestId',
      restartMessage: (error) => messageFor('smsLogin', errorCode(error)),
    }),
  },
}).createMachine({
  id: 'socialPhoneStep',
  context: ({ input }) => ({
    signUpToken: input.signUpToken,
    phone: '',
    ...UNSOLVED_CAPTCHA,
    requestId: null,
    ...NO_CODE_STEP,
    authUser: null,
  }),
  initial: 'phoneEntry',
  states: {
    phoneEntry: { on: phoneFormTransitions('requestingSms') },
    requestingSms: codeRequestState({ request: requestSms, formState: 'phoneEntry' }),
    ...codeStepStates({
      restartTarget: 'phoneEntry',
      request: requestSms,
      confirmInput: ({ context }: { context: SocialPhoneStepContext }) => ({
        requestId: context.requestId ?? '',
        code: context.code,
      }),
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
