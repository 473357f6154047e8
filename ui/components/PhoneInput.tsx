import { useEffect, useId, useRef } from 'react';
import { MaskInput } from 'maska';
import { PHONE_MASK } from '../../core/domain/phone.ts';

export interface PhoneInputProps {
  /** Called with the masked text ('+7 999 123 45 67'); the machines normalise it. */
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
  /** What the field shows when it appears (the machine's phone, when a form comes back after a failed step). */
  defaultValue?: string;
}

/** The phone field with the +7 999 999 99 99 mask of portal §5. */
export function PhoneInput({ onChange, disabled = false, label = 'Телефон', defaultValue = '' }: PhoneInputProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const input = ref.current;
    if (input === null) {
      return;
    }
    const mask = new MaskInput(input, { mask: PHONE_MASK, onMaska: (detail) => onChangeRef.current(detail.masked) });
    return () => mask.destroy();
  }, []);

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="field__input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 999 999 99 99"
        disabled={disabled}
        defaultValue={defaultValue}
      />
    </div>
  );
}
