import { Link, useSearch } from '@tanstack/react-router';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { socialCallbackOf, SOCIAL_FALLBACK_PATHS, type SocialFlow } from '../../core/domain/socialLogin.ts';
import { useServices } from '../app/context.ts';
import { provideSocialServices, type SocialServices } from '../app/socialServices.ts';
import { FormMessages } from '../auth/FormMessages.tsx';
import { SocialPhoneStepForm } from '../auth/SocialPhoneStepForm.tsx';
import { AuthPage } from './AuthPage.tsx';

const TITLES: Record<SocialFlow, string> = { login: 'Вход', registration: 'Регистрация' };
/** The way back to a sign-in after a refused callback: the form the flow started from. */
const AGAIN: Record<SocialFlow, string> = { login: 'Войти ещё раз', registration: 'Зарегистрироваться ещё раз' };

/**
 * 'login-vk' and 'registration-vk' (portal §2, bare): the page the provider sends the visitor back to. The
 * socialLogin machine exchanges the code once and opens the cabinet; this page shows the wait, the blocked
 * message, the refusal of a sign-in begun in another browser or not in this tab (with the way to sign in), or
 * the phone step.
 */
export function SocialCallbackScreen({ flow }: { flow: SocialFlow }) {
  const social = useServices().bind(provideSocialServices);
  const search: Record<string, unknown> = useSearch({ strict: false });
  if (social === null) {
    return (
      <AuthPage title={TITLES[flow]}>
        <Link to={SOCIAL_FALLBACK_PATHS[flow]}>Войти другим способом</Link>
      </AuthPage>
    );
  }
  return <SocialCallback flow={flow} social={social} search={search} />;
}

function SocialCallback({
  flow,
  social,
  search,
}: {
  flow: SocialFlow;
  social: SocialServices;
  search: Record<string, unknown>;
}) {
  const { config, referrals } = useServices();
  const actor = useActorRef(social.machines.socialLogin, {
    input: {
      fingerprint: config.fingerprint,
      flow,
      origin: social.origin,
      route: 'callback',
      callback: socialCallbackOf(search),
      referral: referrals.read(),
    },
  });
  const view = useSelector(
    actor,
    (snapshot) => ({
      blocked: snapshot.matches('blocked'),
      // Begun in another browser, or not in this tab (issue 30): either way, the way to start again.
      elsewhere: snapshot.matches('otherBrowser') || snapshot.matches('otherPage'),
      signUp: snapshot.matches('phoneRequired') ? snapshot.context.signUp : null,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  if (view.signUp !== null) {
    return (
      <AuthPage title={TITLES[flow]}>
        <SocialPhoneStepForm
          social={social}
          signUpToken={view.signUp.token}
          firstName={view.signUp.vkData?.firstName ?? null}
        />
      </AuthPage>
    );
  }
  if (view.elsewhere) {
    return (
      <AuthPage title={TITLES[flow]} links={<Link to={SOCIAL_FALLBACK_PATHS[flow]}>{AGAIN[flow]}</Link>}>
        <FormMessages error={view.error} />
      </AuthPage>
    );
  }
  if (view.blocked) {
    return (
      <AuthPage title={TITLES[flow]} links={<Link to={SOCIAL_FALLBACK_PATHS[flow]}>Войти другим способом</Link>}>
        <FormMessages error={view.error} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={TITLES[flow]}>
      <p role="status" aria-live="polite">
        Входим…
      </p>
    </AuthPage>
  );
}

export function LoginVkScreen() {
  return <SocialCallbackScreen flow="login" />;
}

export function RegistrationVkScreen() {
  return <SocialCallbackScreen flow="registration" />;
}
