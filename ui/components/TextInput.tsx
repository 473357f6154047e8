import { useId, type ReactNode } from 'react';

/** What a labelled text field takes. */
export interface TextInputProps {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  disabled: boolean;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'url';
  name?: string;
  inputMode?: 'numeric';
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  maxLength?: number;
}

/** A labelled text field whose hint and error are tied to it for screen readers. */
export function TextInput({ label, error, hint, multiline = false, type = 'text', ...rest }: TextInputProps) {
  const id = useId();
  const describedBy = [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    className: 'field__input',
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    ...rest,
  };
  let control: ReactNode;
  if (multiline) {
    control = <textarea rows={4} {...shared} />;
  } else {
    control = <input type={type} {...shared} />;
  }
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {control}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
