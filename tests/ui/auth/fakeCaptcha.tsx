/**
 * A stand-in for the ALTCHA widget in component tests: a button that solves it, one that lets it expire,
 * and the reset count it was given, so a test can see the form ask for a fresh challenge.
 * Use: vi.mock('../../../ui/auth/CaptchaField.tsx', () => import('./fakeCaptcha.tsx'));
 */
import type { CaptchaFieldProps } from '../../../ui/auth/CaptchaField.tsx';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export function CaptchaField({ onSolved, onExpired, resetKey }: CaptchaFieldProps) {
  return (
    <div data-testid="captcha" data-resets={resetKey}>
      <button type="button" onClick={() => onSolved(`captcha-${resetKey}`)}>
        Я не робот
      </button>
      <button type="button" onClick={onExpired}>
        Капча истекла
      </button>
    </div>
  );
}
