import { useId } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SocialServices } from '../app/socialServices.ts';
import { MaskedInput } from '../components/MaskedInput.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormMessages } from './FormMessages.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

export interface SocialPhoneStepFormProps {
  social: SocialServices;
  signUpToken: string;
  /** The name the provider gave, for the greeting. */
  firstName: string | null;
}

/**
 * The phone step of a social registration: the provider gave no phone it vouches for, so the shopper types one
 * and confirms it with an SMS code (the socialPhoneStep machine); then the cabinet opens.
 */
export function SocialPhoneStepForm({ social, signUpToken, firstName }: SocialPhoneStepFormProps) {
  const actor = useActorRef(social.machines.socialPhoneStep, { input: { signUpToken } });
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
      captchaResets: snapshot.context.captchaResets,
    }),
    shallowEqual,
  );
  const lead = `${firstName === null ? 'Почти готово' : `${firstName}, почти готово`}: укажите номер телефона, на него придёт код.`;

  if (view.codeStep) {
    return (
      <div className="form">
        <FormMessages id={messagesId} error={view.error} />
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
      <p>{lead}</p>
      <FormMessages id={messagesId} error={view.error} />
      <MaskedInput kind="phone" label="Телефон" required defaultValue={view.phone} disabled={view.busy} onChange={(value) => actor.send({ type: 'phone.changed', value })} />
      <CaptchaField
        resetKey={view.captchaResets}
        onSolved={(token) => actor.send({ type: 'captcha.solved', token })}
        onExpired={() => actor.send({ type: 'captcha.expired' })}
      />
      <button type="submit" className="button button--primary button--wide" disabled={!view.canSubmit}>
        Получить код
      </button>
    </form>
  );
}
