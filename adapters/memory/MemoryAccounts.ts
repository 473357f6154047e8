import type { LogoutScope } from '../../core/domain/logoutRequest.ts';
import type { AuthUser, City, TenantProfile, Tokens } from '../../core/model/index.ts';
import { Role } from '../../core/model/index.ts';
import type { Clock, RegisterRequest, SmsCodeSent } from '../../core/ports/index.ts';
import { isUnderMinimumAge } from '../../core/domain/birthDate.ts';
import * as v from 'valibot';
import { SIGN_IN_MESSAGES, signInPhone } from '../../core/domain/auth/signInFields.ts';
import { isActiveCity } from '../../core/domain/pageCity.ts';
import { canonicalPhone } from '../../core/domain/phone.ts';
import { PROFILE_MESSAGES, type TenantProfileUpdate } from '../../core/domain/tenantProfileSchema.ts';
import { SMS_CODE_LENGTH } from '../../core/domain/constants.ts';
import type { Random } from '../../core/support/seededRandom.ts';
import type { MemoryLimits } from './memoryLimits.ts';
import { MemorySessions } from './MemorySessions.ts';
import { MemorySmsCodes } from './MemorySmsCodes.ts';
import { invalidField, refusal } from './refuse.ts';
import type { SmsOutbox } from './SmsOutbox.ts';
import { newTenantProfile, type ShopperSeed } from './tenantProfile.ts';

export interface Account {
  id: number;
  login: string;
  blocked: boolean;
  password: string | null;
  profileId: number;
}

/** What the accounts need from the rest of the world. */
export interface MemoryAccountsContext {
  random: Random;
  outbox: SmsOutbox;
  clock: Clock;
  limits: MemoryLimits;
  /** The active cities: registration and the profile accept only those (core isActiveCity). */
  activeCities: readonly City[];
}

/**
 * Accounts, SMS codes, captcha tokens, sessions and tenant profiles of the in-memory back end. Each call
 * refuses with the code and status the server answers (server/auth/*, docs/api.md), in the server's
 * order of checks; tests/contract/ holds both to the same cases.
 */
export class MemoryAccounts {
  private readonly byPhone = new Map<string, Account>();
  private readonly byId = new Map<number, Account>();
  private readonly profiles = new Map<number, TenantProfile>();
  private readonly spentCaptchas = new Set<string>();
  private readonly codes: MemorySmsCodes;
  private readonly sessions: MemorySessions;
  private readonly recoveryTimes = new Map<string, number[]>();
  private nextId = 1;
  private issued = 0;

  constructor(private readonly context: MemoryAccountsContext) {
    const newToken = (prefix: string): string => this.newToken(prefix);
    this.codes = new MemorySmsCodes(context.clock, context.limits, newToken);
    this.sessions = new MemorySessions(newToken, context.clock, context.limits.refreshGraceMs);
  }

  /** Creates an account with its tenant profile; USER_ALREADY_EXISTS when the phone is taken. */
  addShopper(seed: ShopperSeed): Account {
    const phone = requirePhone(seed.phone, 'phone');
    if (this.byPhone.has(phone)) {
      throw refusal('USER_ALREADY_EXISTS');
    }
    const id = this.nextId++;
    const account: Account = {
      id,
      login: phone,
      blocked: seed.blocked ?? false,
      password: seed.password ?? null,
      profileId: id,
    };
    this.byPhone.set(phone, account);
    this.byId.set(id, account);
    this.profiles.set(id, newTenantProfile(id, phone, seed));
    return account;
  }

  /**
   * The social phone step's code (vk-phone) for `signUpToken`, under the same send interval, lifetime and
   * number of guesses as every other code: the request id and the resend wait.
   */
  sendSocialCode(phone: string, signUpToken: string): SmsCodeSent {
    const code = this.context.random.digits(SMS_CODE_LENGTH);
    const requestId = this.codes.issue(
      { phone, purpose: 'social', secret: code, payload: signUpToken, fingerprint: null },
      this.context.limits.smsCodeTtlMs,
    );
    this.context.outbox.send(phone, 'code', code);
    return this.codes.sent(requestId);
  }

  /** The phone and sign-up token of a live social code guessed right, spent; null for any other guess (each counts). */
  takeSocialCode(requestId: string, code: string): { phone: string; signUpToken: string } | null {
    const issued = this.codes.check<string>(requestId, 'social', code);
    if (issued === null) {
      return null;
    }
    this.codes.consume(requestId);
    return { phone: issued.phone, signUpToken: issued.payload };
  }

  /** True when an account has this phone (any spelling). */
  hasPhone(phone: string): boolean {
    return this.byPhone.has(requirePhone(phone, 'phone'));
  }

  /**
   * A session for the account with this phone, signed in by proof made elsewhere (the social sign-in's
   * provider or its phone step): USER_NOT_FOUND without an account, USER_BLOCKED for a blocked one.
   */
  signInByPhone(phone: string, fingerprint = ''): AuthUser {
    return this.openSession(this.activeAccount(phone), fingerprint);
  }

