import { useSelector } from '@xstate/react';
import type { CaptchaContext, CaptchaEvent } from '../../core/machines/captcha.ts';
import { AltchaWidget } from './AltchaWidget.tsx';
import type { FormPartActor } from './formActor.ts';

/**
 * The captcha of a sign-in form, bound to the form's machine: a solved or expired widget tells the machine,
 * and each time a request spends the solution (`captchaResets`) the widget starts over with a new challenge.
 */
export function CaptchaField({ actor }: { actor: FormPartActor<CaptchaContext, CaptchaEvent> }) {
  const resets = useSelector(actor, (snapshot) => snapshot.context.captchaResets);
  return (
    <AltchaWidget
      resetKey={resets}
      onSolved={(token) => actor.send({ type: 'captcha.solved', token })}
      onExpired={() => actor.send({ type: 'captcha.expired' })}
    />
  );
}
