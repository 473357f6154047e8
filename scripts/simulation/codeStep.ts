/** Driving a sign-in machine's SMS code step (core/machines/codeStep.ts) the way a simulated shopper does. */
import { waitFor, type Actor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

/** A stuck machine must fail its shopper, not hang the run. */
export const STEP_TIMEOUT_MS = 30_000;

/** Where the shopper solves the captcha and reads the SMS code it was sent. */
export interface CodeStepWorld {
  lastCodeFor: (phone: string) => string | undefined | Promise<string | undefined>;
  solveCaptcha: () => Promise<string>;
}

/**
 * Solves the captcha, submits the form the actor holds (its fields typed already) and types the SMS code
 * sent to `phone` into the code step; `noCodeStep` ends the shopper when the form does not reach it.
 * Answers the machine's snapshot once the code has been checked.
 */
export async function submitWithSmsCode(
  actor: Actor<AnyStateMachine>,
  world: CodeStepWorld,
  phone: string,
  noCodeStep: () => never,
): Promise<AnyMachineSnapshot> {
  actor.send({ type: 'captcha.solved', token: await world.solveCaptcha() });
  actor.send({ type: 'form.submitted' });
  const asked = await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: STEP_TIMEOUT_MS });
  if (!asked.matches('codeEntry')) {
    noCodeStep();
  }
  actor.send({ type: 'code.changed', value: (await world.lastCodeFor(phone)) ?? '' });
  return waitFor(actor, (s) => !s.hasTag('busy'), { timeout: STEP_TIMEOUT_MS });
}
