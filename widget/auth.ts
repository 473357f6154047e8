/**
 * `Auth`, as in @vkid/sdk 2.x: `login()` opens the full sign-in, `exchangeCode()` trades the code for
 * tokens from the site's front end, `userInfo()` reads the signed-in user.
 */
import { authErrorOf, type AuthSuccessPayload } from '../core/widgetKit/authResult.ts';
import { AuthErrorCode } from '../core/widgetKit/constants.ts';
import { providerOrigin } from '../core/widgetKit/providerOrigin.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import { cookieAuthStore } from './adapters/CookieAuthStore.ts';
import { Config } from './config.ts';
import { redirectWith, startLogin, type AuthParams } from './login.ts';
import { resetPkce } from './session.ts';

export { AuthErrorCode } from '../core/widgetKit/constants.ts';
export type { AuthError, AuthFailureReason, AuthSuccessPayload } from '../core/widgetKit/authResult.ts';
export type { AuthParams };

/** Tokens of a code exchange. */
export interface TokenResult {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  user_id: number;
  state: string;
  scope: string;
}

export interface UserInfoResult {
  user: { user_id: string; first_name?: string; last_name?: string; phone?: string; avatar?: string; email?: string; sex?: number; verified?: boolean; birthday?: string };
}

/** The provider's refusal (`{ error, error_description, state }`), passed on as the rejection. */
export interface ProviderError {
  error: string;
  error_description?: string;
  state?: string;
  /** What usually causes it, in plain words. */
  hint?: string;
}

const NO_VERIFIER =
  'VK ID: Auth.exchangeCode has no PKCE code verifier. The kit keeps the one it made in a cookie of this host for 15 minutes ' +
  '(from render or Auth.login()); it expired, was cleared, or the sign-in began on another host. Sign in again, or pass your ' +
  'verifier: Auth.exchangeCode(code, deviceId, codeVerifier) or Config.init({ codeVerifier }).';

const INVALID_GRANT_HINT = 'A code works once, for 10 minutes, with the verifier, device_id and redirectUrl it was issued for.';

async function post<T>(config: WidgetConfig, path: string, body: Record<string, string>): Promise<T> {
  const answer = await fetch(`${providerOrigin(config.__vkidDomain)}${path}`, { method: 'POST', body: new URLSearchParams(body) });
  const json = (await answer.json()) as T | ProviderError;
  if (typeof json !== 'object' || json === null || 'error' in json) {
    const error = (json ?? { error: 'invalid_response' }) as ProviderError;
    throw error.error === 'invalid_grant' ? { ...error, hint: INVALID_GRANT_HINT } : error;
  }
  return json;
}

export const Auth = {
  /**
   * Opens the full sign-in. In 'new_tab'/'new_window' mode call it inside a click: the window opens at
   * once; a blocked one rejects with code 101 whose `details.retry()` signs in by redirect instead.
   * Resolves with `{ code, state, device_id, … }`; with responseMode 'redirect' the page then goes to
   * `redirectUrl` with them. In 'redirect' mode the page leaves and the promise never settles.
   */
  login(params: AuthParams = {}): Promise<AuthSuccessPayload> {
    return new Promise((resolve, reject) => {
      startLogin(params, (outcome) => {
        if (!outcome.ok) {
          reject(outcome.error);
          return;
        }
        resolve(outcome.payload);
        redirectWith(Config.get(), outcome.payload);
      });
    });
  },

  /**
   * Trades a code for tokens (POST /oauth2/auth). The verifier is the third argument, else the configured
   * one, else the one the kit kept; the answer's state must be the one the sign-in started with (else 104).
   */
  async exchangeCode(code: string, deviceId: string, codeVerifier?: string): Promise<TokenResult> {
    const config = Config.get();
    const kept = cookieAuthStore().read();
    const verifier = codeVerifier ?? config.codeVerifier ?? kept.verifier;
    if (!verifier) {
      throw new Error(NO_VERIFIER);
    }
    const state = config.state ?? kept.state;
    const query = new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: config.redirectUrl,
      client_id: String(config.app),
      code_verifier: verifier,
      ...(state ? { state } : {}),
      device_id: deviceId,
    });
    const tokens = await post<TokenResult>(config, `/oauth2/auth?${query.toString()}`, { code });
    if (state && tokens.state !== state) {
      throw authErrorOf(AuthErrorCode.StateMismatch, { state: tokens.state });
    }
    resetPkce();
    return tokens;
  },

  /** The signed-in user's profile (POST /oauth2/user_info). */
  userInfo(accessToken: string): Promise<UserInfoResult> {
    const config = Config.get();
    return post<UserInfoResult>(config, '/oauth2/user_info', { client_id: String(config.app), access_token: accessToken });
  },
};
