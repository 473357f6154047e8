/** Reset password (portal §2 /reset-password): a new password for the token of the recovery link. */
import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../errors.ts';
import { extraMessageFor, extraMessages } from '../domain/extraMessages.ts';
import type { ApiPort } from '../ports/index.ts';
import * as v from 'valibot';
import { newPassword } from '../domain/auth/signInFields.ts';
import { notProvided } from './notProvided.ts';

/** The reset button is enabled when the server takes the new password (core `newPassword`) and the repeat matches it. */
export function canSubmitResetPassword(form: { password: string; passwordRepeat: string }): boolean {
  return v.is(newPassword, form.password) && form.password === form.passwordRepeat;
}

interface ResetPasswordInput {
  /** The token of the recovery link (the `t` query parameter); '' when the link carries none. */
  token: string;
}

interface ResetPasswordContext {
  token: string;
  password: string;
  passwordRepeat: string;
  error: string | null;
  /** The success message, set once the password was reset. */
  message: string | null;
}

type ResetPasswordEvent =
  | { type: 'password.changed'; value: string }
  | { type: 'passwordRepeat.changed'; value: string }
  | { type: 'form.submitted' };

/**
 * State names: checkingLink (transient) → linkInvalid (final) | form → resetting → done (final).
 * Tags: 'busy' (the request is in flight). The button is enabled when `snapshot.can({ type: 'form.submitted' })`.
 */
const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    resetPassword: fromPromise<void, { password: string; token: string }>(async () =>
      notProvided('resetPassword', 'resetPassword'),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    canSubmit: ({ context }) => canSubmitResetPassword(context),
  },
  actions: {
    setPassword: assign({
      password: ({ context, event }) => (event.type === 'password.changed' ? event.value : context.password),
    }),
    setPasswordRepeat: assign({
      passwordRepeat: ({ context, event }) =>
        event.type === 'passwordRepeat.changed' ? event.value : context.passwordRepeat,
    }),
    clearError: assign({ error: null }),
    showError: assign({
      error: (_, params: { error: unknown }) => extraMessageFor('resetPassword', errorCode(params.error)),
    }),
    // Without a token no request can succeed, so the user is sent for a new link straight away.
    showLinkInvalid: assign({ error: extraMessageFor('resetPassword', undefined) }),
    showSuccess: assign({ message: extraMessages.resetPassword.success, password: '', passwordRepeat: '' }),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ token: input.token, password: '', passwordRepeat: '', error: null, message: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [
        { guard: 'hasToken', target: 'form' },
        { target: 'linkInvalid', actions: 'showLinkInvalid' },
      ],
    },
    linkInvalid: {
      type: 'final',
    },
    form: {
      on: {
        'password.changed': { actions: 'setPassword' },
        'passwordRepeat.changed': { actions: 'setPasswordRepeat' },
        'form.submitted': { guard: 'canSubmit', target: 'resetting' },
      },
    },
    resetting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => ({ password: context.password, token: context.token }),
        onDone: { target: 'done', actions: 'showSuccess' },
        onError: { target: 'form', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      type: 'final',
    },
  },
});

/** The ports the reset-password form talks to. */
export interface ResetPasswordPorts {
  api: Pick<ApiPort, 'resetPassword'>;
}

/** The reset-password machine bound to its ports. */
export function provideResetPassword({ api }: ResetPasswordPorts) {
  return resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(({ input }) => api.resetPassword(input)),
    },
  });
}
