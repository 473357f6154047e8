import { useEffect } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useServices } from '../app/context.ts';
import { MaskedInput } from '../components/MaskedInput.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormMessages } from './FormMessages.tsx';

export interface ForgotPasswordFormProps {
  inModal: boolean;
  /** In the modal, success hands over to the login form with this message (portal §4). */
  onOpenLogin?: (message: string) => void;
}

/** Forgot password (portal §2/§4): 'Для подтверждения личности введите номер телефона', phone and captcha, 'Восстановить доступ'. */
export default function ForgotPasswordForm({ inModal, onOpenLogin }: ForgotPasswordFormProps) {
  const { machines } = useServices();
  const actor = useActorRef(machines.forgotPassword, { input: { inModal } });
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      forgotten: snapshot.hasTag('forgotten'),
      canSubmit: snapshot.can({ type: 'form.submitted' }),
      phone: snapshot.context.phone,
      error: snapshot.context.error,
      captchaResets: snapshot.context.captchaResets,
      output: snapshot.status === 'done' ? snapshot.output : null,
    }),
    shallowEqual,
  );

  useEffect(() => {
    if (view.output?.openLogin === true) {
      onOpenLogin?.(view.output.message);
    }
  }, [view.output, onOpenLogin]);

  // Outside a modal the message stays here; in one it shows here for the moment until the login form takes over.
  if (view.forgotten && view.output !== null) {
    return (
      <div className="form">
        <FormMessages notice={view.output.message} />
      </div>
    );
  }
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
      <p className="form__lead">Для подтверждения личности введите номер телефона</p>
      <FormMessages error={view.error} />
      <MaskedInput
        kind="phone"
        label="Телефон"
        required
        defaultValue={view.phone}
        disabled={view.busy}
        onChange={(value) => actor.send({ type: 'phone.changed', value })}
      />
      <CaptchaField
        resetKey={view.captchaResets}
        onSolved={(token) => actor.send({ type: 'captcha.solved', token })}
        onExpired={() => actor.send({ type: 'captcha.expired' })}
      />
      <button type="submit" className="button button--primary button--wide" disabled={!view.canSubmit}>
        Восстановить доступ
      </button>
    </form>
  );
}
