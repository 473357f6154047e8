import { useEffect, useId, useState } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { DATE_PICKER_YEARS } from '../../core/domain/birthDate.ts';
import { externalLinks } from '../../core/domain/externalLinks.ts';
import { GENDER_CHOICES } from '../../core/domain/gender.ts';
import { useServices, useSession } from '../app/context.ts';
import { PhoneInput } from '../components/PhoneInput.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormMessages } from './FormMessages.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

export interface RegistrationFormProps {
  /** Told when the SMS code step shows or hides (the modal hides the 'Вход' tab meanwhile). */
  onCodeStep?: (codeStep: boolean) => void;
}

/**
 * Registration (portal §2/§4/§5): phone, name, gender, birth date, captcha and the policy box, then
 * the 4-character SMS code. Every rule (name letters, age, button state) is the machine's.
 */
export default function RegistrationForm({ onCodeStep }: RegistrationFormProps) {
  const { machines, config, referrals } = useServices();
  const { cityId } = useSession();
  // The machine's input is read once, as the form opens: the city and the referral of this visit.
  const [input] = useState(() => ({ fingerprint: config.fingerprint, cityCodeId: cityId, referral: referrals.read() }));
  const actor = useActorRef(machines.registration, { input });
  const ids = { name: useId(), birth: useId(), birthError: useId(), policy: useId() };
  const view = useSelector(
    actor,
    (snapshot) => ({
      codeStep: snapshot.hasTag('codeStep'),
      codeDisabled: snapshot.hasTag('codeDisabled'),
      busy: snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submitted' }),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;

  useEffect(() => {
    onCodeStep?.(view.codeStep);
  }, [onCodeStep, view.codeStep]);

  if (view.codeStep) {
    return (
      <div className="form">
        <FormMessages error={context.error} />
        <SmsCodeField value={context.code} disabled={view.codeDisabled} onChange={(value) => actor.send({ type: 'code.changed', value })} />
      </div>
    );
  }
  return (
    <form
      className="form"
      aria-busy={view.busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submitted' });
      }}
    >
      <FormMessages error={context.error} />
      <PhoneInput defaultValue={context.phone} disabled={view.busy} onChange={(value) => actor.send({ type: 'phone.changed', value })} />
      <div className="field">
        <label htmlFor={ids.name} className="field__label">
          Имя
        </label>
        <input
          id={ids.name}
          className="field__input"
          autoComplete="given-name"
          value={context.name}
          onChange={(event) => actor.send({ type: 'name.changed', value: event.target.value })}
        />
      </div>
      <fieldset className="field field--choices">
        <legend className="field__label">Пол</legend>
        {GENDER_CHOICES.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name="gender"
              checked={context.gender === choice.value}
              onChange={() => actor.send({ type: 'gender.changed', label: choice.label })}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.birth} className="field__label">
          Дата рождения
        </label>
        <input
          id={ids.birth}
          className="field__input"
          type="date"
          lang="ru"
          min={`${DATE_PICKER_YEARS.from}-01-01`}
          max={`${DATE_PICKER_YEARS.to}-12-31`}
          value={context.birthDate}
          aria-invalid={context.ageError !== null}
          aria-describedby={context.ageError === null ? undefined : ids.birthError}
          onChange={(event) => actor.send({ type: 'birthday.changed', isoDate: event.target.value })}
        />
        {context.ageError === null ? null : (
          <p id={ids.birthError} className="form__error" role="alert">
            {context.ageError}
          </p>
        )}
      </div>
      <CaptchaField
        resetKey={context.captchaResets}
        onSolved={(token) => actor.send({ type: 'captcha.solved', token })}
        onExpired={() => actor.send({ type: 'captcha.expired' })}
      />
      <div className="choice">
        <input id={ids.policy} type="checkbox" checked={context.policyAccepted} onChange={() => actor.send({ type: 'policy.toggled' })} />
        <label htmlFor={ids.policy}>
          Я принимаю{' '}
          <a href={externalLinks.privacyPolicy} target="_blank" rel="noopener noreferrer">
            политику конфиденциальности
          </a>{' '}
          и{' '}
          <a href={externalLinks.userAgreement} target="_blank" rel="noopener noreferrer">
            правила использования
          </a>
        </label>
      </div>
      <button type="submit" className="button button--primary button--wide" disabled={!view.canSubmit}>
        Зарегистрироваться
      </button>
    </form>
  );
}
