import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsRuSender } from '../../../server/sms/SmsRuSender.ts';
import { deadUrl, startFakeProvider, type FakeProvider } from './fakeProvider.ts';

let provider: FakeProvider;
let sender: SmsRuSender;
const message = { phone: '79991234567', text: 'Код для входа в «Рядом»: 1234', code: '1234' };

beforeAll(async () => {
  provider = await startFakeProvider();
  sender = new SmsRuSender({ apiId: 'test-api-id', url: provider.url });
});

afterAll(async () => {
  await provider.close();
});

beforeEach(() => {
  provider.received.length = 0;
});

describe('SmsRuSender', () => {
  it('POSTs api_id, to, msg and json=1 as a form and resolves when sms.ru says OK', async () => {
    provider.answer(
      200,
      JSON.stringify({
        status: 'OK',
        status_code: 100,
        sms: { [message.phone]: { status: 'OK', status_code: 100, sms_id: '1' } },
      }),
    );
    await expect(sender.send(message)).resolves.toBeUndefined();
    expect(provider.received).toEqual([
      {
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        form: { api_id: 'test-api-id', to: message.phone, msg: message.text, json: '1' },
      },
    ]);
  });

  it('rejects when the request is refused (status ERROR)', async () => {
    provider.answer(200, JSON.stringify({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' }));
    await expect(sender.send(message)).rejects.toThrow(/api_id/);
  });

  it('rejects when the message to this phone is refused', async () => {
    provider.answer(
      200,
      JSON.stringify({
        status: 'OK',
        sms: { [message.phone]: { status: 'ERROR', status_code: 207, status_text: 'На этот номер нельзя отправлять' } },
      }),
    );
    await expect(sender.send(message)).rejects.toThrow(/номер/);
  });

  it('rejects on an HTTP error, on a body that is not JSON and when the provider cannot be reached', async () => {
    provider.answer(503, JSON.stringify({ status: 'OK' }));
    await expect(sender.send(message)).rejects.toThrow(/503/);
    provider.answer(200, '<html>oops</html>');
    await expect(sender.send(message)).rejects.toThrow();
    const offline = new SmsRuSender({ apiId: 'x', url: await deadUrl() });
    await expect(offline.send(message)).rejects.toThrow();
  });
});
