import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { CaptchaContext, CaptchaEvent } from '../../core/machines/captcha.ts';
import type { CodeStepContext, CodeStepEvent } from '../../core/machines/codeStep.ts';
import type { FormPartActor } from './formActor.ts';
import { FormMessages } from './FormMessages.tsx';
import { ResendCode } from './ResendCode.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

export interface SmsCodeStepProps {
  /** A machine with the core's code step (core/machines/codeStep.ts). */
  actor: FormPartActor<CodeStepContext & CaptchaContext & { phone: string }, CodeStepEvent | CaptchaEvent>;
}

/**
 * What a sign-in form shows instead of its fields once the SMS went out: its messages, the code field,
 * «Изменить номер» (back to the form, the number kept) and «Отправить код ещё раз» after the server's wait.
 */
export function SmsCodeStep({ actor }: SmsCodeStepProps) {
  const messagesId = useId();
  const view = useSelector(
    actor,
    (snapshot) => ({
      code: snapshot.context.code,
      phone: snapshot.context.phone,
      error: snapshot.context.error,
      notice: snapshot.context.notice,
      disabled: snapshot.hasTag('codeDisabled'),
      canChangePhone: snapshot.can({ type: 'phone.changeRequested' }),
    }),
    shallowEqual,
  );
  return (
    <div className="form">
      <FormMessages id={messagesId} error={view.error} notice={view.notice} />
      <SmsCodeField
        value={view.code}
        disabled={view.disabled}
        phone={view.phone}
        errorId={messagesId}
        invalid={view.error !== null}
        onChange={(value) => actor.send({ type: 'code.changed', value })}
      />
      <p className="code-step__change">
        <button
          type="button"
          className="link-button"
          disabled={!view.canChangePhone}
          onClick={() => actor.send({ type: 'phone.changeRequested' })}
        >
          Изменить номер
        </button>
      </p>
      <ResendCode actor={actor} />
    </div>
  );
}
