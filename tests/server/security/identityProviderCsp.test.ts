import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeadersFor } from '../../../server/security/headers.ts';
import { loadIdentityProviderConfig } from '../../../server/idProviderClient/config.ts';

function directive(csp: string, name: string): string {
  return csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

describe('the portal’s CSP and the identity provider', () => {
  it('lets pages frame the provider’s one-tap frame and send it statistics, from the configured origin', () => {
    const identityProvider = loadIdentityProviderConfig({ VKID_URL: 'id.vk.com' }, 'https://rjadom.ru');
    const csp = securityHeadersFor(new URL('https://rjadom.ru/login'), {
      frameAncestors: [],
      captchaProvider: 'altcha',
      identityProvider,
    })['Content-Security-Policy']!;
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://id.vk.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://id.vk.com");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('names the local provider by default', () => {
    const identityProvider = loadIdentityProviderConfig({}, 'http://localhost:3000');
    const csp = securityHeadersFor(new URL('http://localhost:3000/'), {
      frameAncestors: [],
      captchaProvider: 'altcha',
      identityProvider,
    })['Content-Security-Policy']!;
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' http://id.localhost:3100");
  });

  it('names no provider where the portal offers no social sign-in (a production start without VKID_*; issue 31)', () => {
    const identityProvider = loadIdentityProviderConfig({ NODE_ENV: 'production' }, 'https://rjadom.ru');
    const csp = securityHeadersFor(new URL('https://rjadom.ru/login'), {
      frameAncestors: [],
      captchaProvider: 'altcha',
      identityProvider,
    })['Content-Security-Policy']!;
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('leaves out anything that is not an origin', () => {
    const csp = contentSecurityPolicy({
      framed: false,
      frameAncestors: [],
      captchaProvider: 'altcha',
      identityProviderOrigin: "https://x.example; script-src 'unsafe-inline'",
    });
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  });
});
