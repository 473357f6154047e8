import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isValidPhone, normalizePhone } from '../../core/domain/phone.ts';
import type { ApplyingRequest } from '../../core/ports/index.ts';
import { useServices, useSession } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { PhoneInput } from '../components/PhoneInput.tsx';

type TextField = 'organisation' | 'inn' | 'contactName' | 'email' | 'website' | 'comment';

function blankToNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** The partner application: what a business needs to tell us, stored through the API. */
export function PartnerApplicationForm() {
  const { api } = useServices();
  const { cities, cityId } = useSession();
  const categories = useLoad(() => api.offlineCategories(), [api]);
  const ids = { org: useId(), inn: useId(), contact: useId(), email: useId(), city: useId(), category: useId(), site: useId(), comment: useId() };
  const [text, setText] = useState<Record<TextField, string>>({ organisation: '', inn: '', contactName: '', email: '', website: '', comment: '' });
  const [phone, setPhone] = useState('');
  const [city, setCity] = useState(cityId === null ? '' : String(cityId));
  const [category, setCategory] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<ApplyingRequest | null>(null);

  if (sent !== null) {
    return (
      <p className="form__notice" role="status">
        Заявка №{sent.id} отправлена. Мы свяжемся с вами по указанным контактам.
      </p>
    );
  }

  const bind = (field: TextField) => ({
    value: text[field],
    onChange: (event: { target: { value: string } }) => setText((was) => ({ ...was, [field]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setFailed(false);
    try {
      setSent(
        await api.createApplyingRequest({
          organisation: text.organisation.trim(),
          inn: text.inn.trim(),
          contactName: text.contactName.trim(),
          phone: normalizePhone(phone),
          email: text.email.trim(),
          cityCodeId: Number(city),
          categoryId: category === '' ? null : Number(category),
          website: blankToNull(text.website),
          comment: blankToNull(text.comment),
          logoFileId: null,
        }),
      );
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} aria-busy={sending}>
      {failed ? (
        <p className="form__error" role="alert">
          Не удалось отправить заявку. Проверьте поля и попробуйте ещё раз.
        </p>
      ) : null}
      <Field id={ids.org} label="Организация">
        <input id={ids.org} className="field__input" required autoComplete="organization" {...bind('organisation')} />
      </Field>
      <Field id={ids.inn} label="ИНН">
        <input id={ids.inn} className="field__input" required inputMode="numeric" pattern="\d{10}|\d{12}" title="10 или 12 цифр" {...bind('inn')} />
      </Field>
      <Field id={ids.contact} label="Контактное лицо">
        <input id={ids.contact} className="field__input" required autoComplete="name" {...bind('contactName')} />
      </Field>
      <PhoneInput onChange={setPhone} />
      <Field id={ids.email} label="Электронная почта">
        <input id={ids.email} className="field__input" type="email" required autoComplete="email" {...bind('email')} />
      </Field>
      <Field id={ids.city} label="Город">
        <select id={ids.city} className="field__input" required value={city} onChange={(event) => setCity(event.target.value)}>
          <option value="">Выберите город</option>
          {cities.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={ids.category} label="Категория">
        <select id={ids.category} className="field__input" value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">Не выбрана</option>
          {(categories.status === 'ready' ? categories.data : []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={ids.site} label="Сайт">
        <input id={ids.site} className="field__input" type="url" placeholder="https://" autoComplete="url" {...bind('website')} />
      </Field>
      <Field id={ids.comment} label="Комментарий">
        <textarea id={ids.comment} className="field__input" rows={4} {...bind('comment')} />
      </Field>
      <button type="submit" className="button button--primary button--wide" disabled={sending || !isValidPhone(phone) || city === ''}>
        Отправить заявку
      </button>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
    </div>
  );
}
