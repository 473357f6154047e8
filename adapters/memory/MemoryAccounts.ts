import type { AuthUser, Gender, TenantProfile } from '../../core/model/index.ts';
import { Role } from '../../core/model/index.ts';
import type { Clock, RegisterRequest } from '../../core/ports/index.ts';
import { ApiError } from '../../core/errors.ts';
import { ageInWholeYears } from '../../core/domain/birthDate.ts';
import { canonicalPhone } from '../../core/domain/phone.ts';
import { MIN_AGE_YEARS, PASSWORD_RECOVERY_COOLOFF_MS, SMS_CODE_LENGTH } from '../../core/domain/constants.ts';
import type { Random } from '../../core/support/seededRandom.ts';
import type { SmsOutbox } from './SmsOutbox.ts';
import { newTenantProfile } from './tenantProfile.ts';

/** Recovery SMS allowed per phone within PASSWORD_RECOVERY_COOLOFF_MS before BAD_COUNT. */
export const RECOVERY_ATTEMPTS_LIMIT = 3;

export interface Account {
  id: number;
  login: string;
  blocked: boolean;
  password: string | null;
  profileId: number;
}

/** A shopper to put into the world directly, as if registered earlier. */
export interface ShopperSeed {
  phone: string;
  name?: string;
  gender?: Gender;
  /** Unix seconds. */
  birthday?: number;
  cityCodeId?: number | null;
  blocked?: boolean;
  password?: string;
}

interface PendingRegistration {
  code: string;
  request: RegisterRequest;
  phone: string;
}

interface Session {
  accountId: number;
  accessToken: string;
  refreshToken: string;
}

/**
 * Accounts, SMS codes, captcha tokens, sessions and tenant profiles of the in-memory back end.
 * Rules mirror portal §4/§8: codes are single use, a wrong code leaves the request open for another try,
 * a captcha token is accepted once, refresh rotates both tokens.
 */
export class MemoryAccounts {
  private readonly byPhone = new Map<string, Account>();
  private readonly byId = new Map<number, Account>();
  private readonly profiles = new Map<number, TenantProfile>();
  private readonly spentCaptchas = new Set<string>();
  private readonly registrations = new Map<string, PendingRegistration>();
  private readonly loginRequests = new Map<string, { code: string; accountId: number }>();
  private readonly resetTokens = new Map<string, number>();
  private readonly recoveryTimes = new Map<number, number[]>();
  private readonly byAccess = new Map<string, Session>();
  private readonly byRefresh = new Map<string, Session>();
  /** Host refresh tokens already exchanged for a frame session: each works once. */
  private readonly exchanged = new Set<string>();
  private nextId = 1;
  private issued = 0;

  constructor(
    private readonly random: Random,
    private readonly outbox: SmsOutbox,
    private readonly clock: Clock,
  ) {}

  /** Creates an account with its tenant profile; USER_ALREADY_EXISTS when the phone is taken. */
  addShopper(seed: ShopperSeed): Account {
    const phone = requirePhone(seed.phone);
    if (this.byPhone.has(phone)) {
      throw new ApiError('USER_ALREADY_EXISTS', 409);
    }
    const id = this.nextId++;
    const account: Account = { id, login: phone, blocked: seed.blocked ?? false, password: seed.password ?? null, profileId: id };
    this.byPhone.set(phone, account);
    this.byId.set(id, account);
    this.profiles.set(id, newTenantProfile(id, phone, seed));
    return account;
  }

  /** True when an account has this phone (any spelling). */
  hasPhone(phone: string): boolean {
    return this.byPhone.has(requirePhone(phone));
  }

  /**
   * A session for the account with this phone, signed in by proof made elsewhere (the social sign-in's
   * provider or its phone step): USER_NOT_FOUND without an account, USER_BLOCKED for a blocked one.
   */
  signInByPhone(phone: string): AuthUser {
    return this.openSession(this.activeAccount(phone));
  }

  setBlocked(phone: string, blocked: boolean): void {
    const account = this.accountByPhone(phone);
    account.blocked = blocked;
    const profile = this.profiles.get(account.profileId);
    if (profile !== undefined) {
      this.profiles.set(profile.id, { ...profile, blocked });
    }
  }

  register(request: RegisterRequest): { token: string } {
    this.spendCaptcha(request.token);
    const phone = requirePhone(request.phone);
    if (this.byPhone.has(phone)) {
      throw new ApiError('USER_ALREADY_EXISTS', 409);
    }
    if (ageInWholeYears(request.birthday, this.clock.now()) < MIN_AGE_YEARS) {
      throw new ApiError('USER_UNDER_14_YEARS_OLD', 400);
    }
    const token = this.newToken('reg');
    const code = this.sendCode(phone);
    this.registrations.set(token, { code, request, phone });
    return { token };
  }

  registerSmsCode(code: string, token: string): AuthUser {
    const pending = this.registrations.get(token);
    if (pending === undefined || pending.code !== code) {
      throw new ApiError('WRONG_CODE', 400);
    }
    this.registrations.delete(token);
    const { request } = pending;
    const account = this.addShopper({ phone: pending.phone, name: request.name, gender: request.gender, birthday: request.birthday, cityCodeId: request.cityCodeId });
    return this.openSession(account);
  }

  login(login: string, captcha: string): { token: string } {
    this.spendCaptcha(captcha);
    const account = this.activeAccount(login);
    const token = this.newToken('login');
    this.loginRequests.set(token, { code: this.sendCode(account.login), accountId: account.id });
    return { token };
  }

