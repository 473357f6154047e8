import type { AppBook } from './apps.ts';
import {
  checkPkce,
  DEFAULT_SCOPE,
  EXTERNAL_PROVIDERS,
  isLanguageId,
  isScope,
  knownApp,
  oneOf,
  ORIGIN_EXPECTED,
  QueryCheck,
  REDIRECT_URI_EXPECTED,
  registeredOrigin,
  registeredRedirectUri,
  type ExternalProvider,
} from './params.ts';

/** The full sign-in page's query (the widget-plan's auth query), checked. */
export interface AuthorizeQuery {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
  scope: string;
  /** Popup mode: the opener's origin, the only target of the answer. Null: redirect mode. */
  origin: string | null;
  /** The external provider the visitor picked in the kit, if any. */
  provider: ExternalProvider | null;
  screen: string | null;
  langId: number;
  scheme: 'light' | 'dark';
}

/** Checks every parameter; `problems` lists each one that is missing or malformed. */
export function readAuthorizeQuery(query: Record<string, string | undefined>, apps: AppBook): { query: AuthorizeQuery; problems: string[] } {
  const check = new QueryCheck(query);
  const clientId = check.required('client_id', knownApp(apps), 'id известного приложения');
  check.optional('app_id', (value) => value === clientId, 'то же, что client_id', '');
  check.required('response_type', oneOf('code'), 'code');
  const redirectUri = check.required('redirect_uri', registeredRedirectUri(apps, clientId), REDIRECT_URI_EXPECTED);
  const { codeChallenge, state } = checkPkce(check);
  const scope = check.optional('scope', isScope, 'права через пробел', DEFAULT_SCOPE);
  const origin = check.optional('origin', registeredOrigin(apps, clientId), ORIGIN_EXPECTED, '');
  const provider = check.optional('provider', oneOf(...EXTERNAL_PROVIDERS), 'ok_ru или mail_ru', '');
  const screen = check.optional('screen', (value) => /^[a-z_]{1,32}$/.test(value), 'имя экрана', '');
  const langId = check.optional('lang_id', isLanguageId, 'номер языка набора', '0');
  const scheme = check.optional('scheme', oneOf('light', 'dark'), 'light или dark', 'light');
  check.optional('sdk_type', oneOf('vkid'), 'vkid', '');
  return {
    problems: check.problems,
    query: {
      clientId,
      redirectUri,
      codeChallenge,
      state,
      scope,
      origin: origin === '' ? null : origin,
      provider: provider === '' ? null : (provider as ExternalProvider),
      screen: screen === '' ? null : screen,
      langId: Number(langId),
      scheme: scheme as AuthorizeQuery['scheme'],
    },
  };
}
