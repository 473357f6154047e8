import { describe, expect, it } from 'vitest';
import { loadIdentityProviderConfig } from '../../../server/idProviderClient/config.ts';

const PUBLIC_URL = 'http://localhost:3000';

describe('social sign-in settings', () => {
  it('point at the local provider and the portal’s own callback routes by default', () => {
    expect(loadIdentityProviderConfig({}, PUBLIC_URL)).toEqual({
      appId: '51000001',
      clientSecret: null,
      browserOrigin: 'http://id.localhost:3100',
      serverOrigin: 'http://127.0.0.1:3100',
      redirectUris: ['http://localhost:3000/login-vk', 'http://localhost:3000/registration-vk'],
      timeoutMs: 5000,
      stateTtlSeconds: 600,
      startsPerIpPerHour: 120,
      startsPerFingerprintPerHour: 60,
      available: true,
    });
  });

  // Issue 31 §2: a production start runs no local provider, yet /login offered a one-tap that led to id.localhost.
  it.each([
    ['a production start without VKID_* (no provider runs)', { NODE_ENV: 'production' }, false],
    ['a production start with ID_PROVIDER=off and no VKID_*', { NODE_ENV: 'production', ID_PROVIDER: 'off' }, false],
    ['a development start with ID_PROVIDER=off and no VKID_*', { ID_PROVIDER: 'off' }, false],
    ['a development start (the local provider runs)', {}, true],
    ['a production start with the local provider switched on', { NODE_ENV: 'production', ID_PROVIDER: 'on' }, true],
    ['a production start with VKID_APP_ID', { NODE_ENV: 'production', VKID_APP_ID: '52345678' }, true],
    ['a production start with VKID_URL', { NODE_ENV: 'production', VKID_URL: 'id.vk.com' }, true],
  ])('offer social sign-in only where a provider is configured: %s', (_, env, available) => {
    expect(loadIdentityProviderConfig(env, PUBLIC_URL).available).toBe(available);
  });

  it('follow ID_PROVIDER_PORT and PUBLIC_URL', () => {
    const config = loadIdentityProviderConfig({ ID_PROVIDER_PORT: '3999' }, 'https://rjadom.ru/');
    expect(config).toMatchObject({
      browserOrigin: 'http://id.localhost:3999',
      serverOrigin: 'http://127.0.0.1:3999',
      redirectUris: ['https://rjadom.ru/login-vk', 'https://rjadom.ru/registration-vk'],
    });
  });

  it('reach the real provider by configuration alone: one origin for the browser and the server', () => {
    const config = loadIdentityProviderConfig(
      {
        VKID_URL: 'id.vk.com',
        VKID_APP_ID: '52345678',
        VKID_CLIENT_SECRET: 'secret',
        VKID_REDIRECT_URIS: 'https://rjadom.ru/login-vk, https://rjadom.ru/registration-vk',
      },
      PUBLIC_URL,
    );
    expect(config).toMatchObject({
      appId: '52345678',
      clientSecret: 'secret',
      browserOrigin: 'https://id.vk.com',
      serverOrigin: 'https://id.vk.com',
      redirectUris: ['https://rjadom.ru/login-vk', 'https://rjadom.ru/registration-vk'],
    });
  });

  it.each([
    [{ VKID_URL: 'http://id.example.ru' }, /VKID_URL/],
    [{ VKID_SERVER_URL: 'https://id.vk.com/oauth2' }, /VKID_SERVER_URL/],
    [{ VKID_REDIRECT_URIS: 'http://rjadom.ru/login-vk' }, /VKID_REDIRECT_URIS/],
    [{ VKID_REDIRECT_URIS: 'https://rjadom.ru/login-vk#x' }, /VKID_REDIRECT_URIS/],
    [{ VKID_REDIRECT_URIS: '/login-vk' }, /VKID_REDIRECT_URIS/],
    [{ VKID_STATE_TTL_SECONDS: '601' }, /at most 600/],
    [{ VKID_TIMEOUT_MS: '0' }, /VKID_TIMEOUT_MS/],
  ])('refuse %j', (env, message) => {
    expect(() => loadIdentityProviderConfig(env, PUBLIC_URL)).toThrow(message);
  });
});
