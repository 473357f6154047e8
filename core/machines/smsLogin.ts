/** SMS login of portal §4: phone + captcha → SMS request → 4-character code → session. */
import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../errors.ts';
import { canSubmitLogin } from '../domain/formRules.ts';
import { unregisteredPhoneMessage } from '../domain/extraMessages.ts';
import { normalizePhone } from '../domain/phone.ts';
import type { AuthUser } from '../model/index.ts';
import type { ApiPort, LoginRequest, Navigator, SmsCodeSent, TokenStore } from '../ports/index.ts';
import { UNSOLVED_CAPTCHA, type CaptchaContext, type CaptchaEvent } from './captcha.ts';
import {
  codeRequestState,
  codeStepActions,
  codeStepActors,
  codeStepFinished,
  codeStepGuards,
  codeStepStates,
  failure,
  NO_CODE_STEP,
  type CodeStepContext,
  type CodeStepEvent,
} from './codeStep.ts';
import { phoneFormTransitions } from './phoneForm.ts';
import { isMissingTokens, saveSession, type AnsweredUserContext } from './answeredUser.ts';
import { notProvided } from './notProvided.ts';

export interface SmsLoginInput {
  /** Device fingerprint sent with the SMS request (portal §6). */
  fingerprint: string;
  /** Opened as the auth modal: success reloads the page instead of opening the cabinet. */
  inModal: boolean;
  /** An info line to show above the form, e.g. the forgot-password success message. */
  notice?: string | null;
  /** A phone to start with, as typed elsewhere (the registration's offer for a registered number). */
  phone?: string;
}

export interface SmsLoginContext extends CaptchaContext, AnsweredUserContext, CodeStepContext {
  fingerprint: string;
  inModal: boolean;
  /** What the user typed, as typed (the mask's spaces included). */
  phone: string;
  /** The login token of the SMS request, sent back with the code. */
  requestId: string | null;
  /** The phone (as typed) the server has no account for: the form offers registration with it. */
  registrationOffer: string | null;
}

export type SmsLoginEvent =
  { type: 'phone.changed'; value: string } | CaptchaEvent | { type: 'form.submitted' } | CodeStepEvent;

/** The SMS request of the phone form, repeated as is (with a fresh captcha) by «Отправить код ещё раз». */
function loginRequest({ context }: { context: SmsLoginContext }): LoginRequest {
  return { login: normalizePhone(context.phone), fingerprint: context.fingerprint, token: context.captchaToken ?? '' };
}
const requestSms = { src: 'requestSms', input: loginRequest } as const;

/**
 * State names: checkingSession (transient) → alreadySignedIn (final) | phoneEntry → requestingSms → codeEntry →
 * confirmingCode → storingSession → signedIn (final); codeEntry ⇄ resendingSms, codeEntry → phoneEntry («Изменить номер»).
 * Tags: 'busy' (a call is in flight), 'codeStep' (the code field shows instead of the phone form),
 * 'codeDisabled' (the code field is locked). The button is enabled when `snapshot.can({ type: 'form.submitted' })`.
 */
export const smsLoginMachine = setup({
  types: {
    input: {} as SmsLoginInput,
    context: {} as SmsLoginContext,
    events: {} as SmsLoginEvent,
  },
  actors: {
    requestSms: fromPromise<SmsCodeSent, LoginRequest>(async () => notProvided('smsLogin', 'requestSms')),
    ...codeStepActors<AuthUser, { requestId: string; code: string }>('smsLogin'),
  },
  guards: {
    /** Portal §4: user info is already stored. Bound to the TokenStore. */
    userInfoPresent: () => notProvided('smsLogin', 'userInfoPresent'),
    inModal: ({ context }) => context.inModal,
    // Only phoneEntry accepts the submit, so the form is never loading when this runs.
    canSubmit: ({ context }) =>
      canSubmitLogin({ captchaToken: context.captchaToken, phone: context.phone, loading: false }),
    ...codeStepGuards,
    // Only a confirmation that brought no tokens ends the request; any other failure is a wrong code to retype.
    codeRetryable: (_, params: { error: unknown }) => !isMissingTokens(params.error),
    userNotFound: (_, params: { error: unknown }) => errorCode(params.error) === 'USER_NOT_FOUND',
  },
  actions: {
    reloadPage: () => notProvided('smsLogin', 'reloadPage'),
    openCabinet: () => notProvided('smsLogin', 'openCabinet'),
    setPhone: assign({
      phone: ({ context, event }) => (event.type === 'phone.changed' ? event.value : context.phone),
      // The offer was about the number the server did not know; another number withdraws it.
      registrationOffer: ({ context, event }) =>
        event.type === 'phone.changed' && event.value !== context.registrationOffer ? null : context.registrationOffer,
    }),
    ...codeStepActions<SmsLoginContext, SmsLoginEvent>({ flow: 'smsLogin', stepToken: 'requestId' }),
    clearMessages: assign({ error: null, notice: null, registrationOffer: null }),
    offerRegistration: assign(({ context }) => ({
      error: unregisteredPhoneMessage(context.phone),
      registrationOffer: context.phone,
    })),
  },
}).createMachine({
  id: 'smsLogin',
  context: ({ input }) => ({
    fingerprint: input.fingerprint,
    inModal: input.inModal,
    phone: input.phone ?? '',
    ...UNSOLVED_CAPTCHA,
    requestId: null,
    ...NO_CODE_STEP,
    notice: input.notice ?? null,
    registrationOffer: null,
    authUser: null,
  }),
  initial: 'checkingSession',
  states: {
    checkingSession: {
      always: [
        { guard: 'inModal', target: 'phoneEntry' },
        { guard: 'userInfoPresent', target: 'alreadySignedIn' },
        { target: 'phoneEntry' },
      ],
    },
    alreadySignedIn: {
      type: 'final',
      entry: 'openCabinet',
    },
    phoneEntry: { on: phoneFormTransitions('requestingSms') },
    requestingSms: codeRequestState({
      request: requestSms,
      formState: 'phoneEntry',
      refusals: [
        {
          guard: { type: 'userNotFound', params: failure },
          target: 'phoneEntry',
          actions: ['spendCaptcha', 'offerRegistration'],
        },
      ],
    }),
    ...codeStepStates({
      restartTarget: 'phoneEntry',
      request: requestSms,
      confirmInput: ({ context }: { context: SmsLoginContext }) => ({
        requestId: context.requestId ?? '',
        code: context.code,
      }),
      onStored: [
        { guard: 'inModal', target: 'signedIn', actions: 'reloadPage' },
        { target: 'signedIn', actions: 'openCabinet' },
      ],
    }),
    signedIn: codeStepFinished,
  },
});

/** The ports the SMS login talks to. */
export interface SmsLoginPorts {
  api: Pick<ApiPort, 'login' | 'authSmsCode'>;
  tokens: Pick<TokenStore, 'save' | 'readUser'>;
  navigator: Pick<Navigator, 'reload' | 'openCabinet'>;
}

/** The SMS login machine bound to its ports. */
export function provideSmsLogin({ api, tokens, navigator: nav }: SmsLoginPorts) {
  return smsLoginMachine.provide({
    actors: {
      requestSms: fromPromise(({ input }) => api.login(input)),
      confirmCode: fromPromise(({ input }) => api.authSmsCode(input)),
      storeSession: fromPromise(({ input }) => saveSession(tokens, input)),
    },
    guards: {
      userInfoPresent: () => tokens.readUser() !== null,
    },
    actions: {
      reloadPage: () => nav.reload(),
      openCabinet: () => nav.openCabinet(),
    },
  });
}
