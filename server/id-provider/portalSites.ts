import type { ServerConfig } from '../config.ts';
import { widgetDemoRedirectUri } from '../widgetDemo.ts';
import { DEMO_APPS } from './apps.ts';
import type { SiteRegistration } from './registration.ts';

/**
 * What the portal registers at the local provider when they run together (`npm start`, the e2e
 * server): its own app with the redirect URIs the portal itself allows (VKID_REDIRECT_URIS, by default
 * PUBLIC_URL/login-vk and /registration-vk, one definition in server/idProviderClient/config.ts) and
 * PUBLIC_URL's origin; and the kit's demo page at /widget/, which may use any demo app (one per
 * scenario) and receives its codes on itself.
 */
export function portalSites(config: Pick<ServerConfig, 'publicUrl' | 'identityProvider'>): SiteRegistration[] {
  const origin = new URL(config.publicUrl).origin;
  const { appId, redirectUris } = config.identityProvider;
  return [
    { appIds: [appId], redirectUris, origins: [origin] },
    {
      appIds: [...new Set([appId, ...DEMO_APPS.map((app) => app.id)])],
      redirectUris: [widgetDemoRedirectUri(config.publicUrl)],
      origins: [origin],
    },
  ];
}
