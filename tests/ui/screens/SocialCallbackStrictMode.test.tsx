// @vitest-environment jsdom
/**
 * The callback page under React's StrictMode, as the development build (`npm start`) renders it: effects
 * run twice there, and the exchange of the provider's code must still happen once (issue 18, part 4).
 */
import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryIdentityProvider } from '../../../adapters/memory/MemoryIdentityProvider.ts';
import { MemorySocialAuth } from '../../../adapters/memory/MemorySocialAuth.ts';
import { MemoryWorld } from '../../../adapters/memory/MemoryWorld.ts';
import { MemoryStorage } from '../../../adapters/storage/pageStorage.ts';
import { SessionPageSecrets } from '../../../adapters/storage/SessionPageSecrets.ts';
import type { CallbackLedger, VkData, VkLoginRequest } from '../../../core/ports/socialAuth.ts';
import type { SocialPorts } from '../../../ui/app/services.ts';
import { FINGERPRINT, renderApp } from '../renderApp.tsx';

const ORIGIN = 'http://localhost';

/** A ledger like the tab's sessionStorage one: it remembers every state it was told about. */
function memoryLedger(): CallbackLedger {
  const states = new Set<string>();
  return { has: (state) => states.has(state), add: (state) => void states.add(state) };
}

/** An in-memory server and provider, a callback address for Анна, and every login-from-vk the page sent. */
async function annaCallback() {
  const world = new MemoryWorld({ seed: 3, sizes: { brands: 1, salesUnits: 1, onlineShops: 1, news: 1 } });
  const provider = new MemoryIdentityProvider(world.clock.now());
  const server = new MemorySocialAuth({ world, provider, redirectUris: [`${ORIGIN}/login-vk`] });
  const exchanges: VkLoginRequest[] = [];
  let vkData: VkData | null = null;
  const social: SocialPorts = {
    origin: ORIGIN,
    socialAuth: {
      codeChallengeVk: (request) => server.codeChallengeVk(request),
      loginFromVk: (request) => {
        exchanges.push(request);
        return server.loginFromVk(request);
      },
      vkPhone: (request) => server.vkPhone(request),
      vkPhoneCode: (request) => server.vkPhoneCode(request),
    },
    vkData: { save: (data) => (vkData = data), read: () => vkData },
    ledger: memoryLedger(),
    pageSecrets: new SessionPageSecrets(new MemoryStorage()),
  };
  const pageSecret = await social.pageSecrets.create();
  const challenge = await server.codeChallengeVk({
    fingerprint: FINGERPRINT,
    redirectUri: `${ORIGIN}/login-vk`,
    pageSecret,
  });
  await social.pageSecrets.keep(challenge.state, pageSecret);
  const payload = provider.authorize(challenge, '700001');
  return {
    social,
    exchanges,
    pageSecret,
    url: `/login-vk?code=${payload.code}&device_id=${payload.device_id}&state=${payload.state}`,
  };
}

beforeEach(() => {
  configure({ reactStrictMode: true });
});

afterEach(() => {
  configure({ reactStrictMode: false });
  cleanup();
});

describe('the login-vk callback page under StrictMode', () => {
  it('exchanges the code once and ends signed in, in the cabinet', async () => {
    const t = await annaCallback();
    const app = await renderApp(t.url, { social: t.social });
    await waitFor(() => expect(app.navigator.cabinetOpens).toBe(1));
    expect(t.exchanges).toHaveLength(1);
    // The one exchange carried the secret the tab kept when it began the sign-in (issue 30).
    expect(t.exchanges[0]?.pageSecret).toBe(t.pageSecret);
    expect(app.services.tokens.read()).not.toBeNull();
    expect(app.navigator.visited).not.toContain('/login');
  });
});
