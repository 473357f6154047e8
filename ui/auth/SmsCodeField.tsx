import { useEffect, useId, useRef } from 'react';
import { SMS_CODE_LENGTH } from '../../core/domain/constants.ts';
import { formatPhone } from '../../core/domain/phone.ts';

export interface SmsCodeFieldProps {
  /** The machine's code (it clears it after a wrong code). */
  value: string;
  /** Locked while the machine checks the code. */
  disabled: boolean;
  onChange: (value: string) => void;
  /** The phone the code went to, as typed, for the line above the field. */
  phone?: string;
  /** The id of the region that shows the code's error, so the field is described by it. */
  errorId?: string;
  invalid?: boolean;
}

/**
 * The 4-character SMS code field; the machine sends the code itself once it is complete. It takes the focus
 * when it appears and again when it unlocks after a wrong code, so the user can type the next attempt at once.
 */
export function SmsCodeField({ value, disabled, onChange, phone, errorId, invalid = false }: SmsCodeFieldProps) {
  const id = useId();
  const leadId = `${id}-lead`;
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!disabled) {
      ref.current?.focus();
    }
  }, [disabled]);

  const describedBy = [phone ? leadId : null, errorId ?? null].filter(Boolean).join(' ');
  return (
    <div className="field">
      {phone ? (
        <p id={leadId} className="code-step__lead">
          {/* The portal's one spelling of a phone (core formatPhone), kept on one line (issue 31 §7). */}
          Мы отправили СМС с кодом на номер <span className="code-step__phone">{formatPhone(phone)}</span>
        </p>
      ) : null}
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
        value={value}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
