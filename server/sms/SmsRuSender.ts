import type { SmsSender } from '../ports.ts';
import { postForm } from '../http/postForm.ts';

/** How long one provider call may take before the send counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface SmsRuOptions {
  apiId: string;
  /** The provider's send endpoint, e.g. https://sms.ru/sms/send. */
  url: string;
  fetch?: typeof fetch;
}

interface SmsRuAnswer {
  status?: unknown;
  status_text?: unknown;
  sms?: Record<string, { status?: unknown; status_text?: unknown } | undefined>;
}

/**
 * SMS.ru over HTTP: POST api_id, to, msg, json=1 (form-encoded). Resolves only when both the request and the
 * message were accepted (`status: 'OK'`); rejects otherwise, so the caller answers SMS_NOT_SENT.
 */
export class SmsRuSender implements SmsSender {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SmsRuOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send(message: { phone: string; text: string; code: string }): Promise<void> {
    const body = new URLSearchParams({ api_id: this.options.apiId, to: message.phone, msg: message.text, json: '1' });
    const response = await postForm(this.fetch, this.options.url, body, REQUEST_TIMEOUT_MS);
    if (!response.ok) {
      throw new Error(`sms.ru answered HTTP ${response.status}`);
    }
    const answer = (await response.json()) as SmsRuAnswer;
    if (answer.status !== 'OK') {
      throw new Error(`sms.ru refused the request: ${String(answer.status_text ?? answer.status)}`);
    }
    const perPhone = answer.sms?.[message.phone];
    if (perPhone !== undefined && perPhone.status !== 'OK') {
      throw new Error(`sms.ru refused the message: ${String(perPhone.status_text ?? perPhone.status)}`);
    }
  }
}
