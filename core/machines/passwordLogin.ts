/** Login with password (portal §2 /auth): phone + password + captcha → session. */
import { assign, fromPromise, setup } from 'xstate';
import type { DoneActorEvent } from 'xstate';
import { errorCode } from '../errors.ts';
import { extraMessageFor, extraMessages } from '../domain/extraMessages.ts';
import { canSubmitLogin } from '../domain/formRules.ts';
import { normalizePhone } from '../domain/phone.ts';
import type { AuthUser } from '../model/index.ts';
import type { ApiPort, Navigator, PasswordLoginRequest, TokenStore } from '../ports/index.ts';
import { saveSession } from './session.ts';

export interface PasswordLoginInput {
  /** Device fingerprint sent with the login (portal §6). */
  fingerprint: string;
  /** Opened as the auth modal: success reloads the page instead of opening the cabinet. */
  inModal: boolean;
}

export interface PasswordLoginContext {
  fingerprint: string;
  inModal: boolean;
  /** The login as typed: a phone number (the mask's spaces included). */
  phone: string;
  password: string;
  /** The solved captcha's payload; null until solved, after expiry and once a request has used it. */
  captchaToken: string | null;
  /** Bumped each time a request spends the captcha: the UI keys the widget on it to get a fresh challenge. */
  captchaResets: number;
  error: string | null;
}

export type PasswordLoginEvent =
  | { type: 'phone.changed'; value: string }
  | { type: 'password.changed'; value: string }
  | { type: 'captcha.solved'; token: string }
  | { type: 'captcha.expired' }
  | { type: 'form.submitted' };

function notProvided(name: string): never {
  throw new Error(`passwordLogin.${name} is not provided`);
}

/**
 * State names: form → signingIn → storingSession → signedIn (final).
 * Tags: 'busy' (a call is in flight). The button is enabled when `snapshot.can({ type: 'form.submitted' })`.
 */
export const passwordLoginMachine = setup({
  types: {
    input: {} as PasswordLoginInput,
    context: {} as PasswordLoginContext,
    events: {} as PasswordLoginEvent,
  },
  actors: {
    signIn: fromPromise<AuthUser, PasswordLoginRequest>(async () => notProvided('signIn')),
    storeSession: fromPromise<void, AuthUser>(async () => notProvided('storeSession')),
  },
  guards: {
    inModal: ({ context }) => context.inModal,
    // The SMS login's rule plus a non-empty password; only the form state accepts the submit, so nothing is loading.
    canSubmit: ({ context }) =>
      context.password !== '' && canSubmitLogin({ captchaToken: context.captchaToken, phone: context.phone, loading: false }),
  },
  actions: {
    reloadPage: () => notProvided('reloadPage'),
    openCabinet: () => notProvided('openCabinet'),
    setPhone: assign({ phone: ({ context, event }) => (event.type === 'phone.changed' ? event.value : context.phone) }),
    setPassword: assign({ password: ({ context, event }) => (event.type === 'password.changed' ? event.value : context.password) }),
    setCaptcha: assign({ captchaToken: ({ context, event }) => (event.type === 'captcha.solved' ? event.token : context.captchaToken) }),
    clearCaptcha: assign({ captchaToken: null }),
    // The captcha payload is single-use: whatever the answer, the next request needs a new one.
    spendCaptcha: assign({ captchaToken: null, captchaResets: ({ context }) => context.captchaResets + 1 }),
    clearError: assign({ error: null }),
    showError: assign({ error: (_, params: { error: unknown }) => extraMessageFor('passwordLogin', errorCode(params.error)) }),
    showFallback: assign({ error: extraMessages.passwordLogin.fallback }),
  },
}).createMachine({
  id: 'passwordLogin',
  context: ({ input }) => ({
    fingerprint: input.fingerprint,
    inModal: input.inModal,
    phone: '',
    password: '',
    captchaToken: null,
    captchaResets: 0,
    error: null,
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        'phone.changed': { actions: 'setPhone' },
        'password.changed': { actions: 'setPassword' },
        'captcha.solved': { actions: 'setCaptcha' },
        'captcha.expired': { actions: 'clearCaptcha' },
        'form.submitted': { guard: 'canSubmit', target: 'signingIn' },
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
        onDone: { target: 'storingSession', actions: 'spendCaptcha' },
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
        // Entered only on signIn's done event; XState types the entry event as the machine's own events.
        input: ({ event }) => (event as unknown as DoneActorEvent<AuthUser>).output,
        onDone: [{ guard: 'inModal', target: 'signedIn', actions: 'reloadPage' }, { target: 'signedIn', actions: 'openCabinet' }],
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
