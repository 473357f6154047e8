/**
 * The form state every phone form of the sign-in shares (SMS login, registration, social phone step, password
 * login, forgotten password): the phone as typed ('setPhone'), the captcha widget's events and the submit,
 * taken only when the machine's 'canSubmit' guard allows. A machine spreads `phoneFormTransitions(target)`
 * into its form state's `on`, beside its own fields.
 */
import { captchaTransitions } from './captcha.ts';

/** The form state's transitions; the submit goes to `submitTarget`, the state that sends the request. */
export function phoneFormTransitions<const TTarget extends string>(submitTarget: TTarget) {
  return {
    'phone.changed': { actions: 'setPhone' },
    ...captchaTransitions,
    'form.submitted': { guard: 'canSubmit', target: submitTarget },
  } as const;
}
