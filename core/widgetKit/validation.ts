/**
 * Validation of `Config.init` and `render()` input (widget-kit §5), before anything renders: each
 * function returns normalized options with every default filled, or throws `WidgetParamsError`.
 * Plain checks rather than a schema library keep the widget bundle small.
 */
import {
  BUTTON_HEIGHT_RANGE,
  DEFAULT_BUTTON_HEIGHT,
  DEFAULT_LANGUAGE,
  DEFAULT_SCHEME,
  type LanguageId,
  type ProviderNameValue,
  type SchemeName,
} from './constants.ts';
import {
  ConfigAuthMode,
  ConfigResponseMode,
  ConfigSource,
  type ConfigAuthModeName,
  type ConfigResponseModeName,
  type ConfigSourceName,
  type PromptValue,
} from './enums.ts';
import { isLanguageId, languageFromCode } from './languageIds.ts';
import { CODE_CHALLENGE_PATTERN, CODE_VERIFIER_PATTERN } from './pkce.ts';
import { DEFAULT_VKID_DOMAIN, providerOrigin } from './providerOrigin.ts';

/** A render option or config value broke a rule; thrown before anything is rendered. */
export class WidgetParamsError extends Error {
  override name = 'WidgetParamsError';
}

type Input = Record<string, unknown>;

export function fail(message: string): never {
  throw new WidgetParamsError(message);
}

export function asObject(input: unknown, name: string): Input {
  if (input === null || typeof input !== 'object') {
    fail(`${name} is required parameter`);
  }
  return input as Input;
}

/** §5: undefined, null, an empty or whitespace-only string all count as missing. */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function required(input: Input, name: string): unknown {
  if (isMissing(input[name])) {
    fail(`${name} is required parameter`);
  }
  return input[name];
}

function optionalString(input: Input, name: string): string | undefined {
  const value = input[name];
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string') {
    fail(`${name} should be string`);
  }
  return value;
}

function numberOr(input: Input, name: string, fallback: number): number {
  const value = input[name];
  if (value === undefined) {
    return fallback;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    fail(`${name} should be number`);
  }
  return value;
}

export function sizeOr(input: Input, name: string, fallback: number): number {
  const value = numberOr(input, name, fallback);
  if (value < 0) {
    fail(`${name} should not be negative`);
  }
  return value;
}

function oneOf<T extends string>(input: Input, name: string, allowed: Record<string, T>, fallback: T): T {
  const value = input[name];
  if (value === undefined || value === null) {
    return fallback;
  }
  const values = Object.values(allowed);
  if (!values.includes(value as T)) {
    fail(`${name} should be one of ${values.join(', ')}`);
  }
  return value as T;
}

/** The configuration every widget and `Auth` share (`Config.init`). */
export interface WidgetConfig {
  app: number;
  redirectUrl: string;
  state?: string;
  codeVerifier?: string;
  codeChallenge?: string;
  scope?: string;
  /** OAuth `prompt` values as given (a space-separated string is split); `['']` (Prompt.Default) when none. */
  prompt: PromptValue[];
  mode: ConfigAuthModeName;
  responseMode: ConfigResponseModeName;
  /** Where the integration came from (ConfigSource), reported with `Config.init`'s statistics. */
  source?: ConfigSourceName;
  __vkidDomain: string;
  /** VK's other hosts, kept for sites that read them from `Config.get()`; the kit calls none of them. */
  __loginDomain: string;
  __oauthDomain: string;
  __apiDomain: string;
  __debug: boolean;
  __localhost: boolean;
  /** `false` stops every statistics call of the kit. */
  sendStatistics: boolean;
}

/**
 * What `Config.get()` answers before `Config.init`, as @vkid/sdk 2.x does: app 0, no redirect URL, a new
 * tab, a redirect with the answer, the default prompt and the provider's hosts. A widget or an `Auth`
 * call still needs `Config.init` first (they say so instead of asking the provider for app 0).
 */
export function defaultConfig(): WidgetConfig {
  return {
    app: 0,
    redirectUrl: '',
    prompt: [''],
    mode: ConfigAuthMode.InNewTab,
    responseMode: ConfigResponseMode.Redirect,
    __vkidDomain: DEFAULT_VKID_DOMAIN,
    __loginDomain: 'login.vk.com',
    __oauthDomain: 'oauth.vk.com',
    __apiDomain: 'api.vk.com',
    __debug: false,
    __localhost: false,
    sendStatistics: true,
  };
}

/** A prompt as an array of its values: an array's strings, or a string split at spaces; `['']` when empty. */
function promptOf(value: unknown): PromptValue[] {
  const list = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(' ') : []).filter(
    (item): item is PromptValue => typeof item === 'string',
  );
  return list.length > 0 ? list : [''];
}

/**
 * Checks and completes a configuration. `app` is a number or a numeric string; `redirectUrl` is required.
 * `mode` defaults to 'new_tab', as in @vkid/sdk 2.x: sites that move over keep their behaviour, and the kit
 * opens that tab synchronously inside the click, so pop-up blockers let it through; a blocked one still
 * fails with 101 at once and the site may switch to 'redirect'. `responseMode` defaults to 'redirect'.
 * `codeVerifier` and `codeChallenge` exclude each other, and each must have its RFC 7636 form, so a bad
 * value fails here with a message instead of at the provider.
 */
