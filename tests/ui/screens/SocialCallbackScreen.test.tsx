// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryIdentityProvider } from '../../../adapters/memory/MemoryIdentityProvider.ts';
import { MemorySocialAuth } from '../../../adapters/memory/MemorySocialAuth.ts';
import { MemoryWorld } from '../../../adapters/memory/MemoryWorld.ts';
import { MemoryStorage } from '../../../adapters/storage/pageStorage.ts';
import { SessionPageSecrets } from '../../../adapters/storage/SessionPageSecrets.ts';
import type { VkData } from '../../../core/ports/socialAuth.ts';
import type { SocialPorts } from '../../../ui/app/services.ts';
import { FINGERPRINT, renderApp } from '../renderApp.tsx';

const ORIGIN = 'http://localhost';

/** The social sign-in's adapters over an in-memory server and provider, and a callback address for `person`. */
async function callbackFor(person: string, arrange: (world: MemoryWorld) => void = () => {}) {
  const world = new MemoryWorld({ seed: 3, sizes: { brands: 1, salesUnits: 1, onlineShops: 1, news: 1 } });
  arrange(world);
  const provider = new MemoryIdentityProvider(world.clock.now());
  const socialAuth = new MemorySocialAuth({ world, provider, redirectUris: [`${ORIGIN}/login-vk`] });
  let vkData: VkData | null = null;
  const social: SocialPorts = {
    origin: ORIGIN,
    socialAuth,
    vkData: { save: (data) => (vkData = data), read: () => vkData },
    ledger: { has: () => false, add: () => {} },
    pageSecrets: new SessionPageSecrets(new MemoryStorage()),
  };
  // The tab began this sign-in: its form asked for the challenge with a page secret it kept.
  const pageSecret = await social.pageSecrets.create();
  const challenge = await socialAuth.codeChallengeVk({
    fingerprint: FINGERPRINT,
    redirectUri: `${ORIGIN}/login-vk`,
    pageSecret,
  });
  await social.pageSecrets.keep(challenge.state, pageSecret);
  const payload = provider.authorize(challenge, person);
  const url = `/login-vk?code=${payload.code}&device_id=${payload.device_id}&state=${payload.state}`;
  return { social, url, vkData: () => vkData };
}

afterEach(() => {
  cleanup();
});

describe('the login-vk callback page', () => {
  it('shows the blocked message and the way back to the other sign-ins', async () => {
    const t = await callbackFor('700001', (world) => world.addShopper({ phone: '79990000101', blocked: true }));
    const app = await renderApp(t.url, { social: t.social });
    expect(await screen.findByText('Пользователь заблокирован')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти другим способом' }).getAttribute('href')).toBe('/login');
    expect(app.services.tokens.read()).toBeNull();
  });

  it('asks for a phone when the provider vouched for none', async () => {
    const t = await callbackFor('700002');
    await renderApp(t.url, { social: t.social });
    expect(await screen.findByText('Тимур, почти готово: укажите номер телефона, на него придёт код.')).toBeTruthy();
    // Portal §4 «Captcha»: the button stays disabled until the captcha is solved.
    expect((screen.getByRole('button', { name: 'Получить код' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stores the session and vkData and opens the cabinet for a shopper the provider vouches for', async () => {
    const t = await callbackFor('700001');
    const app = await renderApp(t.url, { social: t.social });
    await waitFor(() => expect(app.navigator.cabinetOpens).toBe(1));
    expect(app.services.tokens.read()).not.toBeNull();
    expect(t.vkData()?.firstName).toBe('Анна');
  });
});
