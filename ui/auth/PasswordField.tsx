import { useId, useState } from 'react';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
  /** A line under the field, linked to it. */
  hint?: string;
}

/** A labelled password field with a 'Показать' / 'Скрыть' switch. */
export function PasswordField({ label, value, onChange, autoComplete, disabled = false, hint }: PasswordFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [shown, setShown] = useState(false);
  return (
    <div className="field password-field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="password-field__control">
        <input
          id={id}
          className="field__input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          disabled={disabled}
          value={value}
          aria-describedby={hint === undefined ? undefined : hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Скрыть' : 'Показать'} <span className="visually-hidden">пароль</span>
        </button>
      </div>
      {hint === undefined ? null : (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
