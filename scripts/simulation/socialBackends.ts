/** The social sign-in worlds of the simulation: in memory, or the real server beside the local identity provider. */
import { OfetchSocialAuthApi } from '../../adapters/http/OfetchSocialAuthApi.ts';
import { MemoryIdentityProvider } from '../../adapters/memory/MemoryIdentityProvider.ts';
import { MemorySocialAuth } from '../../adapters/memory/MemorySocialAuth.ts';
import type { MemoryWorld } from '../../adapters/memory/MemoryWorld.ts';
import { socialRedirectUri } from '../../core/domain/socialLogin.ts';
import type { SiteRegistration } from '../../server/id-provider/registration.ts';
import type { RunningIdProvider } from '../../server/id-provider/start.ts';
import { LOCAL_APP_ID } from '../../server/idProviderClient/config.ts';
import { fetchWithCookies } from './browserCookies.ts';
import type { SimulationBackend } from './inMemoryBackend.ts';
import { pickAccount, tapOneTap } from './providerBrowser.ts';
import type { SocialShopperWorld } from './socialShopper.ts';

/** The portal origin the simulated callbacks are on (the browser never loads it: no page is needed). */
const SIMULATION_ORIGIN = 'http://simulation.localhost';

/** The redirect URIs the server is configured with for the run. */
const SIMULATION_REDIRECT_URIS = [
  socialRedirectUri(SIMULATION_ORIGIN, 'login'),
  socialRedirectUri(SIMULATION_ORIGIN, 'registration'),
];

/** Анна at the local provider: her phone is vouched for, so one tap signs her in at once. */
const ANNA = 700001;

/** Тимур at the local provider: his phone is not vouched for, so his first sign-in goes through the phone step. */
const TIMUR = 700002;

/** Social shoppers against the in-memory back end: one MemorySocialAuth (the server) over the run's world. */
export function inMemorySocialWorld(backend: SimulationBackend & { world: MemoryWorld }): SocialShopperWorld {
  const provider = new MemoryIdentityProvider(backend.clock.now());
  const socialAuth = new MemorySocialAuth({ world: backend.world, provider, redirectUris: SIMULATION_REDIRECT_URIS });
  return {
    ...backend,
    origin: SIMULATION_ORIGIN,
    createSocialAuth: () => socialAuth,
    signInAtProvider: async (challenge, choice) =>
      provider.authorize(challenge, choice === 'oneTap' ? '700001' : String(TIMUR)),
  };
}

/** Social shoppers against the real server (its HTTP adapter) and the local provider it is configured with. */
export function serverSocialWorld(
  backend: SimulationBackend & { baseUrl: string },
  provider: RunningIdProvider,
): SocialShopperWorld {
  return {
    ...backend,
    origin: SIMULATION_ORIGIN,
    // Each shopper is a browser of its own: its sign-in's binding cookie goes back with its exchange.
    createSocialAuth: () => new OfetchSocialAuthApi({ baseUrl: backend.baseUrl, fetch: fetchWithCookies() }),
    signInAtProvider: (challenge, choice) =>
      choice === 'oneTap'
        ? tapOneTap(provider.directUrl, challenge, SIMULATION_ORIGIN, ANNA)
        : pickAccount(provider.directUrl, challenge, TIMUR),
  };
}

/**
 * What the run registers at the local provider: the portal's app with the simulated callbacks and origin
 * (the provider gives codes to registered sites only).
 */
export const SIMULATION_SITES: SiteRegistration[] = [
  { appIds: [LOCAL_APP_ID], redirectUris: SIMULATION_REDIRECT_URIS, origins: [SIMULATION_ORIGIN] },
];

/** What the server needs to reach the local provider and accept the run's redirect URIs and its one address. */
export function socialServerEnv(provider: RunningIdProvider): Record<string, string> {
  return {
    VKID_URL: provider.url,
    VKID_SERVER_URL: provider.directUrl,
    VKID_REDIRECT_URIS: SIMULATION_REDIRECT_URIS.join(','),
    SOCIAL_PER_IP_PER_HOUR: '1000000',
    SOCIAL_PER_FINGERPRINT_PER_HOUR: '1000000',
  };
}
