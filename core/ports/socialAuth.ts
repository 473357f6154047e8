/** Ports of the social one-tap sign-in (portal §4 «Social-network login», §7 code-challenge-vk, login-from-vk). */
import type { AuthUser, ReferralKey } from '../model/index.ts';
import type { SmsCodeSent } from './api.ts';
import type { VkData } from '../domain/vkData.ts';

/** What code-challenge-vk answers: everything the widget kit's `Config` needs for one sign-in. */
export interface VkChallenge {
  /** PKCE S256 challenge; its verifier stays on the server. */
  codeChallenge: string;
  /** Single use, bound to the fingerprint and the redirect URI, valid 10 minutes. */
  state: string;
  /** The application id at the provider. */
  appId: string;
  /** The provider's origin as the browser reaches it (the kit's `__vkidDomain`). */
  providerUrl: string;
  redirectUri: string;
}

/** The provider account the portal signed in with (portal §3 «vkData»), checked by `vkDataSchema`. */
export type { VkData } from '../domain/vkData.ts';

/** A social sign-in's answer: the user with both tokens, and the provider account. */
export type VkAuthUser = AuthUser & { vkData: VkData };

export interface VkLoginRequest {
  code: string;
  deviceId: string;
  state: string;
  fingerprint: string;
  redirectUri: string;
  /** At most one referral key (suid, tid or did). */
  referral?: { key: ReferralKey; id: string };
}

/**
 * The social sign-in calls.
 *
 * Contract (as ApiPort): a refusal rejects with `ApiError` whose `code` is the server's message —
 * REDIRECT_URI_NOT_ALLOWED, STATE_*, PROVIDER_*, USER_BLOCKED, USER_UNDER_14_YEARS_OLD, PROFILE_INCOMPLETE,
 * PHONE_REQUIRED (then `ApiError.details` carries `{ token, vkData }`), WRONG_CODE, INVALID_TOKEN …;
 * an answer without both tokens rejects with `MissingTokensError`.
 */
export interface SocialAuthApi {
  codeChallengeVk(request: { fingerprint: string; redirectUri: string }): Promise<VkChallenge>;
  loginFromVk(request: VkLoginRequest): Promise<VkAuthUser>;
  /** Phone step of a social registration: sends an SMS code; resolves with the request id and the resend wait. */
  vkPhone(request: { signUpToken: string; phone: string; token: string }): Promise<SmsCodeSent>;
  vkPhoneCode(request: { requestId: string; code: string }): Promise<VkAuthUser>;
}

/** Where `vkData` lives (browser local storage); removed with the tokens on logout. */
export interface VkDataStore {
  save(data: VkData): void;
  read(): VkData | null;
}

/**
 * The callback addresses this tab already acted on, by their `state`: the exchange-once rule (a reload or
 * Back onto the callback address must not exchange the code again). `add` is called before the exchange.
 */
export interface CallbackLedger {
  has(state: string): boolean;
  add(state: string): void;
}