  setBlocked(phone: string, blocked: boolean): void {
    const account = this.accountByPhone(phone);
    account.blocked = blocked;
    const profile = this.profiles.get(account.profileId);
    if (profile !== undefined) {
      this.profiles.set(profile.id, { ...profile, blocked });
    }
  }

  register(request: RegisterRequest): SmsCodeSent {
    const phone = requirePhone(request.phone, 'phone');
    this.spendCaptcha(request.token);
    if (isUnderMinimumAge(request.birthday, this.context.clock.now())) {
      throw refusal('USER_UNDER_14_YEARS_OLD');
    }
    if (this.byPhone.has(phone)) {
      throw refusal('USER_ALREADY_EXISTS');
    }
    if (request.cityCodeId !== null && !isActiveCity(request.cityCodeId, this.context.activeCities)) {
      throw invalidField('cityCodeId', 'not an active city');
    }
    return this.codes.sent(this.sendCode(phone, 'register', request, request.fingerprint));
  }

  registerSmsCode(code: string, token: string): AuthUser {
    const pending = this.codes.check<RegisterRequest>(token, 'register', code);
    if (pending === null) {
      throw refusal('WRONG_CODE');
    }
    const { payload: request } = pending;
    const account = this.addShopper({
      phone: pending.phone,
      name: request.name,
      gender: request.gender,
      birthday: request.birthday,
      cityCodeId: request.cityCodeId,
    });
    this.codes.consume(token);
    return this.openSession(account, pending.fingerprint ?? '');
  }

  login(login: string, fingerprint: string, captcha: string): SmsCodeSent {
    const phone = requirePhone(login, 'login');
    this.spendCaptcha(captcha);
    const account = this.activeAccount(phone);
    return this.codes.sent(this.sendCode(account.login, 'login', null, fingerprint));
  }

  authSmsCode(requestId: string, code: string): AuthUser {
    const request = this.codes.check(requestId, 'login', code);
    if (request === null) {
      throw refusal('WRONG_CODE');
    }
    const account = this.activeAccount(request.phone);
    this.codes.consume(requestId);
    return this.openSession(account, request.fingerprint ?? '');
  }

  /** A wrong phone or password is one answer, WRONG_CREDENTIALS; only the right password learns of a block. */
  passwordLogin(login: string, password: string, fingerprint: string, captcha: string): AuthUser {
    const phone = requirePhone(login, 'login');
    this.spendCaptcha(captcha);
    const account = this.byPhone.get(phone);
    if (account === undefined || account.password === null || account.password !== password) {
      throw refusal('WRONG_CREDENTIALS');
    }
    if (account.blocked) {
      throw refusal('USER_BLOCKED');
    }
    return this.openSession(account, fingerprint);
  }

  /**
   * Counts the request in the phone's window (BAD_COUNT past it); sends nothing to an unknown or blocked phone
   * but takes its SMS slot all the same, so the answers do not tell it from a registered one.
   */
  forgotPassword(login: string, captcha: string): void {
    const phone = requirePhone(login, 'login');
    this.spendCaptcha(captcha);
    const { recoveryRequestsPerWindow, recoveryWindowMs } = this.context.limits;
    const now = this.context.clock.now();
    const recent = (this.recoveryTimes.get(phone) ?? []).filter((time) => now - time < recoveryWindowMs);
    if (recent.length >= recoveryRequestsPerWindow) {
      throw refusal('BAD_COUNT');
    }
    this.recoveryTimes.set(phone, [...recent, now]);
    const account = this.byPhone.get(phone);
    if (account === undefined || account.blocked) {
      this.codes.reserveSend(phone);
      return;
    }
    const secret = this.context.random.word(24);
    const requestId = this.codes.issue(
      { phone, purpose: 'recovery', secret, payload: null, fingerprint: null },
      recoveryWindowMs,
    );
    this.context.outbox.send(phone, 'reset', `${requestId}~${secret}`);
  }

  /** Spends the recovery link, sets the password and ends every session of the account. */
  resetPassword(password: string, token: string): void {
    const [requestId = '', secret = ''] = token.split('~');
    const issued = this.codes.check(requestId, 'recovery', secret);
    const account = issued === null ? undefined : this.byPhone.get(issued.phone);
    if (account === undefined) {
      throw refusal('INVALID_TOKEN');
    }
    this.codes.consume(requestId);
    account.password = password;
    this.sessions.revokeAccount(account.id);
  }

  refresh(request: { refreshToken: string; accessToken: string; fingerprint: string }): AuthUser {
    const { accountId, familyId, tokens } = this.sessions.refresh(request);
    const account = this.accountById(accountId);
    if (account.blocked) {
      this.sessions.revokeFamily(familyId);
      throw refusal('USER_BLOCKED');
    }
    return this.authUser(account, tokens);
  }

  /** Logout (server/auth/logout.ts): ends the token's session, or with scope all every session of its live account. */
  logout(request: { refreshToken: string; scope: LogoutScope }): void {
    const session = this.sessions.sessionOf(request.refreshToken);
    if (session === null) {
      return;
    }
    if (request.scope === 'session') {
      this.sessions.revokeFamily(session.familyId);
    } else if (session.live) {
      this.sessions.revokeAccount(session.accountId);
    }
  }

