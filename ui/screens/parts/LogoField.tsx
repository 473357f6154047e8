import { useEffect, useId, useMemo, useRef } from 'react';
import { LOGO_TYPES, type LogoFile } from '../../../core/domain/partnerApplication.ts';

/** The optional logo of the partner application: a PNG, JPEG or WebP picture with a preview and a way to remove it. */
export function LogoField({
  file,
  onChange,
  error,
  disabled,
}: {
  file: LogoFile | null;
  onChange: (file: LogoFile | null) => void;
  error?: string;
  disabled: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(
    () => (file === null || typeof URL.createObjectURL !== 'function' ? null : URL.createObjectURL(file)),
    [file],
  );
  useEffect(
    () => () => {
      if (preview !== null) {
        URL.revokeObjectURL(preview);
      }
    },
    [preview],
  );
  const describedBy = [`${id}-hint`, error === undefined ? null : `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Логотип (необязательно)
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="field__input field__input--file"
        accept={LOGO_TYPES.join(',')}
        disabled={disabled}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="field__hint">
        PNG, JPEG или WebP, до 2 МБ.
      </p>
      {file === null ? null : (
        <div className="logo-field__chosen">
          {preview === null ? null : (
            <img src={preview} alt="Выбранный логотип" width={64} height={64} className="logo-field__preview" />
          )}
          <span className="logo-field__name">{file.name}</span>
          <button
            type="button"
            className="link-button"
            disabled={disabled}
            onClick={() => {
              if (input.current !== null) {
                input.current.value = '';
              }
              onChange(null);
            }}
          >
            Убрать
          </button>
        </div>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
