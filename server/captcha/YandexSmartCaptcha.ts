import type { CaptchaVerifier } from '../ports.ts';
import { postForm } from '../http/postForm.ts';

/** How long the validate call may take before the check counts as failed. */
const REQUEST_TIMEOUT_MS = 5_000;
const MAX_TOKEN_LENGTH = 8192;

export interface YandexSmartCaptchaOptions {
  serverKey: string;
  /** The validate endpoint, https://smartcaptcha.yandexcloud.net/validate by default. */
  url: string;
  fetch?: typeof fetch;
}

/**
 * Yandex SmartCaptcha (CAPTCHA_PROVIDER=yandex): the server-side validate call with secret, token and ip.
 * True only for HTTP 200 with `status: 'ok'`; a network error, timeout, other status or odd body is false
 * (fail closed). Replays are the provider's job: its tokens are single-use.
 */
export class YandexSmartCaptcha implements CaptchaVerifier {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: YandexSmartCaptchaOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async verify(payload: string, remoteIp: string | null): Promise<boolean> {
    if (payload === '' || payload.length > MAX_TOKEN_LENGTH) {
      return false;
    }
    try {
      const body = new URLSearchParams({ secret: this.options.serverKey, token: payload });
      if (remoteIp !== null) {
        body.set('ip', remoteIp);
      }
      const response = await postForm(this.fetch, this.options.url, body, REQUEST_TIMEOUT_MS);
      if (!response.ok) {
        return false;
      }
      const answer = (await response.json()) as { status?: unknown };
      return answer.status === 'ok';
    } catch {
      return false;
    }
  }
}
