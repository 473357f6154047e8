import { useEffect, useRef } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { COMMENT_MAX } from '../../core/domain/partnerApplicationSchema.ts';
import { providePartnerApplication, type FieldChange } from '../../core/machines/partnerApplication.ts';
import type { ApplyingRequest, FileUploads } from '../../core/ports/index.ts';
import { useServices, useSession } from '../app/context.ts';
import type { Ports } from '../app/services.ts';
import { useLoaded, type Settled } from '../app/settled.ts';
import type { Category } from '../../core/model/index.ts';
import { MaskedInput } from '../components/MaskedInput.tsx';
import { Selector } from '../components/Selector.tsx';
import { TextInput } from '../components/TextInput.tsx';
import { LogoField } from './parts/LogoField.tsx';

type TextField = Extract<FieldChange, { value: string }>['field'];

/** Without uploads the form offers no logo field, so nothing is ever uploaded through this. */
const NO_UPLOADS: FileUploads = {
  upload: () => Promise.reject(new Error('no file uploads in this app')),
};

/** The partner application machine on the app's ports (bound once, by `services.bind`). */
function providePartnerApplicationForm(ports: Ports) {
  return providePartnerApplication({ api: ports.api, uploads: ports.uploads ?? NO_UPLOADS });
}

/**
 * The partner application: renders the partner application machine (core/machines/partnerApplication.ts)
 * and sends it what the visitor does. The machine checks on the first 'Отправить заявку', uploads the logo
 * and stores the application; the form moves the focus to the first bad field when asked.
 */
export function PartnerApplicationForm({
  categories: read,
  onSent,
}: {
  categories: Settled<Category[]>;
  onSent: (request: ApplyingRequest) => void;
}) {
  const { uploads, bind } = useServices();
  const { cities, cityId } = useSession();
  const categories = useLoaded(read);
  const formRef = useRef<HTMLFormElement>(null);
  const actor = useActorRef(bind(providePartnerApplicationForm), { input: { cityId } });
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      draft: snapshot.context.draft,
      logo: snapshot.context.logo,
      errors: snapshot.context.errors,
      failure: snapshot.context.failure,
      focusRequests: snapshot.context.focusRequests,
      sent: snapshot.context.sent,
    }),
    shallowEqual,
  );
  const { draft, errors, busy } = view;

  useEffect(() => {
    if (view.focusRequests > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [view.focusRequests]);

  useEffect(() => {
    if (view.sent !== null) {
      onSent(view.sent);
    }
  }, [view.sent, onSent]);

  const text = (field: TextField) => ({
    value: draft[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) =>
      actor.send({ type: 'field.changed', field, value: event.target.value }),
  });

  return (
    <form
      ref={formRef}
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submitted' });
      }}
      noValidate
      aria-busy={busy}
    >
      <p className="field__hint">Все поля, кроме отмеченных «необязательно», нужно заполнить.</p>
      <TextInput
        label="Название организации"
        error={errors.organisation}
        autoComplete="organization"
        {...text('organisation')}
      />
      <TextInput
        label="ИНН"
        error={errors.inn}
        inputMode="numeric"
        hint="10 цифр для организации или 12 для ИП"
        {...text('inn')}
      />
      <TextInput label="Контактное лицо" error={errors.contactName} autoComplete="name" {...text('contactName')} />
      <MaskedInput
        kind="phone"
        label="Телефон"
        defaultValue={draft.phone}
        onChange={(value) => actor.send({ type: 'field.changed', field: 'phone', value })}
        error={errors.phone ?? null}
        disabled={busy}
      />
      <TextInput label="Электронная почта" type="email" error={errors.email} autoComplete="email" {...text('email')} />
      <Selector
        label="Город"
        items={cities.map((city) => ({ id: city.id, option: city.name }))}
        value={draft.cityId}
        onChange={(id) => actor.send({ type: 'field.changed', field: 'cityId', value: id })}
        placeholder="Выберите город"
        searchable
        error={errors.cityId ?? null}
        disabled={busy}
      />
      <Selector
        label="Категория (необязательно)"
        items={(categories.status === 'ready' ? categories.data : [])
          .filter((item) => item.id !== 0)
          .map((item) => ({ id: item.id, option: item.name }))}
        value={draft.categoryId}
        onChange={(id) => actor.send({ type: 'field.changed', field: 'categoryId', value: id })}
        placeholder="Не выбрана"
        searchable
        clearable
        disabled={busy}
      />
      <TextInput
        label="Сайт (необязательно)"
        type="url"
        placeholder="https://"
        error={errors.website}
        autoComplete="url"
        {...text('website')}
      />
      <TextInput
        label="Комментарий (необязательно)"
        multiline
        error={errors.comment}
        hint={`До ${COMMENT_MAX} символов`}
        {...text('comment')}
      />
      {uploads === undefined ? null : (
        <LogoField
          file={view.logo}
          onChange={(file) => actor.send(file === null ? { type: 'file.removed' } : { type: 'file.added', file })}
          error={errors.logo}
          disabled={busy}
        />
      )}
      {view.failure === null ? null : (
        <p className="form__error" role="alert">
          {view.failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? 'Отправляем…' : 'Отправить заявку'}
      </button>
    </form>
  );
}
