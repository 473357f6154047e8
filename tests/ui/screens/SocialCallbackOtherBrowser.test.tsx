// @vitest-environment jsdom
/**
 * A shopper who opens a social sign-in link made in another browser (someone else's, issue 18), or one this
 * tab did not begin (someone else's sign-in planted from another port of the host, another tab, cleared
 * storage: issue 30), reads why nobody was signed in, and has the way to start again.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorCode } from '../../../core/domain/errorCodes.ts';
import { ApiError } from '../../../core/errors.ts';
import type { SocialPorts } from '../../../ui/app/services.ts';
import { renderApp } from '../renderApp.tsx';

/** The server's answer to a callback begun elsewhere. */
function refusingServer(code: ApiErrorCode): SocialPorts {
  return {
    origin: 'http://localhost',
    socialAuth: {
      codeChallengeVk: () => Promise.reject(new Error('not on the callback')),
      loginFromVk: () => Promise.reject(new ApiError(code, 400)),
      vkPhone: () => Promise.reject(new Error('not expected')),
      vkPhoneCode: () => Promise.reject(new Error('not expected')),
    },
    vkData: { save: () => {}, read: () => null },
    ledger: { has: () => false, add: () => {} },
    pageSecrets: {
      create: () => Promise.resolve('not used'),
      keep: () => Promise.resolve(),
      find: () => Promise.resolve(null),
    },
  };
}

afterEach(() => {
  cleanup();
});

describe.each([
  ['begun in another browser', 'STATE_BROWSER_MISMATCH', 'Вход начали в другом браузере. Войдите ещё раз.'],
  [
    'not begun in this tab',
    'STATE_PAGE_MISMATCH',
    'Вход начали не на этой вкладке, поэтому мы его не завершили. Войдите ещё раз.',
  ],
] as const)('the callback of a sign-in %s', (_, code, message) => {
  it('login-vk says so in Russian, signs nobody in and offers the way to sign in', async () => {
    const app = await renderApp('/login-vk?code=c&device_id=d&state=s', { social: refusingServer(code) });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти ещё раз' }).getAttribute('href')).toBe('/login');
    expect(app.services.tokens.read()).toBeNull();
    expect(app.navigator.visited).toEqual([]);
    expect(app.href()).toMatch(/^\/login-vk\?/);
  });

  it('registration-vk says so too and offers the way to register', async () => {
    const app = await renderApp('/registration-vk?code=c&device_id=d&state=s', { social: refusingServer(code) });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться ещё раз' }).getAttribute('href')).toBe('/registration');
    expect(app.services.tokens.read()).toBeNull();
  });
});
