// @vitest-environment jsdom
/**
 * A shopper who opens a social sign-in link made in another browser (someone else's, issue 18) reads why
 * nobody was signed in, and has the way to sign in.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors.ts';
import type { SocialPorts } from '../../../ui/app/socialServices.ts';
import { renderApp } from '../renderApp.tsx';

/** The server's answer to a link begun elsewhere: 400 STATE_BROWSER_MISMATCH. */
function refusingServer(): SocialPorts {
  return {
    origin: 'http://localhost',
    socialAuth: {
      codeChallengeVk: () => Promise.reject(new Error('not on the callback')),
      loginFromVk: () => Promise.reject(new ApiError('STATE_BROWSER_MISMATCH', 400)),
      vkPhone: () => Promise.reject(new Error('not expected')),
      vkPhoneCode: () => Promise.reject(new Error('not expected')),
    },
    vkData: { save: () => {}, read: () => null },
    ledger: { has: () => false, add: () => {} },
  };
}

afterEach(() => {
  cleanup();
});

describe('the login-vk callback of a sign-in begun in another browser', () => {
  it('says so in Russian, signs nobody in and offers the way to sign in', async () => {
    const app = await renderApp('/login-vk?code=c&device_id=d&state=s', { social: refusingServer() });
    expect(await screen.findByText('Вход начали в другом браузере. Войдите ещё раз.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти ещё раз' }).getAttribute('href')).toBe('/login');
    expect(app.services.tokens.read()).toBeNull();
    expect(app.navigator.visited).toEqual([]);
    expect(app.href()).toMatch(/^\/login-vk\?/);
  });
});
