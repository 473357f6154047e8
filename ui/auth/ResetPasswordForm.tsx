import { useId } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { PASSWORD_MIN_LENGTH } from '../../core/machines/resetPassword.ts';
import { useServices } from '../app/context.ts';
import { FormMessages } from './FormMessages.tsx';

/** Reset password (/reset-password?t=…): a new password twice for the recovery link's token. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const { machines } = useServices();
  const actor = useActorRef(machines.resetPassword, { input: { token } });
  const ids = { password: useId(), repeat: useId(), hint: useId() };
  const view = useSelector(
    actor,
    (snapshot) => ({
      finished: snapshot.status === 'done',
      busy: snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submitted' }),
      password: snapshot.context.password,
      passwordRepeat: snapshot.context.passwordRepeat,
      error: snapshot.context.error,
      message: snapshot.context.message,
    }),
    shallowEqual,
  );
  if (view.finished) {
    return <FormMessages error={view.error} notice={view.message} />;
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
      <FormMessages error={view.error} />
      <div className="field">
        <label htmlFor={ids.password} className="field__label">
          Новый пароль
        </label>
        <input
          id={ids.password}
          className="field__input"
          type="password"
          autoComplete="new-password"
          aria-describedby={ids.hint}
          value={view.password}
          onChange={(event) => actor.send({ type: 'password.changed', value: event.target.value })}
        />
        <p id={ids.hint} className="field__hint">
          Не короче {PASSWORD_MIN_LENGTH} символов
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.repeat} className="field__label">
          Повторите пароль
        </label>
        <input
          id={ids.repeat}
          className="field__input"
          type="password"
          autoComplete="new-password"
          value={view.passwordRepeat}
          onChange={(event) => actor.send({ type: 'passwordRepeat.changed', value: event.target.value })}
        />
      </div>
      <button type="submit" className="button button--primary button--wide" disabled={!view.canSubmit}>
        Сохранить пароль
      </button>
    </form>
  );
}
