import type { Clock } from '../../core/ports/logger.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { CaptchaVerifier } from '../ports.ts';
import { AltchaCaptcha } from './AltchaCaptcha.ts';
import { YandexSmartCaptcha } from './YandexSmartCaptcha.ts';

/** The configured captcha provider. Throws when Yandex is chosen without its server key. */
export function createCaptchaVerifier(config: ServerConfig, db: Db, clock: Clock): CaptchaVerifier {
  if (config.captchaProvider === 'altcha') {
    return new AltchaCaptcha(db, config.security, clock);
  }
  if (config.yandexCaptchaServerKey === null || config.yandexCaptchaServerKey.trim() === '') {
    throw new Error('CAPTCHA_PROVIDER=yandex needs YANDEX_CAPTCHA_SERVER_KEY');
  }
  return new YandexSmartCaptcha({ serverKey: config.yandexCaptchaServerKey, url: config.yandexCaptchaUrl });
}

/**
 * Refuses to serve the portal with a captcha provider its sign-in forms have no widget for: the forms
 * carry only the ALTCHA widget, so with CAPTCHA_PROVIDER=yandex nobody could sign in (issue 10). The API
 * alone (`servesPortal` false) may use SmartCaptcha for clients that bring their own widget.
 */
export function assertPortalCaptcha(config: Pick<ServerConfig, 'captchaProvider'>, servesPortal: boolean): void {
  if (servesPortal && config.captchaProvider === 'yandex') {
    throw new Error(
      'CAPTCHA_PROVIDER=yandex: the portal has no SmartCaptcha widget in its sign-in forms, so nobody could sign in. ' +
        'Serve the portal with CAPTCHA_PROVIDER=altcha, or run the API alone (--api-only) for clients with their own SmartCaptcha widget.',
    );
  }
}
