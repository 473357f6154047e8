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
  /** The secret this tab kept for `state` (PageSecrets); absent when it kept none, and then the server refuses. */
  pageSecret?: string;
  /** At most one referral key (suid, tid or did). */
  referral?: { key: ReferralKey; id: string };
}

/**
 * The social sign-in calls.
 *
 * Contract (as ApiPort): a refusal rejects with `ApiError` whose `code` is the server's message —
 * REDIRECT_URI_NOT_ALLOWED, STATE_*, PROVIDER_*, USER_BLOCKED, USER_UNDER_14_YEARS_OLD, PROFILE_INCOMPLETE,
 * STATE_PAGE_MISMATCH (login-from-vk without this tab's page secret for the state, or with another),
 * PHONE_REQUIRED (then `ApiError.details` carries `{ token, vkData }`), WRONG_CODE, INVALID_TOKEN …;
 * an answer without both tokens rejects with `MissingTokensError`.
 */
export interface SocialAuthApi {
  /** Starts a sign-in bound to `pageSecret` (PageSecrets.create); the server keeps only its hash. */
  codeChallengeVk(request: { fingerprint: string; redirectUri: string; pageSecret: string }): Promise<VkChallenge>;
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

/**
 * The page secrets of the social sign-ins this tab began, by state (issue 30 §1): what binds a sign-in to the
 * page that began it. A cookie is shared by every port of the portal's host, so a page on another port could
 * plant the binding cookie of a state it began; storage that only the portal's own origin (port included) in
 * this tab can read or write cannot be planted that way.
 *
 * Contract: `create` answers a fresh secret of 32 bytes from a CSPRNG in base64url (`pageSecretSchema`);
 * `keep` stores it for `state` in the tab, surviving the page's navigation to the provider and back; `find`
 * answers it, or null for a state this tab never kept (another tab, cleared storage, a planted callback).
 * None of them rejects. Promises, so that the tab's adapter can load with the sign-in rather than the first screen.
 */
export interface PageSecrets {
  create(): Promise<string>;
  keep(state: string, secret: string): Promise<void>;
  find(state: string): Promise<string | null>;
}
