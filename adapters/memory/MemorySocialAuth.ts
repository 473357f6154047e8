/**
 * SocialAuthApi served from a MemoryWorld and a MemoryIdentityProvider, by the server's rules
 * (docs/security.md «Social sign-in»): single-use states bound to the page that began them (its page secret),
 * the fingerprint and the redirect URI (the browser's cookie has no memory counterpart), the
 * provider account's link first, then the phone it vouches for, else a new shopper (age rule, referral
 * not kept in memory), or PHONE_REQUIRED and the phone step.
 */
import { isUnderMinimumAge } from '../../core/domain/birthDate.ts';
import { canonicalPhone } from '../../core/domain/phone.ts';
import { socialRegistrationData } from '../../core/domain/socialProfile.ts';
import { pageSecretSchema } from '../../core/domain/socialLogin.ts';
import * as v from 'valibot';
import { refusal } from './refuse.ts';
import type { SocialAuthApi, VkAuthUser, VkChallenge, VkData, VkLoginRequest } from '../../core/ports/socialAuth.ts';
import type { SmsCodeSent } from '../../core/ports/api.ts';
import { s256, type MemoryIdentityProvider, type ProviderPerson } from './MemoryIdentityProvider.ts';
import type { MemoryWorld } from './MemoryWorld.ts';

/** The server's state lifetime. */
const STATE_TTL_MS = 10 * 60 * 1000;

export interface MemorySocialAuthOptions {
  world: MemoryWorld;
  provider: MemoryIdentityProvider;
  /** The configured redirect URIs. */
  redirectUris: readonly string[];
  appId?: string;
  providerUrl?: string;
  /** False: no provider is configured, and a sign-in cannot start (SOCIAL_SIGN_IN_OFF), as the server answers. */
  available?: boolean;
}

interface State {
  verifier: string;
  pageSecret: string;
  fingerprint: string;
  redirectUri: string;
  expiresAt: number;
  used: boolean;
}

interface SignUp {
  person: ProviderPerson;
  used: boolean;
}

function vkDataOf(person: ProviderPerson): VkData {
  return {
    userId: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    avatar: null,
    phone: person.phone,
  };
}

export class MemorySocialAuth implements SocialAuthApi {
  private readonly states = new Map<string, State>();
  private readonly links = new Map<string, string>();
  private readonly signUps = new Map<string, SignUp>();
  private issued = 0;

  constructor(private readonly options: MemorySocialAuthOptions) {}

  async codeChallengeVk(request: {
    fingerprint: string;
    redirectUri: string;
    pageSecret: string;
  }): Promise<VkChallenge> {
    if (this.options.available === false) {
      throw refusal('SOCIAL_SIGN_IN_OFF');
    }
    if (!v.is(pageSecretSchema, request.pageSecret)) {
      throw refusal('VALIDATION_ERROR');
    }
    if (!this.options.redirectUris.includes(request.redirectUri)) {
      throw refusal('REDIRECT_URI_NOT_ALLOWED');
    }
    const verifier = `verifier-${this.next()}-${'v'.repeat(43)}`;
    const state = `state-${this.next()}`;
    this.states.set(state, {
      verifier,
      pageSecret: request.pageSecret,
      fingerprint: request.fingerprint,
      redirectUri: request.redirectUri,
      expiresAt: this.now() + STATE_TTL_MS,
      used: false,
    });
    return {
      codeChallenge: await s256(verifier),
      state,
      appId: this.options.appId ?? '51000001',
      providerUrl: this.options.providerUrl ?? 'http://id.localhost:3100',
      redirectUri: request.redirectUri,
    };
  }

  async loginFromVk(request: VkLoginRequest): Promise<VkAuthUser> {
    if (request.pageSecret !== undefined && !v.is(pageSecretSchema, request.pageSecret)) {
      throw refusal('VALIDATION_ERROR');
    }
    const state = this.spendState(request);
    const person = await this.options.provider.exchange({
      code: request.code,
      codeVerifier: state.verifier,
      deviceId: request.deviceId,
      redirectUri: state.redirectUri,
    });
    const accounts = this.options.world.accounts;
    const linked = this.links.get(person.userId);
    const vouched = person.verified && person.phone !== null ? canonicalPhone(person.phone) : null;
    const phone = linked ?? (vouched !== null && accounts.hasPhone(vouched) ? vouched : null);
    if (phone !== null) {
      return this.signIn(person, phone);
    }
    const data = socialRegistrationData(person);
    if (data.name === null || data.gender === null || data.birthday === null) {
      throw refusal('PROFILE_INCOMPLETE');
    }
    if (isUnderMinimumAge(data.birthday, this.now())) {
      throw refusal('USER_UNDER_14_YEARS_OLD');
    }
    if (vouched === null) {
      const token = `sign-up-${this.next()}`;
      this.signUps.set(token, { person, used: false });
      throw refusal('PHONE_REQUIRED', { token, vkData: vkDataOf(person) });
    }
    this.options.world.addShopper({
      phone: vouched,
      name: data.name,
      gender: data.gender,
      birthday: data.birthday,
      email: data.email,
    });
    return this.signIn(person, vouched);
  }

  async vkPhone(request: { signUpToken: string; phone: string; token: string }): Promise<SmsCodeSent> {
    const signUp = this.signUps.get(request.signUpToken);
    const phone = canonicalPhone(request.phone);
    if (signUp === undefined || signUp.used || phone === null) {
      throw refusal('INVALID_TOKEN');
    }
    return this.options.world.accounts.sendSocialCode(phone, request.signUpToken);
  }

  async vkPhoneCode(request: { requestId: string; code: string }): Promise<VkAuthUser> {
    const taken = this.options.world.accounts.takeSocialCode(request.requestId, request.code);
    const signUp = taken === null ? undefined : this.signUps.get(taken.signUpToken);
    if (taken === null || signUp === undefined || signUp.used) {
      throw refusal('WRONG_CODE');
    }
    signUp.used = true;
    const accounts = this.options.world.accounts;
    if (!accounts.hasPhone(taken.phone)) {
      const data = socialRegistrationData(signUp.person);
      this.options.world.addShopper({
        phone: taken.phone,
        name: data.name ?? '',
        gender: data.gender ?? 'женский',
        birthday: data.birthday ?? 0,
        email: data.email,
      });
    }
    return this.signIn(signUp.person, taken.phone);
  }

  private signIn(person: ProviderPerson, phone: string): VkAuthUser {
    const user = this.options.world.accounts.signInByPhone(phone);
    this.links.set(person.userId, phone);
    return { ...user, vkData: vkDataOf(person) };
  }

  private spendState(request: VkLoginRequest): State {
    const state = this.states.get(request.state);
    if (state === undefined) {
      throw refusal('STATE_UNKNOWN');
    }
    if (state.used) {
      throw refusal('STATE_USED');
    }
    if (this.now() >= state.expiresAt) {
      throw refusal('STATE_EXPIRED');
    }
    if (state.pageSecret !== request.pageSecret) {
      throw refusal('STATE_PAGE_MISMATCH');
    }
    if (state.fingerprint !== request.fingerprint) {
      throw refusal('STATE_FINGERPRINT_MISMATCH');
    }
    if (state.redirectUri !== request.redirectUri) {
      throw refusal('STATE_REDIRECT_MISMATCH');
    }
    state.used = true;
    return state;
  }

  private now(): number {
    return this.options.world.clock.now();
  }

  private next(): number {
    this.issued += 1;
    return this.issued;
  }
}
