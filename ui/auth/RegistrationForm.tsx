import { useEffect, useId, useState } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { GENDER_CHOICES } from '../../core/domain/gender.ts';
import { provideRegistration } from '../../core/machines/registration.ts';
import { useServices, useSession } from '../app/context.ts';
import DatePicker from '../components/DatePicker.tsx';
import { AuthForm } from './AuthForm.tsx';
import { DocumentLink } from './DocumentLink.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { SmsCodeStep } from './SmsCodeStep.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';
import { useCodeStep } from './useCodeStep.ts';

export interface RegistrationFormProps {
  /** Told when the SMS code step shows or hides (the modal hides the 'Вход' tab meanwhile). */
  onCodeStep?: (codeStep: boolean) => void;
  /** The phone to start with (the SMS login's offer to register an unknown number). */
  phone?: string;
  /** Opens the SMS login with this phone (as typed); offered when the server has an account for it already. */
  onLogin?: (phone: string) => void;
}

/**
 * Registration (portal §2/§4/§5): phone, name, gender, birth date, captcha and the policy box, then
 * the 4-character SMS code. Every rule (name letters, age, button state) is the machine's.
 */
export default function RegistrationForm({ onCodeStep, phone, onLogin }: RegistrationFormProps) {
  const { bind, config, referrals, clock } = useServices();
  const { cityId } = useSession();
  // The machine's input is read once, as the form opens: the city and the referral of this visit.
  const [input] = useState(() => ({
    fingerprint: config.fingerprint,
    cityCodeId: cityId,
    referral: referrals.read(),
    ...(phone !== undefined && { phone }),
  }));
  const actor = useActorRef(bind(provideRegistration), { input });
  // The session may settle the visitor's city after the form opened: the registration sends the latest.
  useEffect(() => {
    actor.send({ type: 'city.known', cityId });
  }, [actor, cityId]);
  const codeStep = useCodeStep(actor, onCodeStep);
  const ids = {
    name: useId(),
    nameHint: useId(),
    nameError: useId(),
    policy: useId(),
  };
  const view = useSelector(
    actor,
    (snapshot) => ({ busy: snapshot.hasTag('busy'), context: snapshot.context }),
    shallowEqual,
  );
  const { context } = view;

  if (codeStep) {
    return <SmsCodeStep actor={actor} />;
  }
  return (
    <AuthForm actor={actor} submitLabel="Зарегистрироваться" footer={<SocialSignIn flow="registration" />}>
      {context.loginOffer !== null && onLogin !== undefined ? (
        <p className="form__offer">
          <button type="button" className="button button--ghost" onClick={() => onLogin(context.loginOffer ?? '')}>
            Войти с этим номером
          </button>
        </p>
      ) : null}
      <PhoneField actor={actor} disabled={view.busy} />
      <div className="field">
        <label htmlFor={ids.name} className="field__label">
          Имя
        </label>
        <input
          id={ids.name}
          className="field__input"
          autoComplete="given-name"
          required
          disabled={view.busy}
          aria-describedby={context.nameError === null ? ids.nameHint : `${ids.nameHint} ${ids.nameError}`}
          aria-invalid={context.nameError === null ? undefined : true}
          value={context.name}
          onChange={(event) => actor.send({ type: 'name.changed', value: event.target.value })}
        />
        <p id={ids.nameHint} className="field__hint">
          Русские или латинские буквы, можно с дефисом, апострофом или пробелом
        </p>
        {context.nameError === null ? null : (
          <p id={ids.nameError} className="form__error" role="alert">
            {context.nameError}
          </p>
        )}
      </div>
      <fieldset className="field field--choices" disabled={view.busy}>
        <legend className="field__label">Пол</legend>
        {GENDER_CHOICES.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name="gender"
              required
              checked={context.gender === choice.value}
              onChange={() => actor.send({ type: 'gender.changed', label: choice.label })}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <DatePicker
        label="Дата рождения"
        required
        disabled={view.busy}
        value={context.birthDate}
        error={context.ageError}
        nowMs={clock.now()}
        onChange={(isoDate) => actor.send({ type: 'birthday.changed', isoDate })}
      />
      <CaptchaField actor={actor} />
      <div className="choice">
        <input
          id={ids.policy}
          type="checkbox"
          required
          disabled={view.busy}
          checked={context.policyAccepted}
          onChange={() => actor.send({ type: 'policy.toggled' })}
        />
        <label htmlFor={ids.policy}>
          Я принимаю <DocumentLink href={config.links.privacyPolicy}>политику конфиденциальности</DocumentLink> и{' '}
          <DocumentLink href={config.links.userAgreement}>правила использования</DocumentLink>
        </label>
      </div>
    </AuthForm>
  );
}
