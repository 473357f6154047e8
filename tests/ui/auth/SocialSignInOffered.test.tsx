// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryIdentityProvider } from '../../../adapters/memory/MemoryIdentityProvider.ts';
import { MemorySocialAuth } from '../../../adapters/memory/MemorySocialAuth.ts';
import { MemoryWorld } from '../../../adapters/memory/MemoryWorld.ts';
import { MemoryStorage } from '../../../adapters/storage/pageStorage.ts';
import { SessionPageSecrets } from '../../../adapters/storage/SessionPageSecrets.ts';
import type { SocialPorts } from '../../../ui/app/services.ts';
import { renderApp } from '../renderApp.tsx';

const ORIGIN = 'http://localhost';

/**
 * The social sign-in's adapters over an in-memory server configured with a provider or without one (a production
 * start without VKID_* runs none); `answered` settles with the server's answer to the form's challenge request.
 */
function socialWith(available: boolean) {
  const world = new MemoryWorld({ seed: 3, sizes: { brands: 1, salesUnits: 1, onlineShops: 1, news: 1 } });
  const server = new MemorySocialAuth({
    world,
    provider: new MemoryIdentityProvider(world.clock.now()),
    redirectUris: [`${ORIGIN}/login-vk`],
    available,
  });
  let answer: (outcome: string) => void = () => {};
  const answered = new Promise<string>((resolve) => (answer = resolve));
  const social: SocialPorts = {
    origin: ORIGIN,
    socialAuth: {
      codeChallengeVk: (request) =>
        server.codeChallengeVk(request).then(
          (challenge) => {
            answer('challenge');
            return challenge;
          },
          (error: unknown) => {
            answer(error instanceof Error ? error.message : String(error));
            throw error;
          },
        ),
      loginFromVk: (request) => server.loginFromVk(request),
      vkPhone: (request) => server.vkPhone(request),
      vkPhoneCode: (request) => server.vkPhoneCode(request),
    },
    vkData: { save: () => {}, read: () => null },
    ledger: { has: () => false, add: () => {} },
    pageSecrets: new SessionPageSecrets(new MemoryStorage()),
  };
  return { social, answered };
}

afterEach(() => {
  cleanup();
});

describe('/login offers social sign-in only where a provider is configured (issue 31)', () => {
  it('shows the one-tap under the form when the portal has a provider', async () => {
    const t = socialWith(true);
    await renderApp('/login', { social: t.social });
    expect(await t.answered).toBe('challenge');
    expect(await screen.findByText('или')).toBeTruthy();
  });

  it('shows no one-tap when the portal has none: the server refuses to start a sign-in, the form stays as it is', async () => {
    const t = socialWith(false);
    await renderApp('/login', { social: t.social });
    expect(await t.answered).toBe('SOCIAL_SIGN_IN_OFF');
    expect(await screen.findByRole('button', { name: /Получить код|Войти/ })).toBeTruthy();
    // The machine has had the refusal: nothing of the social sign-in is on the page, now or after.
    await waitFor(() => expect(document.querySelector('.social-sign-in')).toBeNull());
    expect(screen.queryByText('или')).toBeNull();
  });
});
