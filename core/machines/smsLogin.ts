/** SMS login of portal §4: phone + captcha → SMS request → 4-character code → session. */
import { assign, fromPromise, setup } from 'xstate';
import type { DoneActorEvent } from 'xstate';
import { errorCode } from '../errors.ts';
import { canSubmitLogin } from '../domain/formRules.ts';
import { messageFor, messages } from '../domain/messages.ts';
import { unregisteredPhoneMessage } from '../domain/extraMessages.ts';
import { normalizePhone } from '../domain/phone.ts';
import { isCompleteSmsCode, sanitizeSmsCode } from '../domain/smsCode.ts';
import type { AuthUser } from '../model/index.ts';
import type { ApiPort, LoginRequest, Navigator, TokenStore } from '../ports/index.ts';
import { isMissingTokens, saveSession } from './session.ts';

export interface SmsLoginInput {
  /** Device fingerprint sent with the SMS request (portal §6). */
  fingerprint: string;
  /** Opened as the auth modal: success reloads the page instead of opening the cabinet. */
  inModal: boolean;
  /** An info line to show above the form, e.g. the forgot-password success message. */
  notice?: string | null;
}

export interface SmsLoginContext {
  fingerprint: string;
  inModal: boolean;
  /** What the user typed, as typed (the mask's spaces included). */
  phone: string;
  /** The solved captcha's payload; null until solved, after expiry and once a request has used it. */
  captchaToken: string | null;
  /** Bumped each time a request spends the captcha: the UI keys the widget on it to get a fresh challenge. */
  captchaResets: number;
  /** The login token of the SMS request, sent back with the code. */
  requestId: string | null;
  code: string;
  error: string | null;
  notice: string | null;
  /** The phone (as typed) the server has no account for: the form offers registration with it. */
  registrationOffer: string | null;
}

export type SmsLoginEvent =
  | { type: 'phone.changed'; value: string }
  | { type: 'captcha.solved'; token: string }
  | { type: 'captcha.expired' }
  | { type: 'form.submitted' }
  | { type: 'code.changed'; value: string };

function notProvided(name: string): never {
  throw new Error(`smsLogin.${name} is not provided`);
}

/**
 * State names: checkingSession (transient) → alreadySignedIn (final) | phoneEntry → requestingSms → codeEntry →
 * confirmingCode → storingSession → signedIn (final).
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
    requestSms: fromPromise<{ token: string }, LoginRequest>(async () => notProvided('requestSms')),
    confirmCode: fromPromise<AuthUser, { requestId: string; code: string }>(async () => notProvided('confirmCode')),
    storeSession: fromPromise<void, AuthUser>(async () => notProvided('storeSession')),
  },
  guards: {
    /** Portal §4: user info is already stored. Bound to the TokenStore. */
    userInfoPresent: () => notProvided('userInfoPresent'),
    inModal: ({ context }) => context.inModal,
    // Only phoneEntry accepts the submit, so the form is never loading when this runs.
    canSubmit: ({ context }) => canSubmitLogin({ captchaToken: context.captchaToken, phone: context.phone, loading: false }),
    completesCode: ({ event }) => event.type === 'code.changed' && isCompleteSmsCode(sanitizeSmsCode(event.value)),
    missingTokens: (_, params: { error: unknown }) => isMissingTokens(params.error),
    userNotFound: (_, params: { error: unknown }) => errorCode(params.error) === 'USER_NOT_FOUND',
  },
  actions: {
    reloadPage: () => notProvided('reloadPage'),
    openCabinet: () => notProvided('openCabinet'),
    setPhone: assign({
      phone: ({ context, event }) => (event.type === 'phone.changed' ? event.value : context.phone),
      // The offer was about the number the server did not know; another number withdraws it.
      registrationOffer: ({ context, event }) => (event.type === 'phone.changed' && event.value !== context.registrationOffer ? null : context.registrationOffer),
    }),
    setCaptcha: assign({ captchaToken: ({ context, event }) => (event.type === 'captcha.solved' ? event.token : context.captchaToken) }),
    clearCaptcha: assign({ captchaToken: null }),
    // The captcha payload is single-use: whatever the answer, the next request needs a new one.
    spendCaptcha: assign({ captchaToken: null, captchaResets: ({ context }) => context.captchaResets + 1 }),
    setCode: assign({ code: ({ context, event }) => (event.type === 'code.changed' ? sanitizeSmsCode(event.value) : context.code) }),
    clearMessages: assign({ error: null, notice: null, registrationOffer: null }),
    offerRegistration: assign(({ context }) => ({ error: unregisteredPhoneMessage(context.phone), registrationOffer: context.phone })),
    setRequestId: assign({ requestId: (_, token: string) => token }),
    showRequestError: assign({ error: (_, params: { error: unknown }) => messageFor('smsLogin', errorCode(params.error)) }),
    showWrongCode: assign({ code: '', error: messages.smsLogin.WRONG_CODE }),
    // A confirmed request cannot be confirmed again, so the user starts over from the phone.
    restartWithFallback: assign({ code: '', requestId: null, error: messages.smsLogin.fallback }),
  },
}).createMachine({
  id: 'smsLogin',
  context: ({ input }) => ({
    fingerprint: input.fingerprint,
    inModal: input.inModal,
    phone: '',
    captchaToken: null,
    captchaResets: 0,
    requestId: null,
    code: '',
    error: null,
    notice: input.notice ?? null,
    registrationOffer: null,
  }),
  initial: 'checkingSession',
  states: {
    checkingSession: {
      always: [{ guard: 'inModal', target: 'phoneEntry' }, { guard: 'userInfoPresent', target: 'alreadySignedIn' }, { target: 'phoneEntry' }],
    },
    alreadySignedIn: {
      type: 'final',
      entry: 'openCabinet',
    },
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
      entry: 'clearMessages',
      invoke: {
        src: 'requestSms',
        input: ({ context }) => ({
          login: normalizePhone(context.phone),
          fingerprint: context.fingerprint,
          token: context.captchaToken ?? '',
        }),
        onDone: {
          target: 'codeEntry',
          actions: ['spendCaptcha', { type: 'setRequestId', params: ({ event }) => event.output.token }],
        },
        onError: [
          {
            guard: { type: 'userNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'phoneEntry',
            actions: ['spendCaptcha', 'offerRegistration'],
          },
          {
            target: 'phoneEntry',
            actions: ['spendCaptcha', { type: 'showRequestError', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
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
      entry: 'clearMessages',
      invoke: {
        src: 'confirmCode',
        input: ({ context }) => ({ requestId: context.requestId ?? '', code: context.code }),
        onDone: { target: 'storingSession' },
        onError: [
          { guard: { type: 'missingTokens', params: ({ event }) => ({ error: event.error }) }, target: 'phoneEntry', actions: 'restartWithFallback' },
          { target: 'codeEntry', actions: 'showWrongCode' },
        ],
      },
    },
    storingSession: {
      tags: ['busy', 'codeStep', 'codeDisabled'],
      invoke: {
        src: 'storeSession',
        // Entered only on confirmCode's done event; XState types the entry event as the machine's own events.
        input: ({ event }) => (event as unknown as DoneActorEvent<AuthUser>).output,
        onDone: [{ guard: 'inModal', target: 'signedIn', actions: 'reloadPage' }, { target: 'signedIn', actions: 'openCabinet' }],
        onError: { target: 'phoneEntry', actions: 'restartWithFallback' },
      },
    },
    signedIn: {
      type: 'final',
      tags: ['codeStep', 'codeDisabled'],
    },
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
