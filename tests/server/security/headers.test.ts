import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  isFramedRequest,
  securityHeadersFor,
  validFrameAncestors,
  YANDEX_CAPTCHA_ORIGIN,
} from '../../../server/security/headers.ts';

const url = (path: string) => new URL(path, 'http://localhost:3000');

describe('frames mode detection', () => {
  it('treats /frames, pages under it and any page with the iframe parameter as framed', () => {
    expect(isFramedRequest(url('/frames'))).toBe(true);
    expect(isFramedRequest(url('/frames/brands'))).toBe(true);
    expect(isFramedRequest(url('/brands?iframe=1'))).toBe(true);
    expect(isFramedRequest(url('/brands?iframe'))).toBe(true);
  });

  it('does not treat look-alikes as framed', () => {
    expect(isFramedRequest(url('/'))).toBe(false);
    expect(isFramedRequest(url('/framesx'))).toBe(false);
    expect(isFramedRequest(url('/brands?frame=1'))).toBe(false);
  });
});

describe('Content-Security-Policy', () => {
  it('forbids framing on normal pages and sends X-Frame-Options DENY with it', () => {
    const headers = securityHeadersFor(url('/brands'), {
      frameAncestors: ['https://partner.example'],
      captchaProvider: 'altcha',
    });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).not.toContain('partner.example');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('allows self and the configured hosts in frames mode, without X-Frame-Options', () => {
    const headers = securityHeadersFor(url('/frames'), {
      frameAncestors: ['https://partner.example', 'http://localhost:8080'],
      captchaProvider: 'altcha',
    });
    expect(headers['Content-Security-Policy']).toContain(
      "frame-ancestors 'self' https://partner.example http://localhost:8080",
    );
    expect(headers).not.toHaveProperty('X-Frame-Options');
  });

  it('drops configured ancestors that are not plain origins', () => {
    expect(
      validFrameAncestors([
        'https://ok.example',
        "'unsafe-inline'",
        'https://a.example; script-src *',
        '*',
        'javascript:x',
        'https://ok.example/path',
      ]),
    ).toEqual(['https://ok.example']);
  });

  it('lets the ALTCHA worker run from blob: and keeps scripts to our own origin', () => {
    const csp = contentSecurityPolicy({ framed: false, frameAncestors: [], captchaProvider: 'altcha' });
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain(YANDEX_CAPTCHA_ORIGIN);
  });

  it('adds the SmartCaptcha origin to scripts, connections and frames only with the Yandex provider', () => {
    const csp = contentSecurityPolicy({ framed: false, frameAncestors: [], captchaProvider: 'yandex' });
    expect(csp).toContain(`script-src 'self' ${YANDEX_CAPTCHA_ORIGIN}`);
    expect(csp).toContain(`connect-src 'self' ${YANDEX_CAPTCHA_ORIGIN}`);
    expect(csp).toContain(`frame-src 'self' ${YANDEX_CAPTCHA_ORIGIN}`);
  });
});

describe('Permissions-Policy', () => {
  it('lets the portal’s own origin ask for the shopper’s location («Рядом со мной», issue 21) and nothing it embeds', () => {
    for (const path of ['/', '/offline', '/frames', '/brands?iframe=1']) {
      const policy = securityHeadersFor(url(path), { frameAncestors: [], captchaProvider: 'altcha' })[
        'Permissions-Policy'
      ];
      expect(policy).toContain('geolocation=(self)');
      expect(policy).not.toContain('geolocation=()');
    }
  });

  it('keeps the camera, the microphone, payment and USB off for everyone', () => {
    const policy =
      securityHeadersFor(url('/'), { frameAncestors: [], captchaProvider: 'altcha' })['Permissions-Policy'] ?? '';
    expect(policy.split(', ').sort()).toEqual([
      'camera=()',
      'geolocation=(self)',
      'microphone=()',
      'payment=()',
      'usb=()',
    ]);
  });
});
