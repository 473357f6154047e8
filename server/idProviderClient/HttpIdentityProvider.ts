import * as v from 'valibot';
import { errorAnswer, tokenAnswer, userInfoAnswer } from './answers.ts';
import type { IdentityProviderConfig } from './config.ts';
import {
  IdentityProviderError,
  type CodeExchange,
  type IdentityProvider,
  type ProviderTokens,
  type ProviderUser,
} from './port.ts';

/** The largest answer read from the provider; its answers are a few hundred bytes. */
const MAX_ANSWER_CHARS = 64 * 1024;

export interface HttpIdentityProviderOptions {
  config: Pick<IdentityProviderConfig, 'appId' | 'clientSecret' | 'serverOrigin' | 'timeoutMs'>;
  /** Replaces the global fetch. */
  fetch?: typeof fetch;
}

interface Answer {
  status: number;
  json: unknown;
}

/**
 * IdentityProvider over HTTP, in the protocol of the widget plan (the real VK ID and server/id-provider):
 * POST /oauth2/auth?grant_type=authorization_code&redirect_uri&client_id&code_verifier&state&device_id with
 * the code in a form body; POST /oauth2/user_info with `client_id, access_token`. Every call has a timeout
 * that covers reading the body too; every answer's shape is checked before it is used.
 */
export class HttpIdentityProvider implements IdentityProvider {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpIdentityProviderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async exchangeCode(request: CodeExchange): Promise<ProviderTokens> {
    const { config } = this.options;
    const query = new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: request.redirectUri,
      client_id: config.appId,
      code_verifier: request.codeVerifier,
      state: request.state,
      device_id: request.deviceId,
    });
    const body = new URLSearchParams({ code: request.code });
    if (config.clientSecret !== null) {
      body.set('client_secret', config.clientSecret);
    }
    const answer = await this.post(`/oauth2/auth?${query.toString()}`, body);
    const tokens = this.parse(tokenAnswer, answer, 'token exchange');
    if (tokens.state !== request.state) {
      throw new IdentityProviderError('bad_answer', 'token exchange echoed another state');
    }
    return { accessToken: tokens.access_token, userId: tokens.user_id, state: tokens.state };
  }

  async userInfo(accessToken: string): Promise<ProviderUser> {
    const body = new URLSearchParams({ client_id: this.options.config.appId, access_token: accessToken });
    const { user } = this.parse(userInfoAnswer, await this.post('/oauth2/user_info', body), 'user info');
    return {
      userId: user.user_id,
      firstName: user.first_name,
      lastName: user.last_name,
      phone: user.phone ?? null,
      verified: user.verified,
      sex: user.sex,
      birthday: user.birthday ?? null,
      avatar: user.avatar ?? null,
      email: user.email ?? null,
    };
  }

  /** A 2xx answer that fits `schema`, else the failure it stands for. */
  private parse<S extends v.GenericSchema>(schema: S, answer: Answer, what: string): v.InferOutput<S> {
    if (answer.status >= 500) {
      throw new IdentityProviderError('unavailable', `${what} answered ${answer.status}`);
    }
    if (answer.status >= 400) {
      const refusal = v.safeParse(errorAnswer, answer.json);
      if (!refusal.success) {
        throw new IdentityProviderError('bad_answer', `${what} answered ${answer.status} without an error field`);
      }
      throw new IdentityProviderError('refused', `${what}: ${refusal.output.error}`, refusal.output.error);
    }
    const parsed = v.safeParse(schema, answer.json);
    if (answer.status !== 200 || !parsed.success) {
      throw new IdentityProviderError('bad_answer', `${what} answered ${answer.status} with an unexpected shape`);
    }
    return parsed.output;
  }

  private async post(path: string, body: URLSearchParams): Promise<Answer> {
    const { serverOrigin, timeoutMs } = this.options.config;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let raw: string;
    try {
      response = await this.fetch(`${serverOrigin}${path}`, {
        method: 'POST',
        body,
        signal,
        redirect: 'error',
        headers: { accept: 'application/json' },
      });
      raw = await response.text();
    } catch (error) {
      if (signal.aborted) {
        throw new IdentityProviderError('timeout', `no answer within ${timeoutMs} ms`, null, { cause: error });
      }
      throw new IdentityProviderError('unavailable', error instanceof Error ? error.message : String(error), null, {
        cause: error,
      });
    }
    if (raw.length > MAX_ANSWER_CHARS) {
      throw new IdentityProviderError('bad_answer', `answer of ${raw.length} characters`);
    }
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      // Not JSON: parse() reports it by status (5xx unavailable, else bad_answer).
    }
    return { status: response.status, json };
  }
}
