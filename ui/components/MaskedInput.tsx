import { useEffect, useId, useRef } from 'react';
import { MaskInput, type MaskInputOptions } from 'maska';
import { canonicalPhone, PHONE_MASK } from '../../core/domain/phone.ts';
import { SOCIAL_LINK_PREFIXES, withSocialPrefix, type SocialLinkKind } from '../../core/domain/socialLinks.ts';

/** What a masked field holds: a phone (+7 999 999 99 99) or a link with a network's fixed prefix. */
type MaskKind = 'phone' | SocialLinkKind;

export interface MaskedInputProps {
  kind: MaskKind;
  label: string;
  /**
   * The field's value after every change: the masked phone ('+7 999 123 45 67', the machines normalise it),
   * or the prefixed link ('https://vk.com/durov', '' when the handle is empty).
   */
  onChange: (value: string) => void;
  /** What the field shows when it appears; a bare handle is given its prefix. Remount (key) to replace it. */
  defaultValue?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** A line under the field, linked to it. */
  hint?: string;
  /** The field's error, linked to it and announced. */
  error?: string | null;
}

// The handle after a prefix: any run of non-space characters; each network has its own rules for the rest.
const HANDLE_TOKEN = 'H';
const HANDLE_TOKENS = { [HANDLE_TOKEN]: { pattern: /\S/, multiple: true } };

/**
 * maska settings per kind. The phone goes through the core canonical form first, so a pasted
 * '8 (999) 123-45-67' fills the mask instead of losing its last digit. A link is normalised by the core
 * rule before masking, so a handle that begins with the prefix's letters ('hello' vs 'https://') stays whole
 * and a pasted full link is not prefixed twice; a link to another site is refused like a wrong character.
 */
function maskOptions(kind: MaskKind, lastValue: () => string): MaskInputOptions {
  if (kind === 'phone') {
    // A number begun with 8 in an empty field is the domestic spelling of +7 (the core canonical rule), not
    // the first digit after +7.
    return { mask: PHONE_MASK, preProcess: (value) => canonicalPhone(value) ?? value.replace(/^8/, '7') };
  }
  return {
    mask: `${SOCIAL_LINK_PREFIXES[kind]}${HANDLE_TOKEN}`,
    tokens: HANDLE_TOKENS,
    preProcess: (value) => withSocialPrefix(kind, value) ?? lastValue(),
  };
}

const PHONE_PLACEHOLDER = '+7 999 999 99 99';

/** A labelled text field over maska: the phone mask of portal §5 or a social link with its fixed prefix (§2). */
export function MaskedInput({
  kind,
  label,
  onChange,
  defaultValue = '',
  disabled = false,
  required,
  name,
  hint,
  error,
}: MaskedInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ref = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const input = ref.current;
    if (input === null) {
      return;
    }
    // What the mask last accepted: a refused paste puts it back.
    let accepted = '';
    const mask = new MaskInput(input, {
      ...maskOptions(kind, () => accepted),
      onMaska: (detail) => {
        accepted = detail.masked;
        onChangeRef.current(detail.masked);
      },
    });
    return () => mask.destroy();
  }, [kind]);

  const hasError = error !== undefined && error !== null && error !== '';
  const describedBy = [hint === undefined ? null : hintId, hasError ? errorId : null]
    .filter((part) => part !== null)
    .join(' ');
  const phone = kind === 'phone';
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        className="field__input"
        type={phone ? 'tel' : 'url'}
        inputMode={phone ? 'tel' : 'url'}
        autoComplete={phone ? 'tel' : 'url'}
        spellCheck={false}
        placeholder={phone ? PHONE_PLACEHOLDER : `${SOCIAL_LINK_PREFIXES[kind]}…`}
        disabled={disabled}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {hint === undefined ? null : (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {hasError ? (
        <p id={errorId} className="form__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
