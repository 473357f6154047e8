/**
 * The provider list's own rules (widget-kit §2 «Button list»): its render options, its geometry, its
 * statistics flags and its buttons' words. Only the list needs them, so they travel in its entry (which a
 * one-tap widget loads only when it has providers to show).
 */
import {
  DEFAULT_BORDER_RADIUS,
  Languages,
  ProviderName,
  type LanguageId,
  type ProviderNameValue,
} from './constants.ts';
import { PROVIDER_DISPLAY_NAMES, type WidgetStrings } from './languages.ts';
import type { StatField } from '../ports/widgetHost.ts';
import {
  asObject,
  commonOptions,
  fail,
  heightOf,
  providerList,
  sizeOr,
  stylesOf,
  type CommonOptions,
} from './validation.ts';

/** Render options of the button list, defaults filled. */
export interface OAuthListOptions<TContainer = unknown> extends CommonOptions<TContainer> {
  /** At least one provider, each once. */
  oauthList: ProviderNameValue[];
  styles: { height: number; borderRadius: number };
}

/** Checks button-list render options (§5): a container and a non-empty list of known providers. */
export function normalizeOAuthListParams<TContainer = unknown>(input: unknown): OAuthListOptions<TContainer> {
  const raw = asObject(input, 'container');
  const common = commonOptions<TContainer>(raw);
  if (
    raw.oauthList === undefined ||
    raw.oauthList === null ||
    (Array.isArray(raw.oauthList) && raw.oauthList.length === 0)
  ) {
    fail("OAuth list can't be empty");
  }
  const oauthList = providerList(raw.oauthList);
  const styles = stylesOf(raw);
  return {
    ...common,
    oauthList,
    styles: { height: heightOf(styles), borderRadius: sizeOr(styles, 'borderRadius', DEFAULT_BORDER_RADIUS) },
  };
}

export interface OAuthListLayout {
  iconSize: number;
  /** Padding inside each provider button, px. */
  padding: number;
}

/** Icon size and padding of the provider buttons for a validated height (§2 «Button list»). */
export function oauthListLayout(height: number): OAuthListLayout {
  return {
    iconSize: height < 40 ? 24 : 28,
    padding: height < 40 ? 6 : height < 48 ? 8 : 12,
  };
}

/** The per-provider flags `vk`, `ok`, `mail`: '1' for each provider in the list, else '0'. */
export function providerFlagFields(providers: readonly ProviderNameValue[]): StatField[] {
  const has = (name: ProviderNameValue) => (providers.includes(name) ? '1' : '0');
  return [
    { name: 'vk', value: has(ProviderName.VKID) },
    { name: 'ok', value: has(ProviderName.OK) },
    { name: 'mail', value: has(ProviderName.MAIL) },
  ];
}

/** 'Sign in with {provider}' for one provider, in the strings' language. */
export function signInWithText(strings: WidgetStrings, provider: ProviderNameValue): string {
  return strings.signInWith.replace('{provider}', PROVIDER_DISPLAY_NAMES[provider]);
}

/** The line above the buttons, also the row's accessible name, in the 11 languages (written by us). */
const LINES: Readonly<Record<LanguageId, string>> = {
  [Languages.RUS]: 'Или войдите через',
  [Languages.UKR]: 'Або увійдіть через',
  [Languages.ENG]: 'Or sign in with',
  [Languages.SPA]: 'O inicia sesión con',
  [Languages.GERMAN]: 'Oder anmelden mit',
  [Languages.POL]: 'Lub zaloguj się przez',
  [Languages.FRA]: 'Ou connectez-vous avec',
  [Languages.UZB]: 'Yoki quyidagilar orqali kiring',
  [Languages.TURKEY]: 'Ya da şunlarla giriş yapın',
  [Languages.KAZ]: 'Немесе мыналар арқылы кіріңіз',
  [Languages.BEL]: 'Або ўвайдзіце праз',
};

/** The list's line in a language (Russian for an unknown id). */
export function oauthListLine(lang: LanguageId): string {
  return LINES[lang] ?? LINES[Languages.RUS];
}
