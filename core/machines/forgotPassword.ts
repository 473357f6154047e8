/** Forgot password of portal §4: phone + captcha → recovery request → success message. */
import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../errors.ts';
import { canSubmitForgotPassword } from '../domain/formRules.ts';
import { messageFor, messages } from '../domain/messages.ts';
import { normalizePhone } from '../domain/phone.ts';
import type { ApiPort } from '../ports/index.ts';
import { captchaActions, UNSOLVED_CAPTCHA, type CaptchaContext, type CaptchaEvent } from './captcha.ts';
import { phoneFormTransitions } from './phoneForm.ts';
import { notProvided } from './notProvided.ts';

export interface ForgotPasswordInput {
  /** Opened as the auth modal: success hands over to the login form instead of showing the message here. */
  inModal: boolean;
}

export interface ForgotPasswordContext extends CaptchaContext {
  inModal: boolean;
  /** What the user typed, as typed (the mask's spaces included). */
  phone: string;
  error: string | null;
  /** The success message, set once the request succeeded. */
  message: string | null;
}

/** What the finished machine hands to the auth modal. */
export interface ForgotPasswordOutput {
  /** True in a modal: switch to the login form and show `message` there. */
  openLogin: boolean;
  message: string;
}

export type ForgotPasswordEvent = { type: 'phone.changed'; value: string } | CaptchaEvent | { type: 'form.submitted' };

/** The one success text of the catalogue: it tells the user to follow the link that the recovery SMS carries. */
const FORGOT_PASSWORD_SUCCESS = messages.resetPassword.success;

/**
 * State names: form → requesting → sent (final, outside a modal) | openingLogin (final, in a modal).
 * Tags: 'busy' (the request is in flight), 'forgotten' (portal §4's isForgotten flag).
 * The button is enabled when `snapshot.can({ type: 'form.submitted' })`; once done, `snapshot.output` is a ForgotPasswordOutput.
 */
export const forgotPasswordMachine = setup({
  types: {
    input: {} as ForgotPasswordInput,
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    output: {} as ForgotPasswordOutput,
  },
  actors: {
    requestRecovery: fromPromise<void, { login: string; token: string }>(async () =>
      notProvided('forgotPassword', 'requestRecovery'),
    ),
  },
  guards: {
    inModal: ({ context }) => context.inModal,
    // Only the form state accepts the submit, so the form is never loading when this runs.
    canSubmit: ({ context }) =>
      canSubmitForgotPassword({ captchaToken: context.captchaToken, phone: context.phone, loading: false }),
  },
  actions: {
    setPhone: assign({ phone: ({ context, event }) => (event.type === 'phone.changed' ? event.value : context.phone) }),
    ...captchaActions<ForgotPasswordContext, ForgotPasswordEvent>(),
    clearError: assign({ error: null }),
    showError: assign({
      error: (_, params: { error: unknown }) => messageFor('forgotPassword', errorCode(params.error)),
    }),
    showSuccess: assign({ message: FORGOT_PASSWORD_SUCCESS }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    inModal: input.inModal,
    phone: '',
    ...UNSOLVED_CAPTCHA,
    error: null,
    message: null,
  }),
  initial: 'form',
  states: {
    form: { on: phoneFormTransitions('requesting') },
    requesting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'requestRecovery',
        input: ({ context }) => ({ login: normalizePhone(context.phone), token: context.captchaToken ?? '' }),
        onDone: [
          { guard: 'inModal', target: 'openingLogin', actions: ['spendCaptcha', 'showSuccess'] },
          { target: 'sent', actions: ['spendCaptcha', 'showSuccess'] },
        ],
        onError: {
          target: 'form',
          actions: ['spendCaptcha', { type: 'showError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    sent: {
      type: 'final',
      tags: ['forgotten'],
    },
    openingLogin: {
      type: 'final',
      tags: ['forgotten'],
    },
  },
  output: ({ context }) => ({ openLogin: context.inModal, message: context.message ?? FORGOT_PASSWORD_SUCCESS }),
});

/** The ports the forgot-password form talks to. */
export interface ForgotPasswordPorts {
  api: Pick<ApiPort, 'forgotPassword'>;
}

/** The forgot-password machine bound to its ports. */
export function provideForgotPassword({ api }: ForgotPasswordPorts) {
  return forgotPasswordMachine.provide({
    actors: {
      requestRecovery: fromPromise(({ input }) => api.forgotPassword(input)),
    },
  });
}
