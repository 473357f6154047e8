import { useEffect, useId } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useServices } from '../app/context.ts';
import { MaskedInput } from '../components/MaskedInput.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormMessages } from './FormMessages.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';

export interface LoginFormProps {
  /** In the auth modal success reloads the page; on /login it opens the personal cabinet. */
  inModal: boolean;
  /** A line shown above the form, e.g. the forgot-password success message. */
  notice?: string | null;
  /** Told when the SMS code step shows or hides (the modal hides the 'Вход' tab meanwhile). */
  onCodeStep?: (codeStep: boolean) => void;
  /** Opens registration with this phone (as typed); offered when the server has no account for it. */
  onRegister?: (phone: string) => void;
}

/** SMS login (portal §4): phone and captcha, 'Войти по СМС', then the 4-character code, sent by itself. */
export default function LoginForm({ inModal, notice = null, onCodeStep, onRegister }: LoginFormProps) {
  const { machines, config } = useServices();
  const actor = useActorRef(machines.smsLogin, { input: { fingerprint: config.fingerprint, inModal, notice } });
  const messagesId = useId();
  const view = useSelector(
    actor,
    (snapshot) => ({
      codeStep: snapshot.hasTag('codeStep'),
      codeDisabled: snapshot.hasTag('codeDisabled'),
      busy: snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submitted' }),
      phone: snapshot.context.phone,
      code: snapshot.context.code,
      error: snapshot.context.error,
      notice: snapshot.context.notice,
      captchaResets: snapshot.context.captchaResets,
      registrationOffer: snapshot.context.registrationOffer,
    }),
    shallowEqual,
  );

  useEffect(() => {
    onCodeStep?.(view.codeStep);
  }, [onCodeStep, view.codeStep]);

  if (view.codeStep) {
    return (
      <div className="form">
        <FormMessages id={messagesId} error={view.error} notice={view.notice} />
        <SmsCodeField
          value={view.code}
          disabled={view.codeDisabled}
          phone={view.phone}
          errorId={messagesId}
          invalid={view.error !== null}
          onChange={(value) => actor.send({ type: 'code.changed', value })}
        />
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
      <FormMessages id={messagesId} error={view.error} notice={view.notice} />
      {view.registrationOffer !== null && onRegister !== undefined ? (
        <p className="form__offer">
          <button type="button" className="button button--ghost" onClick={() => onRegister(view.registrationOffer ?? '')}>
            Зарегистрироваться с этим номером
          </button>
        </p>
      ) : null}
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
        Войти по СМС
      </button>
      <SocialSignIn flow="login" />
    </form>
  );
}
