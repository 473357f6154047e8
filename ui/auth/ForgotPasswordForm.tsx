import { useEffect } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { provideForgotPassword } from '../../core/machines/forgotPassword.ts';
import { useServices } from '../app/context.ts';
import { AuthForm } from './AuthForm.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormMessages } from './FormMessages.tsx';
import { PhoneField } from './PhoneField.tsx';

export interface ForgotPasswordFormProps {
  inModal: boolean;
  /** In the modal, success hands over to the login form with this message (portal §4). */
  onOpenLogin?: (message: string) => void;
}

/** Forgot password (portal §2/§4): 'Для подтверждения личности введите номер телефона', phone and captcha, 'Восстановить доступ'. */
export default function ForgotPasswordForm({ inModal, onOpenLogin }: ForgotPasswordFormProps) {
  const { bind } = useServices();
  const actor = useActorRef(bind(provideForgotPassword), { input: { inModal } });
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      forgotten: snapshot.hasTag('forgotten'),
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
    <AuthForm
      actor={actor}
      submitLabel="Восстановить доступ"
      lead={<p className="form__lead">Для подтверждения личности введите номер телефона</p>}
    >
      <PhoneField actor={actor} disabled={view.busy} />
      <CaptchaField actor={actor} />
    </AuthForm>
  );
}
