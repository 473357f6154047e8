import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { MaskInput } from 'maska';
import { DATE_PICKER_YEARS } from '../../core/domain/birthDate.ts';
import {
  isoDateOf,
  localDateOf,
  readTypedDate,
  RU_DATE_MASK,
  RU_DATE_PLACEHOLDER,
  ruTextOf,
  type TypedDate,
} from './datePickerText.ts';
import { useDismiss } from './useDismiss.ts';
import './DatePicker.css';

// react-day-picker comes with the calendar, when it first opens (or is about to: a pointer over its button).
const loadCalendar = () => import('./DatePickerCalendar.tsx');
const DatePickerCalendar = lazy(loadCalendar);

export interface DatePickerProps {
  label: string;
  /** The chosen day as 'YYYY-MM-DD'; '' when none. */
  value: string;
  /**
   * Called with 'YYYY-MM-DD' when a day is picked or a whole birth date is typed (core/domain/birthDate.ts
   * decides), and with '' when the text is cleared or stops being one.
   */
  onChange: (isoDate: string) => void;
  /** An error about the chosen date from outside (the age check), linked to the field and announced. */
  error?: string | null;
  /** Now, in ms, for marking today and for where the calendar opens without a value. */
  nowMs?: number;
  required?: boolean;
  disabled?: boolean;
}

/** The picker's own messages about the typed text (the spec has none; portal §8 «Other messages are not shown»). */
function typedError(typed: TypedDate, finished: boolean): string | null {
  switch (typed.kind) {
    case 'refused':
      return typed.refusal === 'outsideYears'
        ? `Год должен быть от ${DATE_PICKER_YEARS.from} до ${DATE_PICKER_YEARS.to}`
        : 'Такой даты нет в календаре';
    case 'incomplete':
      return finished ? `Введите дату полностью: ${RU_DATE_PLACEHOLDER}` : null;
    default:
      return null;
  }
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="2.5" y="4" width="15" height="13.5" rx="2" />
      <path d="M2.5 8h15M6.5 2v4M13.5 2v4" />
    </svg>
  );
}

/**
 * A Russian-locale birth date field (portal §5, §9): the date typed as ДД.ММ.ГГГГ, or picked in a calendar of
 * one month with Monday first and a year list of 12 a page, years 1900–3000 (react-day-picker, loaded with the
 * calendar: DatePickerCalendar.tsx). Keyboard operable throughout.
 */
export default function DatePicker({
  label,
  value,
  onChange,
  error = null,
  nowMs,
  required,
  disabled = false,
}: DatePickerProps) {
  const id = useId();
  const ids = {
    input: `${id}-input`,
    hint: `${id}-hint`,
    ownError: `${id}-own-error`,
    error: `${id}-error`,
    calendar: `${id}-calendar`,
  };
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The last value this field reported, to tell its own echo from a value set from outside.
  const reported = useRef(value);
  const [open, setOpen] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);

  const report = useCallback((iso: string) => {
    if (iso !== reported.current) {
      reported.current = iso;
      onChangeRef.current(iso);
    }
  }, []);

  const readTyped = useCallback(
    (text: string, finished: boolean) => {
      const typed = readTypedDate(text);
      setOwnError(typedError(typed, finished));
      report(typed.kind === 'day' ? typed.isoDate : '');
    },
    [report],
  );

  const readTypedRef = useRef(readTyped);
  readTypedRef.current = readTyped;

  useEffect(() => {
    const input = inputRef.current;
    if (input === null) {
      return;
    }
    const mask = new MaskInput(input, {
      mask: RU_DATE_MASK,
      onMaska: (detail) => readTypedRef.current(detail.masked, false),
    });
    return () => mask.destroy();
  }, []);

  useEffect(() => {
    if (value === reported.current || inputRef.current === null) {
      return;
    }
    reported.current = value;
    inputRef.current.value = ruTextOf(value);
    setOwnError(null);
  }, [value]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      toggleRef.current?.focus();
    }
  }, []);
  const dismiss = useCallback(() => close(false), [close]);
  useDismiss(rootRef, open, dismiss);

  function pick(day: Date) {
    const isoDate = isoDateOf(day);
    if (inputRef.current !== null) {
      inputRef.current.value = ruTextOf(isoDate);
    }
    setOwnError(null);
    report(isoDate);
    close(true);
  }

  const today = new Date(nowMs ?? Date.now());
  const hasError = error !== null && error !== '';
  const describedBy = [ids.hint, ownError === null ? null : ids.ownError, hasError ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={rootRef} className="field date-picker">
      <label htmlFor={ids.input} className="field__label">
        {label}
      </label>
      <div className="date-picker__control">
        <input
          ref={inputRef}
          id={ids.input}
          className="field__input date-picker__input"
          type="text"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={RU_DATE_PLACEHOLDER}
          defaultValue={ruTextOf(value)}
          required={required}
          disabled={disabled}
          aria-invalid={ownError !== null || hasError ? true : undefined}
          aria-describedby={describedBy}
          onBlur={(event) => readTyped(event.target.value, true)}
        />
        <button
          ref={toggleRef}
          type="button"
          className="date-picker__toggle"
          aria-label={open ? 'Закрыть календарь' : 'Открыть календарь'}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? ids.calendar : undefined}
          disabled={disabled}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          onClick={() => (open ? close(false) : setOpen(true))}
        >
          <CalendarIcon />
        </button>
      </div>
      <p id={ids.hint} className="field__hint">
        В формате {RU_DATE_PLACEHOLDER} или в календаре
      </p>
      {open ? (
        <Suspense
          fallback={
            <p id={ids.calendar} className="date-picker__popup" role="status">
              Загружается
            </p>
          }
        >
          <DatePickerCalendar
            id={ids.calendar}
            selected={localDateOf(value)}
            today={today}
            onPick={pick}
            onClose={() => close(true)}
          />
        </Suspense>
      ) : null}
      {ownError === null ? null : (
        <p id={ids.ownError} className="form__error" role="alert">
          {ownError}
        </p>
      )}
      {hasError ? (
        <p id={ids.error} className="form__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
