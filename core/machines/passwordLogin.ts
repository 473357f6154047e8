/** Login with password (portal §2 /auth): phone + password + captcha → session. */
import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../errors.ts';
import { extraMessageFor, extraMessages } from '../domain/extraMessages.ts';
import * as v from 'valibot';
import { signInPassword } from '../domain/auth/signInFields.ts';
import { canSubmitLogin } from '../domain/formRules.ts';
import { normalizePhone } from '../domain/phone.ts';
import type { AuthUser } from '../model/index.ts';
import type { ApiPort, Navigator, PasswordLoginRequest, TokenStore } from '../ports/index.ts';
import { captchaActions, UNSOLVED_CAPTCHA, type CaptchaContext, type CaptchaEvent } from './captcha.ts';
import { phoneFormTransitions } from './phoneForm.ts';
import { answeredUser, keepAuthUser, keptAuthUser, saveSession, type AnsweredUserContext } from './answeredUser.ts';
import { notProvided } from './notProvided.ts';

interface PasswordLoginInput {
  /** Device fingerprint sent with the login (portal §6). */
  fingerprint: string;
  /** Opened as the auth modal: success reloads the page instead of opening the cabinet. */
  inModal: boolean;
}

interface PasswordLoginContext extends CaptchaContext, AnsweredUserContext {
  fingerprint: string;
  inModal: boolean;
  /** The login as typed: a phone number (the mask's spaces included). */
  phone: string;
  password: string;
  error: string | null;
}

type PasswordLoginEvent =
  | { type: 'phone.changed'; value: string }
  | { type: 'password.changed'; value: string }
  | CaptchaEvent
  | { type: 'form.submitted' };

/**
 * State names: form → signingIn → storingSession → signedIn (final).
 * Tags: 'busy' (a call is in flight). The button is enabled when `snapshot.can({ type: 'form.submitted' })`.
 */
const passwordLoginMachine = setup({
  types: {
    input: {} as PasswordLoginInput,
    context: {} as PasswordLoginContext,
    events: {} as PasswordLoginEvent,
  },
  actors: {
    signIn: fromPromise<AuthUser, PasswordLoginRequest>(async () => notProvided('passwordLogin', 'signIn')),
    storeSession: fromPromise<void, AuthUser>(async () => notProvided('passwordLogin', 'storeSession')),
  },
  guards: {
    inModal: ({ context }) => context.inModal,
    // The SMS login's rule plus the password the server takes; only the form state accepts the submit, so nothing is loading.
    canSubmit: ({ context }) =>
      v.is(signInPassword, context.password) &&
      canSubmitLogin({ captchaToken: context.captchaToken, phone: context.phone, loading: false }),
  },
  actions: {
    reloadPage: () => notProvided('passwordLogin', 'reloadPage'),
    openCabinet: () => notProvided('passwordLogin', 'openCabinet'),
    setPhone: assign({ phone: ({ context, event }) => (event.type === 'phone.changed' ? event.value : context.phone) }),
    setPassword: assign({
      password: ({ context, event }) => (event.type === 'password.changed' ? event.value : context.password),
    }),
    ...captchaActions<PasswordLoginContext, PasswordLoginEvent>(),
    keepAuthUser: keepAuthUser<PasswordLoginContext, PasswordLoginEvent>(),
    clearError: assign({ error: null }),
    showError: assign({
      error: (_, params: { error: unknown }) => extraMessageFor('passwordLogin', errorCode(params.error)),
    }),
    showFallback: assign({ error: extraMessages.passwordLogin.fallback }),
  },
}).createMachine({
  id: 'passwordLogin',
  context: ({ input }) => ({
    fingerprint: input.fingerprint,
    inModal: input.inModal,
    phone: '',
    password: '',
    ...UNSOLVED_CAPTCHA,
    error: null,
    authUser: null,
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        ...phoneFormTransitions('signingIn'),
        'password.changed': { actions: 'setPassword' },
      },
    },
    signingIn: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({
          login: normalizePhone(context.phone),
          password: context.password,
          fingerprint: context.fingerprint,
          token: context.captchaToken ?? '',
        }),
        onDone: { target: 'storingSession', actions: ['spendCaptcha', { type: 'keepAuthUser', params: answeredUser }] },
        onError: {
          target: 'form',
          actions: ['spendCaptcha', { type: 'showError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    storingSession: {
      tags: ['busy'],
      invoke: {
        src: 'storeSession',
        input: keptAuthUser,
        onDone: [
          { guard: 'inModal', target: 'signedIn', actions: 'reloadPage' },
          { target: 'signedIn', actions: 'openCabinet' },
        ],
        onError: { target: 'form', actions: 'showFallback' },
      },
    },
    signedIn: {
      type: 'final',
    },
  },
});

/** The ports the password login talks to. */
export interface PasswordLoginPorts {
  api: Pick<ApiPort, 'passwordLogin'>;
  tokens: Pick<TokenStore, 'save'>;
  navigator: Pick<Navigator, 'reload' | 'openCabinet'>;
}

/** The password login machine bound to its ports. */
export function providePasswordLogin({ api, tokens, navigator: nav }: PasswordLoginPorts) {
  return passwordLoginMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => api.passwordLogin(input)),
      storeSession: fromPromise(({ input }) => saveSession(tokens, input)),
    },
    actions: {
      reloadPage: () => nav.reload(),
      openCabinet: () => nav.openCabinet(),
    },
  });
}
