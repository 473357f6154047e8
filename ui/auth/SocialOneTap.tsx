/**
 * The kit's one-tap button for one social sign-in (a chunk of its own: the kit loads only with a sign-in form).
 * The challenge and state come from the server, which keeps the verifier; a sign-in, in the frame or on the
 * provider's page, ends on the flow's callback route (redirect mode), where the code is exchanged.
 */
import { useMemo } from 'react';
import type { VkChallenge } from '../../core/ports/socialAuth.ts';
import { Config } from '../../widget/config.ts';
import { OneTap } from '../../widget/react/index.ts';

export interface SocialOneTapProps {
  challenge: VkChallenge;
  /** The kit's errors are the kit's business: the button stays as its own fallback; the page only logs them. */
  onError: (error: unknown) => void;
}

export default function SocialOneTap({ challenge, onError }: SocialOneTapProps) {
  // The kit reads Config when the widget renders, which happens in the child's effect, before any effect here.
  useMemo(
    () =>
      Config.init({
        app: challenge.appId,
        redirectUrl: challenge.redirectUri,
        state: challenge.state,
        codeChallenge: challenge.codeChallenge,
        mode: 'redirect',
        responseMode: 'redirect',
        __vkidDomain: challenge.providerUrl,
      }),
    [challenge],
  );
  return <OneTap key={challenge.state} className="social-sign-in__button" onError={onError} />;
}
