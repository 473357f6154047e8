import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { providePasswordLogin } from '../../core/machines/passwordLogin.ts';
import { useServices } from '../app/context.ts';
import { AuthForm } from './AuthForm.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PhoneField } from './PhoneField.tsx';

/** Login with password (/auth): phone, password and captcha; success opens the personal cabinet. */
export default function PasswordLoginForm() {
  const { bind, config } = useServices();
  const actor = useActorRef(bind(providePasswordLogin), { input: { fingerprint: config.fingerprint, inModal: false } });
  const view = useSelector(
    actor,
    (snapshot) => ({ busy: snapshot.hasTag('busy'), password: snapshot.context.password }),
    shallowEqual,
  );
  return (
    <AuthForm actor={actor} submitLabel="Войти">
      <PhoneField actor={actor} disabled={view.busy} />
      <PasswordField
        label="Пароль"
        autoComplete="current-password"
        disabled={view.busy}
        value={view.password}
        onChange={(value) => actor.send({ type: 'password.changed', value })}
      />
      <CaptchaField actor={actor} />
    </AuthForm>
  );
}
