import { useActorRef, useSelector } from '@xstate/react';
import type { SocialServices } from '../app/socialServices.ts';
import { AuthForm } from './AuthForm.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { SmsCodeStep } from './SmsCodeStep.tsx';
import { useCodeStep } from './useCodeStep.ts';

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
  const codeStep = useCodeStep(actor);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const lead = `${firstName === null ? 'Почти готово' : `${firstName}, почти готово`}: укажите номер телефона, на него придёт код.`;

  if (codeStep) {
    return <SmsCodeStep actor={actor} />;
  }
  return (
    <AuthForm actor={actor} submitLabel="Получить код" lead={<p>{lead}</p>}>
      <PhoneField actor={actor} disabled={busy} />
      <CaptchaField actor={actor} />
    </AuthForm>
  );
}
