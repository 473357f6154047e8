import { useEffect, useId, useRef } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fileProxyUrl } from '../../../core/domain/fileUrls.ts';
import { GENDER_CHOICES } from '../../../core/domain/gender.ts';
import { formatPhone } from '../../../core/domain/phone.ts';
import { PROFILE_FAILURE_MESSAGES, type ProfileFieldChange } from '../../../core/domain/profileForm.ts';
import { provideProfile } from '../../../core/machines/profile.ts';
import type { ProfileDraft } from '../../../core/domain/profileForm.ts';
import { useServices, useSession, useSessionPart } from '../../app/context.ts';
import type { Ports } from '../../app/services.ts';
import DatePicker from '../../components/DatePicker.tsx';
import { MaskedInput } from '../../components/MaskedInput.tsx';
import { Selector } from '../../components/Selector.tsx';
import { TextInput } from '../../components/TextInput.tsx';

type TextField = Extract<ProfileFieldChange, { value: string }>['field'];

/** The profile machine on the app's ports (bound once, by `services.bind`). */
function provideProfileForm(ports: Ports) {
  return provideProfile({ api: ports.api });
}

/**
 * The tenant profile form: renders the profile machine (core/machines/profile.ts) and sends it what the shopper
 * does. The machine checks with the schema the server uses, saves, and keeps what was typed when a save fails.
 */
export function ProfileForm({ profileId }: { profileId: number }) {
  const { bind, clock, config } = useServices();
  const actor = useActorRef(bind(provideProfileForm), { input: { profileId, nowMs: clock.now() } });
  const view = useSelector(
    actor,
    (snapshot) => ({
      state: snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'ready',
      busy: snapshot.hasTag('busy'),
      stored: snapshot.context.stored,
      draft: snapshot.context.draft,
      errors: snapshot.context.errors,
      failure: snapshot.context.failure,
      saved: snapshot.context.saved,
      revision: snapshot.context.revision,
    }),
    shallowEqual,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, busy, draft, stored } = view;

  // A city saved here is the page's city at once (the header, the lists), as if picked in the header.
  const cityStore = useSessionPart((snapshot) => snapshot.city);
  useEffect(() => {
    const subscription = actor.on('profile.citySaved', (event) =>
      cityStore?.send({ type: 'city.savedInProfile', cityId: event.cityId }),
    );
    return () => subscription.unsubscribe();
  }, [actor, cityStore]);

  useEffect(() => {
    if (Object.keys(errors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [errors]);

  if (view.state === 'loading') {
    return (
      <p className="notice" role="status">
        Загружаем профиль…
      </p>
    );
  }
  if (view.state === 'loadFailed' || draft === null || stored === null) {
    return (
      <div className="notice" role="alert">
        <p>{PROFILE_FAILURE_MESSAGES.load}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => actor.send({ type: 'profile.retried' })}
        >
          Повторить
        </button>
      </div>
    );
  }
  const change = (next: ProfileFieldChange) =>
    actor.send({ type: 'profile.fieldChanged', ...next } as { type: 'profile.fieldChanged' } & ProfileFieldChange);
  const text = (field: TextField) => ({
    value: draft[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => change({ field, value: event.target.value }),
    ...(errors[field] === undefined ? {} : { error: errors[field] }),
  });
  const masked = (field: 'whatsapp' | 'telegram' | 'instagram') => ({
    // Masked fields keep their own text: redrawn from the stored profile after each save.
    key: `${field}-${view.revision}`,
    defaultValue: draft[field],
    onChange: (value: string) => change({ field, value }),
    error: errors[field] ?? null,
    disabled: busy,
  });

  return (
    <form
      ref={formRef}
      className="form profile-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'profile.submitted' });
      }}
    >
      {stored.photoFileId === null ? null : (
        <img
          className="profile-form__photo"
          src={fileProxyUrl(config.fileBase, stored.photoFileId)}
          alt="Фото профиля"
          width={96}
          height={96}
        />
      )}
      <p className="field__hint">Телефон {formatPhone(stored.phone)} — ваш логин, здесь его не изменить.</p>
      <TextInput label="Никнейм" autoComplete="nickname" {...text('nickname')} />
      <TextInput label="Имя" autoComplete="given-name" {...text('firstName')} />
      <TextInput label="Фамилия" autoComplete="family-name" {...text('lastName')} />
      <TextInput label="Отчество" autoComplete="additional-name" {...text('surName')} />
      <GenderField
        value={draft.gender}
        error={errors.gender}
        disabled={busy}
        onChange={(value) => change({ field: 'gender', value })}
      />
      <DatePicker
        label="Дата рождения"
        value={draft.birthday}
        onChange={(value) => change({ field: 'birthday', value })}
        error={errors.birthday ?? null}
        nowMs={clock.now()}
        disabled={busy}
      />
      <TextInput label="Электронная почта" type="email" autoComplete="email" {...text('email')} />
      <MaskedInput kind="phone" label="WhatsApp" {...masked('whatsapp')} />
      <MaskedInput kind="telegram" label="Telegram" {...masked('telegram')} />
      <MaskedInput kind="instagram" label="Instagram" {...masked('instagram')} />
      <CityField
        value={draft.cityCodeId}
        error={errors.cityCodeId}
        disabled={busy}
        onChange={(value) => change({ field: 'cityCodeId', value })}
      />
      <TextInput label="Адрес" autoComplete="street-address" {...text('address')} />
      {view.failure === null ? null : (
        <p className="form__error" role="alert">
          {view.failure}
        </p>
      )}
      <p className="form__success" role="status">
        {view.saved ? PROFILE_FAILURE_MESSAGES.saved : ''}
      </p>
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? 'Сохраняем…' : 'Сохранить'}
      </button>
    </form>
  );
}

function GenderField(props: {
  value: ProfileDraft['gender'];
  error: string | undefined;
  disabled: boolean;
  onChange: (value: ProfileDraft['gender']) => void;
}) {
  const name = useId();
  return (
    <fieldset
      className="field"
      aria-invalid={props.error === undefined ? undefined : true}
      aria-describedby={props.error === undefined ? undefined : `${name}-error`}
    >
      <legend className="field__label">Пол</legend>
      {GENDER_CHOICES.map((choice) => (
        <label key={choice.value} className="field__choice">
          <input
            type="radio"
            name={name}
            checked={props.value === choice.value}
            disabled={props.disabled}
            onChange={() => props.onChange(choice.value)}
          />{' '}
          {choice.label}
        </label>
      ))}
      {props.error === undefined ? null : (
        <p id={`${name}-error`} className="form__error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

function CityField(props: {
  value: number | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: number | null) => void;
}) {
  const { cities } = useSession();
  return (
    <Selector
      label="Город"
      items={cities.map((city) => ({ id: city.id, option: city.name }))}
      value={props.value}
      onChange={props.onChange}
      placeholder="Выберите город"
      searchable
      clearable
      error={props.error ?? null}
      disabled={props.disabled}
    />
  );
}
