import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useServices } from '../app/context.ts';
import { MaskedInput } from '../components/MaskedInput.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormMessages } from './FormMessages.tsx';
import { PasswordField } from './PasswordField.tsx';

/** Login with password (/auth): phone, password and captcha; success opens the personal cabinet. */
export default function PasswordLoginForm() {
  const { machines, config } = useServices();
  const actor = useActorRef(machines.passwordLogin, { input: { fingerprint: config.fingerprint, inModal: false } });
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
      noValidate
      aria-busy={view.busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submitted' });
      }}
    >
      <FormMessages error={view.error} />
      <MaskedInput
        kind="phone"
        label="Телефон"
        required
        defaultValue={view.phone}
        disabled={view.busy}
        onChange={(value) => actor.send({ type: 'phone.changed', value })}
      />
      <PasswordField
        label="Пароль"
        autoComplete="current-password"
        disabled={view.busy}
        value={view.password}
        onChange={(value) => actor.send({ type: 'password.changed', value })}
      />
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
