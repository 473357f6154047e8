/**
 * The captcha every phone form of the sign-in asks for (portal §4, §6), written once for the machines that
 * ask for it: the context it keeps, the widget's two events, the actions and the form state's transitions.
 * A machine spreads `captchaActions` into its `setup` and `captchaTransitions` into its form state, and
 * runs 'spendCaptcha' once a request has carried the token.
 */
import { assign } from 'xstate';
import type { EventObject } from 'xstate';

export interface CaptchaContext {
  /** The solved captcha's payload; null until solved, after expiry and once a request has used it. */
  captchaToken: string | null;
  /** Bumped each time a request spends the captcha: the UI keys the widget on it to get a fresh challenge. */
  captchaResets: number;
}

/** What the captcha widget tells the machine. */
export type CaptchaEvent = { type: 'captcha.solved'; token: string } | { type: 'captcha.expired' };

/** A form's captcha before the widget is solved. */
export const UNSOLVED_CAPTCHA: CaptchaContext = { captchaToken: null, captchaResets: 0 };

/**
 * The captcha's actions for a machine with context TContext and events TEvent: 'setCaptcha' (params: the
 * solved token), 'clearCaptcha' and 'spendCaptcha'. Built per machine because XState types an action by the
 * whole context and event set of its machine.
 */
export function captchaActions<TContext extends CaptchaContext, TEvent extends EventObject>() {
  return {
    setCaptcha: assign<TContext, TEvent, string, TEvent, never>(({ context }, token) => ({
      ...context,
      captchaToken: token,
    })),
    clearCaptcha: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      captchaToken: null,
    })),
    // The captcha payload is single-use: whatever the answer, the next request needs a new one.
    spendCaptcha: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      captchaToken: null,
      captchaResets: context.captchaResets + 1,
    })),
  };
}

/** The form state's handlers of the widget's events. */
export const captchaTransitions = {
  'captcha.solved': {
    actions: { type: 'setCaptcha', params: ({ event }: { event: { token: string } }) => event.token },
  },
  'captcha.expired': { actions: 'clearCaptcha' },
} as const;
