import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorCode } from '../../core/errors.ts';
import type { ApplyingRequest } from '../../core/ports/index.ts';
import { useServices, useSession } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { MaskedInput } from '../components/MaskedInput.tsx';
import { Selector } from '../components/Selector.tsx';
import {
  COMMENT_MAX,
  EMPTY_DRAFT,
  logoError,
  sendFailureMessage,
  toApplyingRequest,
  validateApplication,
  type ApplicationDraft,
  type ApplicationErrors,
} from '../../core/domain/partnerApplication.ts';
import { LogoField } from './parts/LogoField.tsx';

type TextField = 'organisation' | 'inn' | 'contactName' | 'email' | 'website' | 'comment';

/** A logo already stored by an earlier try, so sending again does not upload it twice. */
interface Uploaded {
  file: File;
  id: number;
}

/**
 * The partner application: what a business needs to tell us. Nothing is checked while the visitor
 * types; the first 'Отправить заявку' shows every problem at once (and focuses the first), after that
 * the messages follow the fields. The logo is uploaded first, then the application is stored.
 */
export function PartnerApplicationForm({ onSent }: { onSent: (request: ApplyingRequest) => void }) {
  const { api, uploads } = useServices();
  const { cities, cityId } = useSession();
  const categories = useLoad(() => api.offlineCategories(), [api]);
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ApplicationDraft>({ ...EMPTY_DRAFT, cityId });
  const [logo, setLogo] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);

  const logoProblem = logo === null ? null : logoError(logo);
  const errors: ApplicationErrors = tried ? { ...validateApplication(draft), ...(logoProblem === null ? {} : { logo: logoProblem }) } : {};

  useEffect(() => {
    if (focusTick > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [focusTick]);

  const set = <K extends keyof ApplicationDraft>(field: K, value: ApplicationDraft[K]) => setDraft((was) => ({ ...was, [field]: value }));

  async function storeLogo(): Promise<number | null> {
    if (logo === null || uploads === undefined) {
      return null;
    }
    if (uploaded !== null && uploaded.file === logo) {
      return uploaded.id;
    }
    const { id } = await uploads.upload(logo);
    setUploaded({ file: logo, id });
    return id;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const problems = validateApplication(draft);
    if (Object.keys(problems).length > 0 || logoProblem !== null) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    setSending(true);
    let step: 'logo' | 'request' = 'logo';
    try {
      const logoFileId = await storeLogo();
      step = 'request';
      onSent(await api.createApplyingRequest(toApplyingRequest(draft, logoFileId)));
    } catch (error) {
      setFailure(sendFailureMessage(errorCode(error), step));
      setSending(false);
    }
  }

  const text = (field: TextField) => ({
    value: draft[field],
    disabled: sending,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={sending}>
      <p className="field__hint">Все поля, кроме отмеченных «необязательно», нужно заполнить.</p>
      <TextInput label="Название организации" error={errors.organisation} autoComplete="organization" {...text('organisation')} />
      <TextInput label="ИНН" error={errors.inn} inputMode="numeric" hint="10 цифр для организации или 12 для ИП" {...text('inn')} />
      <TextInput label="Контактное лицо" error={errors.contactName} autoComplete="name" {...text('contactName')} />
      <MaskedInput kind="phone" label="Телефон" onChange={(value) => set('phone', value)} error={errors.phone ?? null} disabled={sending} />
      <TextInput label="Электронная почта" type="email" error={errors.email} autoComplete="email" {...text('email')} />
      <Selector
        label="Город"
        items={cities.map((city) => ({ id: city.id, option: city.name }))}
        value={draft.cityId}
        onChange={(id) => set('cityId', id)}
        placeholder="Выберите город"
        searchable
        error={errors.cityId ?? null}
        disabled={sending}
      />
      <Selector
        label="Категория (необязательно)"
        items={(categories.status === 'ready' ? categories.data : []).filter((item) => item.id !== 0).map((item) => ({ id: item.id, option: item.name }))}
        value={draft.categoryId}
        onChange={(id) => set('categoryId', id)}
        placeholder="Не выбрана"
        searchable
        clearable
        disabled={sending}
      />
      <TextInput label="Сайт (необязательно)" type="url" placeholder="https://" error={errors.website} autoComplete="url" {...text('website')} />
      <TextInput label="Комментарий (необязательно)" multiline error={errors.comment} hint={`До ${COMMENT_MAX} символов`} {...text('comment')} />
      {uploads === undefined ? null : <LogoField file={logo} onChange={setLogo} error={errors.logo} disabled={sending} />}
      {failure === null ? null : (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--wide" disabled={sending}>
        {sending ? 'Отправляем…' : 'Отправить заявку'}
      </button>
    </form>
  );
}

interface TextInputProps {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  disabled: boolean;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'url';
  inputMode?: 'numeric';
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
}

/** A labelled text field whose hint and error are tied to it for screen readers. */
function TextInput({ label, error, hint, multiline = false, type = 'text', ...rest }: TextInputProps) {
  const id = useId();
  const describedBy = [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`].filter(Boolean).join(' ');
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
