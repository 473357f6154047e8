/** What the API contract cases need from a back end, and the steps they share. */
import { expect } from 'vitest';
import { API_ERROR_STATUS, type ApiErrorCode } from '../../core/domain/errorCodes.ts';
import { ApiError } from '../../core/errors.ts';
import type { AuthUser } from '../../core/model/index.ts';
import type { ApiPort, RegisterRequest, TokenStore } from '../../core/ports/index.ts';

/** Ids that exist (or do not) in the back end's catalogue. */
interface ContractPlaces {
  activeCityId: number;
  /** A city id the back end has no active city for. */
  unknownCityId: number;
  onlineShopId: number;
  /** An outlet the public may see. */
  salesUnitId: number;
  /** A keyword of `salesUnitId` that its name does not contain: the search finds the outlet by it alone. */
  outletKeyword: string;
  /** The brand of `salesUnitId`. */
  brandId: number;
  /** An outlet that exists but every public call hides (inactive or blocked). */
  hiddenSalesUnitId: number;
  /** An id no card has. */
  unknownId: number;
}

/**
 * One back end under contract: the in-memory fake or the real server over HTTP. Everything a case does
 * goes through `ApiPort`; the rest is what a person or an operator does outside the API.
 */
export interface ContractBackEnd {
  /** A new browser: its own token store and the API port bound to it. */
  browser(): { api: ApiPort; tokens: TokenStore };
  /** The newest SMS the phone got: a sign-in code or a recovery-link token; undefined when none. */
  lastSms(phone: string, kind: 'code' | 'reset'): Promise<string | undefined>;
  /** An operator blocks the shopper. */
  block(phone: string): Promise<void>;
  /** The back end's clock, moved by hand. */
  now(): number;
  advance(ms: number): void;
  places: ContractPlaces;
}

/** Names the browser sends as its device fingerprint. */
export const FINGERPRINT = 'contract-browser';

let phones = 0;
const phoneBase = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/** A phone no other case uses. */
export function freshPhone(): string {
  phones += 1;
  return `7999${String(phoneBase + phones).padStart(7, '0')}`;
}

let captchas = 0;

/** A captcha payload both back ends accept once (the server's test verifier and the fake alike). */
export function captcha(): string {
  captchas += 1;
  return `contract-captcha-${captchas}`;
}

/** Unix seconds of a birthday `years` years before the back end's now. */
export function birthdayYearsAgo(backEnd: ContractBackEnd, years: number): number {
  const now = new Date(backEnd.now());
  return Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()) / 1000;
}

export function registration(
  backEnd: ContractBackEnd,
  phone: string,
  overrides: Partial<RegisterRequest> = {},
): RegisterRequest {
  return {
    phone,
    name: 'Анна',
    gender: 'женский',
    birthday: birthdayYearsAgo(backEnd, 30),
    token: captcha(),
    cityCodeId: backEnd.places.activeCityId,
    fingerprint: FINGERPRINT,
    ...overrides,
  };
}

/** The refusal a call ended with; fails when it succeeded or threw anything but an ApiError. */
async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

/** Expects the call to be refused with `code` and the one status the union gives it. */
export async function expectRefused(call: Promise<unknown>, code: ApiErrorCode): Promise<ApiError> {
  const error = await refusalOf(call);
  expect({ code: error.code, status: error.status }).toEqual({ code, status: API_ERROR_STATUS[code] });
  return error;
}

export async function smsCode(backEnd: ContractBackEnd, phone: string): Promise<string> {
  const code = await backEnd.lastSms(phone, 'code');
  expect(code, `no SMS code reached ${phone}`).toBeDefined();
  return code!;
}

/** A code that is not `code`. */
export function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** A signed-in browser of a shopper who registered through the API; its token store holds the session. */
export interface Shopper {
  phone: string;
  user: AuthUser;
  api: ApiPort;
  tokens: TokenStore;
}

/**
 * Registers a new shopper through the API and keeps the session in a browser. The send interval is
 * spent afterwards, so the shopper's next SMS is not refused as too soon.
 */
export async function registeredShopper(backEnd: ContractBackEnd): Promise<Shopper> {
  const phone = freshPhone();
  const { api, tokens } = backEnd.browser();
  const { token } = await api.register(registration(backEnd, phone));
  const user = await api.registerSmsCode({ code: await smsCode(backEnd, phone), token });
  tokens.save(user, user);
  backEnd.advance(SEND_INTERVAL_MS);
  return { phone, user, api, tokens };
}

/** The server's SMS_MIN_INTERVAL_SECONDS default and the fake's; the cases wait it out between SMS to one phone. */
export const SEND_INTERVAL_MS = 60_000;
