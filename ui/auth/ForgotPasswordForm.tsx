import { useEffect } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useServices } from '../app/context.ts';
import { PhoneInput } from '../components/PhoneInput.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormMessages } from './FormMessages.tsx';

export interface ForgotPasswordFormProps {
  inModal: boolean;
  /** In the modal, success hands over to the login form with this message (portal §4). */
  onOpenLogin?: (message: string) => void;
}

/** Forgot password (portal §2/§4): phone and captcha, 'Восстановить доступ'. */
export default function ForgotPasswordForm({ inModal, onOpenLogin }: ForgotPasswordFormProps) {
  const { machines } = useServices();
  const actor = useActorRef(machines.forgotPassword, { input: { inModal } });
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submitted' }),
      phone: snapshot.context.phone,
      error: snapshot.context.error,
      message: snapshot.context.message,
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

  if (view.output !== null && !view.output.openLogin) {
    return <FormMessages notice={view.output.message} />;
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
      <p>Для подтверждения личности введите номер телефона</p>
      <FormMessages error={view.error} />
      <PhoneInput defaultValue={view.phone} disabled={view.busy} onChange={(value) => actor.send({ type: 'phone.changed', value })} />
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
