import type { AppBook } from './apps.ts';
import { isS256Challenge } from '../security/nodePkce.ts';

/** Language ids of the kit (RUS 0 … BEL 114). */
const LANGUAGE_IDS = [0, 1, 3, 4, 6, 15, 16, 65, 82, 97, 114] as const;
export const EXTERNAL_PROVIDERS = ['ok_ru', 'mail_ru'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];
const DEFAULT_SCOPE = 'vkid.personal_info';

type Query = Record<string, string | undefined>;

/** Collects what is wrong with a query, one line per parameter, for the 400 page. */
export class QueryCheck {
  readonly problems: string[] = [];

  constructor(private readonly query: Query) {}

  /** The value, or '' after noting the problem when it is missing or fails `test`. */
  required(name: string, test: (value: string) => boolean, expected: string): string {
    const value = this.query[name];
    if (value === undefined || value === '') {
      this.problems.push(`${name}: обязателен`);
      return '';
    }
    if (!test(value)) {
      this.problems.push(`${name}: ожидается ${expected}`);
      return '';
    }
    return value;
  }

  /** The value, the fallback when absent, or the fallback after noting a problem when it fails `test`. */
  optional(name: string, test: (value: string) => boolean, expected: string, fallback: string): string {
    const value = this.query[name];
    if (value === undefined || value === '') {
      return fallback;
    }
    if (!test(value)) {
      this.problems.push(`${name}: ожидается ${expected}`);
      return fallback;
    }
    return value;
  }
}

/** 1–512 characters, none of them a space or a control character. */
function isState(value: string): boolean {
  return (
    value.length >= 1 &&
    value.length <= 512 &&
    [...value].every((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
  );
}

function isScope(value: string): boolean {
  return /^[\w.:-]+( [\w.:-]+)*$/.test(value);
}

function isLanguageId(value: string): boolean {
  return (LANGUAGE_IDS as readonly number[]).includes(Number(value)) && /^\d+$/.test(value);
}

export function isIntegerIn(min: number, max: number): (value: string) => boolean {
  return (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
}

export function isNumberIn(min: number, max: number): (value: string) => boolean {
  return (value) => /^\d+(\.\d+)?$/.test(value) && Number(value) >= min && Number(value) <= max;
}

export function oneOf(...allowed: string[]): (value: string) => boolean {
  return (value) => allowed.includes(value);
}

/** The sign-in every sign-in page starts: PKCE (an S256 challenge and a state) and the scope asked for. */
export function checkSignIn(check: QueryCheck): { codeChallenge: string; state: string; scope: string } {
  const codeChallenge = check.required('code_challenge', isS256Challenge, 'BASE64URL(SHA-256) без «=», 43 символа');
  check.required('code_challenge_method', (value) => value.toLowerCase() === 's256', 's256');
  const state = check.required('state', isState, 'от 1 до 512 символов без пробелов');
  const scope = check.optional('scope', isScope, 'права через пробел', DEFAULT_SCOPE);
  return { codeChallenge, state, scope };
}

/** How a sign-in page looks, as the kit asks: its colour scheme and its language (Russian by default). */
export function checkLook(check: QueryCheck): { scheme: 'light' | 'dark'; langId: number } {
  const scheme = check.optional('scheme', oneOf('light', 'dark'), 'light или dark', 'light');
  const langId = check.optional('lang_id', isLanguageId, 'номер языка набора (0, 1, 3 … 114)', '0');
  return { scheme: scheme as 'light' | 'dark', langId: Number(langId) };
}

function knownApp(apps: AppBook): (value: string) => boolean {
  return (value) => apps.get(value) !== undefined;
}

const REDIRECT_URI_EXPECTED = 'адрес возврата, зарегистрированный для приложения (совпадение до символа)';
const ORIGIN_EXPECTED = 'источник страницы, зарегистрированный для приложения';

/**
 * The registered app a sign-in page is asked for: its id (the `idName` parameter), the redirect URI and the
 * page origin it registered. An optional origin reads as '' when absent.
 */
export function checkApp(
  check: QueryCheck,
  apps: AppBook,
  { idName, origin }: { idName: 'client_id' | 'app_id'; origin: 'required' | 'optional' },
): { appId: string; redirectUri: string; origin: string } {
  const appId = check.required(idName, knownApp(apps), 'id известного приложения');
  const originRegistered = registeredOrigin(apps, appId);
  return {
    appId,
    origin:
      origin === 'required'
        ? check.required('origin', originRegistered, ORIGIN_EXPECTED)
        : check.optional('origin', originRegistered, ORIGIN_EXPECTED, ''),
    redirectUri: check.required('redirect_uri', registeredRedirectUri(apps, appId), REDIRECT_URI_EXPECTED),
  };
}

/**
 * A redirect URI the app registered, compared as a whole string: a prefix, another case, an extra
 * query or slash, a userinfo or backslash form all differ (OAuth 2.1, RFC 9700 §4.1.3). Nothing is
 * parsed, so no parser disagreement can make two addresses "the same".
 */
function registeredRedirectUri(apps: AppBook, appId: string): (value: string) => boolean {
  return (value) => apps.redirectUriRegistered(appId, value);
}

/** An origin the app registered: the only pages its codes may be posted to. */
function registeredOrigin(apps: AppBook, appId: string): (value: string) => boolean {
  return (value) => apps.originRegistered(appId, value);
}
