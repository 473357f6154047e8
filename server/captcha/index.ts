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
