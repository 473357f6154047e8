import type { AppBook } from './apps.ts';
import {
  checkApp,
  checkLook,
  checkSignIn,
  EXTERNAL_PROVIDERS,
  oneOf,
  QueryCheck,
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
export function readAuthorizeQuery(
  query: Record<string, string | undefined>,
  apps: AppBook,
): { query: AuthorizeQuery; problems: string[] } {
  const check = new QueryCheck(query);
  const { appId: clientId, redirectUri, origin } = checkApp(check, apps, { idName: 'client_id', origin: 'optional' });
  check.optional('app_id', (value) => value === clientId, 'то же, что client_id', '');
  check.required('response_type', oneOf('code'), 'code');
  const signIn = checkSignIn(check);
  const provider = check.optional('provider', oneOf(...EXTERNAL_PROVIDERS), 'ok_ru или mail_ru', '');
  const screen = check.optional('screen', (value) => /^[a-z_]{1,32}$/.test(value), 'имя экрана', '');
  const look = checkLook(check);
  check.optional('sdk_type', oneOf('vkid'), 'vkid', '');
  return {
    problems: check.problems,
    query: {
      clientId,
      redirectUri,
      ...signIn,
      origin: origin === '' ? null : origin,
      provider: provider === '' ? null : (provider as ExternalProvider),
      screen: screen === '' ? null : screen,
      ...look,
    },
  };
}
