import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { resendCountdownText } from '../../core/domain/smsLimits.ts';
import type { CaptchaContext, CaptchaEvent } from '../../core/machines/captcha.ts';
import type { CodeStepContext, CodeStepEvent } from '../../core/machines/codeStep.ts';
import { CaptchaField } from './CaptchaField.tsx';
import type { FormPartActor } from './formActor.ts';

export interface ResendCodeProps {
  /** A machine with the core's code step (core/machines/codeStep.ts). */
  actor: FormPartActor<CodeStepContext & CaptchaContext, CodeStepEvent | CaptchaEvent>;
}

/**
 * «Отправить код ещё раз» under the code field: while the server's wait runs, the countdown says how long is
 * left; then a fresh captcha (the first request spent the form's) and the button, which asks for a new code.
 */
export function ResendCode({ actor }: ResendCodeProps) {
  const hintId = useId();
  const view = useSelector(
    actor,
    (snapshot) => ({
      resendIn: snapshot.context.resendIn,
      busy: snapshot.hasTag('busy'),
      canResend: snapshot.can({ type: 'code.resendRequested' }),
    }),
    shallowEqual,
  );
  const waiting = view.resendIn > 0;
  return (
    <div className="code-step__resend">
      {waiting ? (
        <p id={hintId} className="code-step__hint">
          {resendCountdownText(view.resendIn)}
        </p>
      ) : (
        <>
          <p id={hintId} className="code-step__hint">
            Чтобы получить новый код, подтвердите, что вы не робот
          </p>
          {view.busy ? null : <CaptchaField actor={actor} />}
        </>
      )}
      <button
        type="button"
        className="button button--ghost button--wide"
        disabled={!view.canResend}
        aria-describedby={hintId}
        onClick={() => actor.send({ type: 'code.resendRequested' })}
      >
        Отправить код ещё раз
      </button>
    </div>
  );
}