export function normalizeConfig(input: unknown): WidgetConfig {
  const raw = asObject(input, 'app');
  const app = required(raw, 'app');
  const appId = typeof app === 'string' && /^\s*\d+\s*$/.test(app) ? Number(app) : app;
  if (typeof appId !== 'number' || !Number.isSafeInteger(appId) || appId <= 0) {
    fail('app should be number');
  }
  const redirectUrl = required(raw, 'redirectUrl');
  if (typeof redirectUrl !== 'string') {
    fail('redirectUrl should be string');
  }
  const codeVerifier = optionalString(raw, 'codeVerifier');
  const codeChallenge = optionalString(raw, 'codeChallenge');
  if (codeVerifier !== undefined && codeChallenge !== undefined) {
    fail('Pass either codeVerifier or codeChallenge, not both');
  }
  if (codeVerifier !== undefined && !CODE_VERIFIER_PATTERN.test(codeVerifier)) {
    fail('codeVerifier should be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636)');
  }
  if (codeChallenge !== undefined && !CODE_CHALLENGE_PATTERN.test(codeChallenge)) {
    fail('codeChallenge should be the 43-character base64url S256 digest (RFC 7636)');
  }
  const domain = optionalString(raw, '__vkidDomain') ?? DEFAULT_VKID_DOMAIN;
  try {
    providerOrigin(domain);
  } catch (error) {
    fail((error as Error).message);
  }
  const defaults = defaultConfig();
  const config: WidgetConfig = {
    ...defaults,
    app: appId,
    redirectUrl: redirectUrl.trim(),
    mode: oneOf(raw, 'mode', ConfigAuthMode, ConfigAuthMode.InNewTab),
    responseMode: oneOf(raw, 'responseMode', ConfigResponseMode, ConfigResponseMode.Redirect),
    prompt: promptOf(raw.prompt),
    __vkidDomain: domain.trim(),
    __debug: Boolean(raw.__debug),
    __localhost: Boolean(raw.__localhost),
    sendStatistics: raw.sendStatistics !== false,
  };
  const optional = {
    state: optionalString(raw, 'state'),
    codeVerifier,
    codeChallenge,
    scope: optionalString(raw, 'scope'),
    source:
      raw.source === undefined || raw.source === null
        ? undefined
        : oneOf(raw, 'source', ConfigSource, ConfigSource.LOWCODE),
    __loginDomain: optionalString(raw, '__loginDomain'),
    __oauthDomain: optionalString(raw, '__oauthDomain'),
    __apiDomain: optionalString(raw, '__apiDomain'),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined && value !== '') {
      Object.assign(config, { [key]: value });
    }
  }
  return config;
}

const PROVIDERS: readonly unknown[] = ['ok_ru', 'mail_ru', 'vkid'] satisfies ProviderNameValue[];

/** A list of known provider names, each once, in the given order; an unknown name throws (never hidden silently). */
export function providerList(value: unknown): ProviderNameValue[] {
  if (!Array.isArray(value)) {
    fail('oauthList should be an array of provider names');
  }
  for (const name of value) {
    if (!PROVIDERS.includes(name)) {
      fail(`oauthList has an unknown provider ${JSON.stringify(name)}: use 'ok_ru', 'mail_ru' or 'vkid' (OAuthName)`);
    }
  }
  return [...new Set(value as ProviderNameValue[])];
}

/** A language id, a numeric string ('3', as @vkid/sdk 2.x spells them) or a BCP-47 code; anything else is Russian. */
function languageOf(value: unknown): LanguageId {
  const numeric = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (isLanguageId(numeric)) {
    return numeric;
  }
  return typeof value === 'string' ? languageFromCode(value) : DEFAULT_LANGUAGE;
}

export function heightOf(styles: Input): number {
  const height = numberOr(styles, 'height', DEFAULT_BUTTON_HEIGHT);
  if (height < BUTTON_HEIGHT_RANGE.min || height > BUTTON_HEIGHT_RANGE.max) {
    fail(`The height should correspond to the range from ${BUTTON_HEIGHT_RANGE.min} to ${BUTTON_HEIGHT_RANGE.max}`);
  }
  return height;
}

export interface CommonOptions<TContainer> {
  container: TContainer;
  lang: LanguageId;
  scheme: SchemeName;
  flowSource?: string;
  uniqueSessionId?: string;
}

export function commonOptions<TContainer>(raw: Input): CommonOptions<TContainer> {
  const container = required(raw, 'container') as TContainer;
  const common: CommonOptions<TContainer> = {
    container,
    lang: raw.lang === undefined || raw.lang === null ? DEFAULT_LANGUAGE : languageOf(raw.lang),
    scheme: raw.scheme === 'dark' ? 'dark' : DEFAULT_SCHEME,
  };
  const flowSource = optionalString(raw, 'flowSource');
  const uniqueSessionId = optionalString(raw, 'uniqueSessionId');
  return {
    ...common,
    ...(flowSource ? { flowSource } : {}),
    ...(uniqueSessionId ? { uniqueSessionId } : {}),
  };
}

/** A content id from 0 to `last`; absent (or null) is 0. */
export function contentIdOf(raw: Input, last: number): number {
  const value = raw.contentId ?? 0;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > last) {
    fail(`contentId should be an integer from 0 to ${last}`);
  }
  return value as number;
}

export function stylesOf(raw: Input): Input {
  return raw.styles === undefined || raw.styles === null ? {} : asObject(raw.styles, 'styles');
}
