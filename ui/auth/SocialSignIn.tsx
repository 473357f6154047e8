import { lazy, Suspense } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { SocialFlow } from '../../core/domain/socialLogin.ts';
import { useServices } from '../app/context.ts';
import { provideSocialServices, type SocialServices } from '../app/socialServices.ts';
import './social.css';

const SocialOneTap = lazy(() => import('./SocialOneTap.tsx'));

/**
 * The social-network one-tap button of the login and registration forms (portal §2): rendered once the
 * socialLogin machine has a challenge from the server; nothing at all when the portal has no social sign-in
 * or the server gave no challenge.
 */
export function SocialSignIn({ flow }: { flow: SocialFlow }) {
  const social = useServices().bind(provideSocialServices);
  if (social === null) {
    return null;
  }
  return <SocialButton flow={flow} social={social} />;
}

function SocialButton({ flow, social }: { flow: SocialFlow; social: SocialServices }) {
  const { config, referrals, logger } = useServices();
  const actor = useActorRef(social.machines.socialLogin, {
    input: {
      fingerprint: config.fingerprint,
      flow,
      origin: social.origin,
      route: 'form',
      callback: null,
      referral: referrals.read(),
    },
  });
  const challenge = useSelector(actor, (snapshot) => (snapshot.hasTag('ready') ? snapshot.context.challenge : null));
  if (challenge === null) {
    return null;
  }
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">или</p>
      <Suspense fallback={null}>
        <SocialOneTap challenge={challenge} onError={(error) => logger.error('ERROR SOCIAL_WIDGET', error)} />
      </Suspense>
    </div>
  );
}
