import type { $Fetch } from 'ofetch';
import * as v from 'valibot';
import { SERVER_ERROR_RETRY_DELAY_MS } from '../../core/domain/constants.ts';
import { vkDataSchema } from '../../core/domain/vkData.ts';
import { ApiError, MissingTokensError } from '../../core/errors.ts';
import type { SmsCodeSent } from '../../core/ports/api.ts';
import type { SocialAuthApi, VkAuthUser, VkChallenge, VkLoginRequest } from '../../core/ports/socialAuth.ts';
import { createHttpClient, type HttpClientOptions } from './client.ts';
import { smsCodeSentOf } from './smsCodeSent.ts';
import { toApiError, withServerRetry } from './request.ts';

export interface OfetchSocialAuthApiOptions extends HttpClientOptions {
  retryDelayMs?: number;
}

const filled = v.pipe(v.string(), v.minLength(1));
const challengeAnswer = v.object({
  codeChallenge: filled,
  state: filled,
  appId: filled,
  providerUrl: filled,
  redirectUri: filled,
});

/**
 * SocialAuthApi over HTTP (portal §7 code-challenge-vk, login-from-vk, and the phone step). The calls that
 * spend something single-use (the state, an SMS code) are never repeated by the adapter: a repeat could only
 * meet the spent value. code-challenge-vk and vk-phone follow §7's one retry of a 5xx after a second.
 */
export class OfetchSocialAuthApi implements SocialAuthApi {
  private readonly http: $Fetch;
  private readonly retryDelayMs: number;

  constructor(options: OfetchSocialAuthApiOptions) {
    this.http = createHttpClient(options);
    this.retryDelayMs = options.retryDelayMs ?? SERVER_ERROR_RETRY_DELAY_MS;
  }

  async codeChallengeVk(request: {
    fingerprint: string;
    redirectUri: string;
    pageSecret: string;
  }): Promise<VkChallenge> {
    return this.parse(challengeAnswer, await this.post('/api/authentication/code-challenge-vk', request, true));
  }

  loginFromVk(request: VkLoginRequest): Promise<VkAuthUser> {
    const { referral, ...fields } = request;
    const body = referral === undefined ? fields : { ...fields, [referral.key]: referral.id };
    return this.authUser('/api/authentication/login-from-vk', body);
  }

  async vkPhone(request: { signUpToken: string; phone: string; token: string }): Promise<SmsCodeSent> {
    return smsCodeSentOf(await this.post('/api/authentication/vk-phone', request, true));
  }

  vkPhoneCode(request: { requestId: string; code: string }): Promise<VkAuthUser> {
    return this.authUser('/api/authentication/vk-phone-code', request);
  }

  private async post(path: string, body: object, retry: boolean): Promise<unknown> {
    // The page secret travels in the body (issue 30): a cookie can be planted from another port, a body cannot.
    // The browser's binding cookie (HttpOnly, set by code-challenge-vk) must ride along with login-from-vk:
    // said here, not left to fetch's default, since a social sign-in cannot finish without it. Same origin
    // only: the portal's API is on its own origin, and no other site may receive it.
    const send = () => this.http<unknown>(path, { method: 'POST', body, credentials: 'same-origin' });
    try {
      return await (retry ? withServerRetry(send, this.retryDelayMs) : send());
    } catch (error) {
      // The adapter's error contract, `details` included (PHONE_REQUIRED carries its token there).
      throw toApiError(error);
    }
  }

  private parse<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
    const parsed = v.safeParse(schema, answer);
    if (!parsed.success) {
      throw new ApiError('UNKNOWN_ERROR', 200);
    }
    return parsed.output;
  }

  private async authUser(path: string, body: object): Promise<VkAuthUser> {
    const answer = (await this.post(path, body, false)) as Record<string, unknown> | null;
    const filledToken = (value: unknown) => typeof value === 'string' && value !== '';
    if (
      typeof answer !== 'object' ||
      answer === null ||
      !filledToken(answer.accessToken) ||
      !filledToken(answer.refreshToken)
    ) {
      throw new MissingTokensError();
    }
    const vkData = v.safeParse(vkDataSchema, answer.vkData);
    if (!vkData.success) {
      throw new ApiError('UNKNOWN_ERROR', 200);
    }
    return { ...(answer as unknown as VkAuthUser), vkData: vkData.output };
  }
}