  authSmsCode(requestId: string, code: string): AuthUser {
    const request = this.loginRequests.get(requestId);
    if (request === undefined || request.code !== code) {
      throw new ApiError('WRONG_CODE', 400);
    }
    this.loginRequests.delete(requestId);
    return this.openSession(this.activeAccount(this.accountById(request.accountId).login));
  }

  passwordLogin(login: string, password: string, captcha: string): AuthUser {
    this.spendCaptcha(captcha);
    const account = this.activeAccount(login);
    if (account.password === null || account.password !== password) {
      throw new ApiError('WRONG_PASSWORD', 400);
    }
    return this.openSession(account);
  }

  forgotPassword(login: string, captcha: string): void {
    this.spendCaptcha(captcha);
    const account = this.accountByPhone(login);
    const now = this.clock.now();
    const recent = (this.recoveryTimes.get(account.id) ?? []).filter((time) => now - time < PASSWORD_RECOVERY_COOLOFF_MS);
    if (recent.length >= RECOVERY_ATTEMPTS_LIMIT) {
      throw new ApiError('BAD_COUNT', 429);
    }
    this.recoveryTimes.set(account.id, [...recent, now]);
    const token = this.newToken('reset');
    this.resetTokens.set(token, account.id);
    this.outbox.send(account.login, 'reset', token);
  }

  resetPassword(password: string, token: string): void {
    const accountId = this.resetTokens.get(token);
    if (accountId === undefined) {
      throw new ApiError('BAD_TOKEN', 400);
    }
    if (password === '') {
      throw new ApiError('BAD_PASSWORD', 400);
    }
    this.resetTokens.delete(token);
    this.accountById(accountId).password = password;
  }

  refresh(refreshToken: string, accessToken: string): AuthUser {
    const session = this.byRefresh.get(refreshToken);
    if (session === undefined || session.accessToken !== accessToken) {
      throw new ApiError('UNAUTHORIZED', 401);
    }
    this.byRefresh.delete(session.refreshToken);
    this.byAccess.delete(session.accessToken);
    return this.openSession(this.activeAccount(this.accountById(session.accountId).login));
  }

  /**
   * Frames mode: a new session for the account of a live host session, once per host refresh token;
   * the host's session stays as it was (docs/security.md «Frames mode»).
   */
  exchangeFrameSession(refreshToken: string, accessToken: string): AuthUser {
    const session = this.byRefresh.get(refreshToken);
    if (session === undefined || session.accessToken !== accessToken || this.exchanged.has(refreshToken)) {
      throw new ApiError('UNAUTHORIZED', 401);
    }
    this.exchanged.add(refreshToken);
    return this.openSession(this.activeAccount(this.accountById(session.accountId).login));
  }

  /** The account behind a Bearer token: UNAUTHORIZED without a live session, USER_BLOCKED when blocked. */
  caller(accessToken: string | undefined): Account {
    const session = accessToken === undefined ? undefined : this.byAccess.get(accessToken);
    if (session === undefined) {
      throw new ApiError('UNAUTHORIZED', 401);
    }
    const account = this.accountById(session.accountId);
    if (account.blocked) {
      throw new ApiError('USER_BLOCKED', 403);
    }
    return account;
  }

  /** The caller's own profile; someone else's id is FORBIDDEN. */
  ownProfile(caller: Account, profileId: number): TenantProfile {
    const profile = this.profiles.get(profileId);
    if (caller.profileId !== profileId || profile === undefined) {
      throw new ApiError('FORBIDDEN', 403);
    }
    return profile;
  }

  /** Stores the profile; the server keeps the id, phone and blocked flag it owns. */
  saveProfile(caller: Account, profileId: number, profile: TenantProfile): TenantProfile {
    const stored = this.ownProfile(caller, profileId);
    const next = { ...profile, id: stored.id, phone: stored.phone, blocked: stored.blocked };
    this.profiles.set(profileId, next);
    return next;
  }

  private spendCaptcha(token: string): void {
    if (token === '' || this.spentCaptchas.has(token)) {
      throw new ApiError('BAD_CAPTCHA', 400);
    }
    this.spentCaptchas.add(token);
  }

  private sendCode(phone: string): string {
    const code = this.random.digits(SMS_CODE_LENGTH);
    this.outbox.send(phone, 'code', code);
    return code;
  }

  private newToken(prefix: string): string {
    this.issued += 1;
    return `${prefix}.${this.issued}.${this.random.word(16)}`;
  }

  private openSession(account: Account): AuthUser {
    const session = { accountId: account.id, accessToken: this.newToken('access'), refreshToken: this.newToken('refresh') };
    this.byAccess.set(session.accessToken, session);
    this.byRefresh.set(session.refreshToken, session);
    return {
      id: account.id,
      login: account.login,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      roles: [Role.Tenant],
      corporateSalesUnitIds: [],
      tenantProfileId: account.profileId,
      employeeSalesUnitIds: [],
      employeeProfileId: null,
      distributorProfileId: null,
    };
  }

  private accountByPhone(login: string): Account {
    const account = this.byPhone.get(requirePhone(login));
    if (account === undefined) {
      throw new ApiError('USER_NOT_FOUND', 404);
    }
    return account;
  }

  private activeAccount(login: string): Account {
    const account = this.accountByPhone(login);
    if (account.blocked) {
      throw new ApiError('USER_BLOCKED', 403);
    }
    return account;
  }

  private accountById(id: number): Account {
    const account = this.byId.get(id);
    if (account === undefined) {
      throw new ApiError('USER_NOT_FOUND', 404);
    }
    return account;
  }
}

function requirePhone(input: string): string {
  const phone = canonicalPhone(input);
  if (phone === null) {
    throw new ApiError('INVALID_PHONE', 400);
  }
  return phone;
}
