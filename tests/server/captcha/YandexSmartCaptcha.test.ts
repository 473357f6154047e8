import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { YandexSmartCaptcha } from '../../../server/captcha/YandexSmartCaptcha.ts';
import { deadUrl, startFakeProvider, type FakeProvider } from '../sms/fakeProvider.ts';

let provider: FakeProvider;
let captcha: YandexSmartCaptcha;

beforeAll(async () => {
  provider = await startFakeProvider();
  captcha = new YandexSmartCaptcha({ serverKey: 'server-key', url: provider.url });
});

afterAll(async () => {
  await provider.close();
});

beforeEach(() => {
  provider.received.length = 0;
});

describe('YandexSmartCaptcha', () => {
  it('POSTs secret, token and ip to the validate endpoint and accepts status ok', async () => {
    provider.answer(200, JSON.stringify({ status: 'ok', message: '', host: 'example.ru' }));
    expect(await captcha.verify('user-token', '192.0.2.10')).toBe(true);
    expect(provider.received).toEqual([
      {
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        form: { secret: 'server-key', token: 'user-token', ip: '192.0.2.10' },
      },
    ]);
  });

  it('leaves the ip out when the connecting address is unknown', async () => {
    provider.answer(200, JSON.stringify({ status: 'ok' }));
    expect(await captcha.verify('user-token', null)).toBe(true);
    expect(provider.received[0]!.form).toEqual({ secret: 'server-key', token: 'user-token' });
  });

  it('refuses status failed, HTTP errors, odd bodies and an unreachable service (fail closed)', async () => {
    provider.answer(200, JSON.stringify({ status: 'failed', message: 'Token invalid or expired.' }));
    expect(await captcha.verify('user-token', null)).toBe(false);
    provider.answer(500, JSON.stringify({ status: 'ok' }));
    expect(await captcha.verify('user-token', null)).toBe(false);
    provider.answer(200, 'not json');
    expect(await captcha.verify('user-token', null)).toBe(false);
    provider.answer(200, JSON.stringify({ status: 'OK ' }));
    expect(await captcha.verify('user-token', null)).toBe(false);
    const offline = new YandexSmartCaptcha({ serverKey: 'server-key', url: await deadUrl() });
    expect(await offline.verify('user-token', null)).toBe(false);
  });

  it('refuses an empty or oversized token without calling the service', async () => {
    expect(await captcha.verify('', null)).toBe(false);
    expect(await captcha.verify('x'.repeat(10_000), null)).toBe(false);
    expect(provider.received).toEqual([]);
  });
});
