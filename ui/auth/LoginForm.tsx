import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { provideSmsLogin } from '../../core/machines/smsLogin.ts';
import { useServices } from '../app/context.ts';
import { AuthForm } from './AuthForm.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { SmsCodeStep } from './SmsCodeStep.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';
import { useCodeStep } from './useCodeStep.ts';

export interface LoginFormProps {
  /** In the auth modal success reloads the page; on /login it opens the personal cabinet. */
  inModal: boolean;
  /** A line shown above the form, e.g. the forgot-password success message. */
  notice?: string | null;
  /** Told when the SMS code step shows or hides (the modal hides the 'Вход' tab meanwhile). */
  onCodeStep?: (codeStep: boolean) => void;
  /** Opens registration with this phone (as typed); offered when the server has no account for it. */
  onRegister?: (phone: string) => void;
  /** The phone to start with (the registration's offer to sign in with a registered number). */
  phone?: string;
}

/** SMS login (portal §4): phone and captcha, 'Войти по СМС', then the 4-character code, sent by itself. */
export default function LoginForm({ inModal, notice = null, onCodeStep, onRegister, phone }: LoginFormProps) {
  const { bind, config } = useServices();
  const actor = useActorRef(bind(provideSmsLogin), {
    input: { fingerprint: config.fingerprint, inModal, notice, ...(phone !== undefined && { phone }) },
  });
  const codeStep = useCodeStep(actor, onCodeStep);
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      notice: snapshot.context.notice,
      registrationOffer: snapshot.context.registrationOffer,
    }),
    shallowEqual,
  );

  if (codeStep) {
    return <SmsCodeStep actor={actor} />;
  }
  return (
    <AuthForm actor={actor} submitLabel="Войти по СМС" notice={view.notice} footer={<SocialSignIn flow="login" />}>
      {view.registrationOffer !== null && onRegister !== undefined ? (
        <p className="form__offer">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onRegister(view.registrationOffer ?? '')}
          >
            Зарегистрироваться с этим номером
          </button>
        </p>
      ) : null}
      <PhoneField actor={actor} disabled={view.busy} />
      <CaptchaField actor={actor} />
    </AuthForm>
  );
}
