import { describe, expect, it } from 'vitest';
import { createCaptchaVerifier } from '../../../server/captcha/index.ts';
import { AltchaCaptcha } from '../../../server/captcha/AltchaCaptcha.ts';
import { YandexSmartCaptcha } from '../../../server/captcha/YandexSmartCaptcha.ts';
import { loadConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/database.ts';
import { ConsoleSmsSender } from '../../../server/sms/ConsoleSmsSender.ts';
import { createSmsSender } from '../../../server/sms/index.ts';
import { SmsRuSender } from '../../../server/sms/SmsRuSender.ts';
import { ManualClock, TEST_AUTH_SECRET } from '../testServer.ts';

const clock = new ManualClock();
const db = {} as Db;

describe('provider selection by configuration', () => {
  it('uses the console SMS provider with an outbox by default outside production', () => {
    const { sms, smsOutbox } = createSmsSender(loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET }), clock, db);
    expect(sms).toBeInstanceOf(ConsoleSmsSender);
    expect(smsOutbox).toBe(sms);
  });

  it('uses SMS.ru without an outbox, and refuses to start without its api id', () => {
    const { sms, smsOutbox } = createSmsSender(
      loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, SMS_PROVIDER: 'smsru', SMSRU_API_ID: 'abc' }),
      clock,
      db,
    );
    expect(sms).toBeInstanceOf(SmsRuSender);
    expect(smsOutbox).toBeNull();
    expect(() =>
      createSmsSender(loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, SMS_PROVIDER: 'smsru' }), clock, db),
    ).toThrow(/SMSRU_API_ID/);
  });

  it('uses ALTCHA by default and Yandex SmartCaptcha when configured, which needs its server key', () => {
    expect(createCaptchaVerifier(loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET }), db, clock)).toBeInstanceOf(
      AltchaCaptcha,
    );
    expect(
      createCaptchaVerifier(
        loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, CAPTCHA_PROVIDER: 'yandex', YANDEX_CAPTCHA_SERVER_KEY: 'k' }),
        db,
        clock,
      ),
    ).toBeInstanceOf(YandexSmartCaptcha);
    expect(() =>
      createCaptchaVerifier(loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, CAPTCHA_PROVIDER: 'yandex' }), db, clock),
    ).toThrow(/YANDEX_CAPTCHA_SERVER_KEY/);
  });
});
