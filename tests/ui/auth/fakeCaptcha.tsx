/**
 * A stand-in for the ALTCHA widget in component tests: a button that solves it, one that lets it expire,
 * and the reset count it was given, so a test can see the form ask for a fresh challenge.
 * Use: vi.mock('../../../ui/auth/AltchaWidget.tsx', () => import('./fakeCaptcha.tsx'));
 */
import type { AltchaWidgetProps } from '../../../ui/auth/AltchaWidget.tsx';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export function AltchaWidget({ onSolved, onExpired, resetKey }: AltchaWidgetProps) {
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
