import { useId } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useServices } from '../app/context.ts';
import { PhoneInput } from '../components/PhoneInput.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormMessages } from './FormMessages.tsx';

/** Login with password (/auth): phone, password and captcha; success opens the personal cabinet. */
export default function PasswordLoginForm() {
  const { machines, config } = useServices();
  const actor = useActorRef(machines.passwordLogin, { input: { fingerprint: config.fingerprint, inModal: false } });
  const passwordId = useId();
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submitted' }),
      phone: snapshot.context.phone,
      password: snapshot.context.password,
      error: snapshot.context.error,
      captchaResets: snapshot.context.captchaResets,
    }),
    shallowEqual,
  );
  return (
    <form
      className="form"
      aria-busy={view.busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submitted' });
      }}
    >
      <FormMessages error={view.error} />
      <PhoneInput defaultValue={view.phone} disabled={view.busy} onChange={(value) => actor.send({ type: 'phone.changed', value })} />
      <div className="field">
        <label htmlFor={passwordId} className="field__label">
          Пароль
        </label>
        <input
          id={passwordId}
          className="field__input"
          type="password"
          autoComplete="current-password"
          value={view.password}
          onChange={(event) => actor.send({ type: 'password.changed', value: event.target.value })}
        />
      </div>
      <CaptchaField
        resetKey={view.captchaResets}
        onSolved={(token) => actor.send({ type: 'captcha.solved', token })}
        onExpired={() => actor.send({ type: 'captcha.expired' })}
      />
      <button type="submit" className="button button--primary button--wide" disabled={!view.canSubmit}>
        Войти
      </button>
    </form>
  );
}
