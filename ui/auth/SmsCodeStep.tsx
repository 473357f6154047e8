import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { CodeEvent } from '../../core/machines/codeStep.ts';
import type { FormPartActor } from './formActor.ts';
import { FormMessages } from './FormMessages.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

export interface SmsCodeStepProps {
  /** A machine with the core's code step (core/machines/codeStep.ts). */
  actor: FormPartActor<{ code: string; phone: string; error: string | null }, CodeEvent>;
  notice?: string | null;
}

/** What a sign-in form shows instead of its fields once the SMS went out: its messages and the code field. */
export function SmsCodeStep({ actor, notice = null }: SmsCodeStepProps) {
  const messagesId = useId();
  const view = useSelector(
    actor,
    (snapshot) => ({
      code: snapshot.context.code,
      phone: snapshot.context.phone,
      error: snapshot.context.error,
      disabled: snapshot.hasTag('codeDisabled'),
    }),
    shallowEqual,
  );
  return (
    <div className="form">
      <FormMessages id={messagesId} error={view.error} notice={notice} />
      <SmsCodeField
        value={view.code}
        disabled={view.disabled}
        phone={view.phone}
        errorId={messagesId}
        invalid={view.error !== null}
        onChange={(value) => actor.send({ type: 'code.changed', value })}
      />
    </div>
  );
}