  /**
   * Frames mode: a new session for the account of a live host session, once per host refresh token;
   * the host's session stays as it was (docs/security.md «Frames mode»).
   */
  exchangeFrameSession(request: { refreshToken: string; accessToken: string; fingerprint: string }): AuthUser {
    const { accountId, tokens } = this.sessions.exchange(request);
    const account = this.accountById(accountId);
    if (account.blocked) {
      throw refusal('USER_BLOCKED');
    }
    return this.authUser(account, tokens);
  }

  /** The account behind a Bearer token: UNAUTHORIZED without a live session, USER_BLOCKED when blocked. */
  caller(accessToken: string | undefined): Account {
    const account = this.accountById(this.sessions.accountOf(accessToken));
    if (account.blocked) {
      throw refusal('USER_BLOCKED');
    }
    return account;
  }

  /** The caller's own profile; someone else's id is FORBIDDEN. */
  ownProfile(caller: Account, profileId: number): TenantProfile {
    const profile = this.profiles.get(profileId);
    if (caller.profileId !== profileId || profile === undefined) {
      throw refusal('FORBIDDEN');
    }
    return profile;
  }

  /**
   * Stores the fields a checked edit sets over the stored profile, like the server (the rest keep their values):
   * id and phone must be the stored ones, a new city must be active, a new birthday 14 years ago.
   */
  saveProfile(caller: Account, profileId: number, edit: TenantProfileUpdate): TenantProfile {
    const stored = this.ownProfile(caller, profileId);
    if (edit.id !== undefined && edit.id !== stored.id) {
      throw invalidField('id', PROFILE_MESSAGES.invalid);
    }
    if (edit.phone !== undefined && canonicalPhone(edit.phone) !== canonicalPhone(stored.phone)) {
      throw invalidField('phone', PROFILE_MESSAGES.phone);
    }
    if (
      edit.cityCodeId != null &&
      edit.cityCodeId !== stored.cityCodeId &&
      !isActiveCity(edit.cityCodeId, this.context.activeCities)
    ) {
      throw invalidField('cityCodeId', PROFILE_MESSAGES.city);
    }
    if (
      edit.birthday != null &&
      edit.birthday !== stored.birthday &&
      isUnderMinimumAge(edit.birthday, this.context.clock.now())
    ) {
      throw refusal('USER_UNDER_14_YEARS_OLD');
    }
    const { id: _id, phone: _phone, blocked: _blocked, ...fields } = edit;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const next: TenantProfile = { ...stored, ...changes };
    this.profiles.set(profileId, next);
    return next;
  }

  /** The server's schema refuses an empty payload before its verifier sees a reused one. */
  private spendCaptcha(token: string): void {
    if (token === '') {
      throw invalidField('token', 'Invalid length');
    }
    if (this.spentCaptchas.has(token)) {
      throw refusal('BAD_CAPTCHA');
    }
    this.spentCaptchas.add(token);
  }

  private sendCode(
    phone: string,
    purpose: 'login' | 'register',
    payload: RegisterRequest | null,
    fingerprint: string,
  ): string {
    const code = this.context.random.digits(SMS_CODE_LENGTH);
    const requestId = this.codes.issue(
      { phone, purpose, secret: code, payload, fingerprint },
      this.context.limits.smsCodeTtlMs,
    );
    this.context.outbox.send(phone, 'code', code);
    return requestId;
  }

  private newToken(prefix: string): string {
    this.issued += 1;
    return `${prefix}.${this.issued}.${this.context.random.word(16)}`;
  }

  private openSession(account: Account, fingerprint: string): AuthUser {
    return this.authUser(account, this.sessions.start(account.id, fingerprint));
  }

  private authUser(account: Account, tokens: Tokens): AuthUser {
    return {
      id: account.id,
      login: account.login,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      roles: [Role.Tenant],
      corporateSalesUnitIds: [],
      tenantProfileId: account.profileId,
      employeeSalesUnitIds: [],
      employeeProfileId: null,
      distributorProfileId: null,
    };
  }

  private accountByPhone(login: string): Account {
    const account = this.byPhone.get(requirePhone(login, 'login'));
    if (account === undefined) {
      throw refusal('USER_NOT_FOUND');
    }
    return account;
  }

  private activeAccount(login: string): Account {
    const account = this.accountByPhone(login);
    if (account.blocked) {
      throw refusal('USER_BLOCKED');
    }
    return account;
  }

  private accountById(id: number): Account {
    const account = this.byId.get(id);
    if (account === undefined) {
      throw refusal('USER_NOT_FOUND');
    }
    return account;
  }
}

/** The canonical 7XXXXXXXXXX phone; VALIDATION_ERROR on `path` for anything else, as the server's schema answers. */
function requirePhone(input: string, path: string): string {
  const phone = v.safeParse(signInPhone, input);
  if (!phone.success) {
    throw invalidField(path, SIGN_IN_MESSAGES.phone);
  }
  return phone.output;
}
