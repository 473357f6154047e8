/**
 * The social one-tap sign-in: its adapters travel in the app's Ports from the entry (ui/main.tsx); its two
 * machines are bound on first use (`services.bind(provideSocialServices)`) by the lazily loaded parts that show it.
 */
import { provideSocialLogin } from '../../core/machines/socialLogin.ts';
import { provideSocialPhoneStep } from '../../core/machines/socialPhoneStep.ts';
import type { Ports } from './services.ts';

export interface SocialServices {
  origin: string;
  machines: {
    socialLogin: ReturnType<typeof provideSocialLogin>;
    socialPhoneStep: ReturnType<typeof provideSocialPhoneStep>;
  };
}

/** Binds the social sign-in machines to the app's ports; null when the app has no social sign-in. */
export function provideSocialServices(ports: Ports): SocialServices | null {
  if (ports.social === undefined) {
    return null;
  }
  const socialPorts = { ...ports.social, tokens: ports.tokens, navigator: ports.navigator, logger: ports.logger };
  return {
    origin: ports.social.origin,
    machines: {
      socialLogin: provideSocialLogin(socialPorts),
      socialPhoneStep: provideSocialPhoneStep(socialPorts),
    },
  };
}
