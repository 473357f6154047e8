import { describe, expect, it } from 'vitest';
import { DEFAULT_VKID_DOMAIN, providerOrigin } from '../../../core/widgetKit/providerOrigin.ts';

describe('the provider origin from __vkidDomain', () => {
  it('a bare host means https', () => {
    expect(providerOrigin('id.vk.com')).toBe('https://id.vk.com');
    expect(providerOrigin(DEFAULT_VKID_DOMAIN)).toBe('https://id.vk.com');
    expect(providerOrigin('  ID.VK.com  ')).toBe('https://id.vk.com');
  });

  it('keeps an explicit https origin and its port, a trailing slash is harmless', () => {
    expect(providerOrigin('https://id.example.org:8443')).toBe('https://id.example.org:8443');
    expect(providerOrigin('https://id.example.org/')).toBe('https://id.example.org');
  });

  it.each(['http://localhost:3100', 'http://id.localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100'])(
    'allows http for the loopback host %s',
    (value) => {
      expect(providerOrigin(value)).toBe(value);
    },
  );

  it.each(['http://id.vk.com', 'http://192.168.1.10:3100', 'http://localhost.evil.com', 'http://127.0.0.2'])(
    'refuses http for the network host %s',
    (value) => {
      expect(() => providerOrigin(value)).toThrow(
        `__vkidDomain should be a host name such as id.vk.com, with http:// only for localhost, *.localhost, 127.0.0.1 or [::1]; got "${value}"`,
      );
    },
  );

  it.each([
    '',
    '   ',
    'id.vk.com/path',
    'https://id.vk.com/oauth',
    'id.vk.com?x=1',
    'id.vk.com#top',
    'https://user:pw@id.vk.com',
    'ftp://id.vk.com',
    'javascript://id.vk.com',
    'id vk com',
  ])('refuses %j with a clear message', (value) => {
    expect(() => providerOrigin(value)).toThrow(/^__vkidDomain should be a host name/);
  });
});
