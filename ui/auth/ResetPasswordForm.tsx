import { Link } from '@tanstack/react-router';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { PASSWORD_MIN_LENGTH } from '../../core/domain/password.ts';
import { provideResetPassword } from '../../core/machines/resetPassword.ts';
import { useServices } from '../app/context.ts';
import { AuthForm } from './AuthForm.tsx';
import { FormMessages } from './FormMessages.tsx';
import { PasswordField } from './PasswordField.tsx';

/** Reset password (/reset-password?t=…): a new password twice for the recovery link's token. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const { bind } = useServices();
  const actor = useActorRef(bind(provideResetPassword), { input: { token } });
  const view = useSelector(
    actor,
    (snapshot) => ({
      finished: snapshot.status === 'done',
      busy: snapshot.hasTag('busy'),
      password: snapshot.context.password,
      passwordRepeat: snapshot.context.passwordRepeat,
      error: snapshot.context.error,
      message: snapshot.context.message,
    }),
    shallowEqual,
  );
  if (view.finished) {
    return (
      <div className="form">
        <FormMessages error={view.error} notice={view.message} />
        {view.error === null ? (
          <Link to="/auth" className="button button--primary button--wide">
            Войти с новым паролем
          </Link>
        ) : (
          <Link to="/forgot-password" className="button button--ghost button--wide">
            Запросить новую ссылку
          </Link>
        )}
      </div>
    );
  }
  return (
    <AuthForm actor={actor} submitLabel="Сохранить пароль">
      <PasswordField
        label="Новый пароль"
        autoComplete="new-password"
        hint={`Не короче ${PASSWORD_MIN_LENGTH} символов`}
        disabled={view.busy}
        value={view.password}
        onChange={(value) => actor.send({ type: 'password.changed', value })}
      />
      <PasswordField
        label="Повторите пароль"
        autoComplete="new-password"
        disabled={view.busy}
        value={view.passwordRepeat}
        onChange={(value) => actor.send({ type: 'passwordRepeat.changed', value })}
      />
    </AuthForm>
  );
}
