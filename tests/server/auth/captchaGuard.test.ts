import { describe, expect, it } from 'vitest';
import { requireCaptcha } from '../../../server/auth/captchaGuard.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { HttpFailure } from '../../../server/http/failure.ts';
import type { CaptchaVerifier } from '../../../server/ports.ts';

function depsWith(captcha: CaptchaVerifier): ServerDeps {
  return { captcha } as unknown as ServerDeps;
}

describe('requireCaptcha', () => {
  it('passes when the verifier says yes and hands it the payload and address', async () => {
    const seen: unknown[] = [];
    await requireCaptcha(
      depsWith({ verify: async (payload, ip) => (seen.push(payload, ip), true) }),
      'payload',
      '192.0.2.1',
    );
    expect(seen).toEqual(['payload', '192.0.2.1']);
  });

  it('fails closed with 400 BAD_CAPTCHA on no, on a throwing verifier and on a non-boolean answer', async () => {
    const verifiers: CaptchaVerifier[] = [
      { verify: async () => false },
      { verify: async () => Promise.reject(new Error('provider down')) },
      { verify: async () => 'yes' as unknown as boolean },
    ];
    for (const verifier of verifiers) {
      const failure = await requireCaptcha(depsWith(verifier), 'payload', null).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpFailure);
      expect(failure).toMatchObject({ status: 400, code: 'BAD_CAPTCHA' });
    }
  });
});
