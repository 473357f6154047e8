/** The social one-tap sign-in's machines, bound once at the app entry (ui/main.tsx) like every other machine. */
import { provideSocialLogin, type SocialLoginPorts } from '../../core/machines/socialLogin.ts';
import { provideSocialPhoneStep } from '../../core/machines/socialPhoneStep.ts';
import type { SocialAuthApi } from '../../core/ports/socialAuth.ts';

export interface SocialPorts extends Omit<SocialLoginPorts, 'socialAuth'> {
  socialAuth: SocialAuthApi;
  /** The portal's origin: the callback routes' redirect URIs are on it. */
  origin: string;
}

export interface SocialServices {
  origin: string;
  machines: {
    socialLogin: ReturnType<typeof provideSocialLogin>;
    socialPhoneStep: ReturnType<typeof provideSocialPhoneStep>;
  };
}

/** Binds the social sign-in machines to their ports. */
export function bindSocialServices(ports: SocialPorts): SocialServices {
  return {
    origin: ports.origin,
    machines: {
      socialLogin: provideSocialLogin(ports),
      socialPhoneStep: provideSocialPhoneStep(ports),
    },
  };
}
