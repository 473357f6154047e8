/**
 * `Auth`, as in @vkid/sdk 2.x: `login()` opens the full sign-in; from the site's front end
 * `exchangeCode()` trades the code for tokens, `refreshToken()` trades a refresh token for new ones,
 * `logout()` ends the sign-in, `userInfo()` reads the signed-in user and `publicInfo()` what an id token
 * may show of them.
 */
import { authErrorOf, type AuthSuccessPayload } from '../core/widgetKit/authResult.ts';
import { AuthErrorCode } from '../core/widgetKit/constants.ts';
import { createState } from '../core/widgetKit/pkce.ts';
import { providerOrigin } from '../core/widgetKit/providerOrigin.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import { cookieAuthStore } from './adapters/CookieAuthStore.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';
import { configured } from './config.ts';
import { redirectWith, startLogin } from './login.ts';
import { resetPkce } from './pkcePair.ts';
import * as signInFlow from './signInFlow.ts';
import type { AuthParams } from './signInRequest.ts';

export { AuthErrorCode } from '../core/widgetKit/constants.ts';
export type { AuthError, AuthFailureReason, AuthSuccessPayload } from '../core/widgetKit/authResult.ts';
export type { AuthParams };

/** @vkid/sdk's name for what a finished sign-in hands over: code, state, device_id, type, expires_in. */
export type AuthResponse = AuthSuccessPayload;

/** Tokens of a code exchange or a refresh. */
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
  user: {
    user_id: string;
    first_name?: string;
    last_name?: string;
    phone?: string;
    avatar?: string;
    email?: string;
    sex?: number;
    verified?: boolean;
    birthday?: string;
  };
}

/** What `logout()` answers: `{ response: 1 }`. */
export interface LogoutResult {
  response: number;
}

/** What an id token may show before the site holds an access token: the phone and e-mail come masked. */
export interface PublicInfoResult {
  user: { user_id: string; first_name: string; last_name: string; avatar: string; email: string; phone: string };
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

const INVALID_GRANT_HINT =
  'A code works once, for 10 minutes, with the verifier, device_id and redirectUrl it was issued for.';

/** POSTs `body` (form-encoded) to `path` with `query` on the provider; its JSON, or its `{ error }` as the rejection. */
async function post<T>(
  config: WidgetConfig,
  path: string,
  query: Record<string, string>,
  body: Record<string, string>,
): Promise<T> {
  const answer = await fetch(`${providerOrigin(config.__vkidDomain)}${path}?${new URLSearchParams(query).toString()}`, {
    method: 'POST',
    body: new URLSearchParams(body),
  });
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
   * With responseMode 'callback' resolves with `{ code, state, device_id, … }`; with 'redirect' the page
   * goes to `redirectUrl` with them instead and the promise never settles, as in @vkid/sdk. In 'redirect'
   * mode the page leaves for the provider and the promise never settles either.
   */
  login(params: AuthParams = {}): Promise<AuthSuccessPayload> {
    return new Promise((resolve, reject) => {
      startLogin(
        params,
        (outcome) => {
          if (!outcome.ok) {
            reject(outcome.error);
            return;
          }
          if (!redirectWith(configured(), outcome.payload)) {
            resolve(outcome.payload);
          }
        },
        false,
        signInFlow,
      );
    });
  },

  /**
   * Trades a code for tokens (POST /oauth2/auth). The verifier is the third argument, else the configured
   * one, else the one the kit kept; the answer's state must be the one the sign-in started with (else 104).
   */
  async exchangeCode(code: string, deviceId: string, codeVerifier?: string): Promise<TokenResult> {
    const config = configured();
    const kept = cookieAuthStore().read();
    const verifier = codeVerifier ?? config.codeVerifier ?? kept.verifier;
    if (!verifier) {
      throw new Error(NO_VERIFIER);
    }
    const state = config.state ?? kept.state;
    const query = {
      grant_type: 'authorization_code',
      redirect_uri: config.redirectUrl,
      client_id: String(config.app),
      code_verifier: verifier,
      ...(state ? { state } : {}),
      device_id: deviceId,
    };
    const tokens = await post<TokenResult>(config, '/oauth2/auth', query, { code });
    if (state && tokens.state !== state) {
      throw authErrorOf(AuthErrorCode.StateMismatch, { state: tokens.state });
    }
    resetPkce();
    return tokens;
  },

  /**
   * Trades a refresh token for a new pair (POST /oauth2/auth, grant_type=refresh_token). The provider
   * rotates them: keep the answer's refresh token, the one given is spent. Sent with the configured state
   * or a fresh one, which the answer must echo (else 104).
   */
  async refreshToken(refreshToken: string, deviceId: string): Promise<TokenResult> {
    const config = configured();
    const state = config.state ?? createState(webCryptoRandom);
    const query = {
      grant_type: 'refresh_token',
      redirect_uri: config.redirectUrl,
      client_id: String(config.app),
      device_id: deviceId,
      state,
    };
    const tokens = await post<TokenResult>(config, '/oauth2/auth', query, { refresh_token: refreshToken });
    if (tokens.state !== state) {
      throw authErrorOf(AuthErrorCode.StateMismatch, { state: tokens.state });
    }
    return tokens;
  },

  /** Ends the sign-in of an access token (POST /oauth2/logout): it and its refresh and id tokens stop working. */
  logout(accessToken: string): Promise<LogoutResult> {
    return clientCall('/oauth2/logout', { access_token: accessToken });
  },

  /** The signed-in user's profile (POST /oauth2/user_info). */
  userInfo(accessToken: string): Promise<UserInfoResult> {
    return clientCall('/oauth2/user_info', { access_token: accessToken });
  },

  /** Name, avatar and masked phone and e-mail of the person an id token names (POST /oauth2/public_info). */
  publicInfo(idToken: string): Promise<PublicInfoResult> {
    return clientCall('/oauth2/public_info', { id_token: idToken });
  },
};

/** A call with the app's id in the query and one token in the body, as @vkid/sdk sends them. */
function clientCall<T>(path: string, body: Record<string, string>): Promise<T> {
  const config = configured();
  return post<T>(config, path, { client_id: String(config.app) }, body);
}
