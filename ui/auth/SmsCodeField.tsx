import { useEffect, useId, useRef } from 'react';
import { SMS_CODE_LENGTH } from '../../core/domain/constants.ts';

/** The 4-character SMS code field; the machine sends the code itself once it is complete. */
export function SmsCodeField(props: { value: string; disabled: boolean; onChange: (value: string) => void }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Код из СМС
      </label>
      <input
        ref={ref}
        id={id}
        className="field__input field__input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
