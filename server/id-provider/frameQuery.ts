import type { AppBook } from './apps.ts';
import { checkApp, checkLook, checkSignIn, EXTERNAL_PROVIDERS, isIntegerIn, isNumberIn, oneOf, QueryCheck, type ExternalProvider } from './params.ts';

/** The one-tap frame's query (the widget-plan's frame query), checked. */
export interface FrameQuery {
  appId: string;
  /** The embedding page's origin: the only target of the frame's messages. */
  origin: string;
  redirectUri: string;
  uuid: string;
  height: number;
  borderRadius: number;
  showAlternativeLogin: boolean;
  skin: 'primary' | 'secondary';
  scheme: 'light' | 'dark';
  langId: number;
  /** External providers to offer below the button (the kit already removed vkid). */
  providers: ExternalProvider[];
  fastAuthDisabled: boolean;
  codeChallenge: string;
  state: string;
  scope: string;
}

function isProviderList(value: string): boolean {
  return value.split(',').every((name) => name === 'vkid' || (EXTERNAL_PROVIDERS as readonly string[]).includes(name));
}

/** Checks every parameter; `problems` lists each one that is missing or malformed. */
export function readFrameQuery(query: Record<string, string | undefined>, apps: AppBook): { query: FrameQuery; problems: string[] } {
  const check = new QueryCheck(query);
  const { appId, origin, redirectUri } = checkApp(check, apps, { idName: 'app_id', origin: 'required' });
  const uuid = check.required('uuid', (value) => /^[a-z]{6}$/.test(value), 'шесть строчных латинских букв');
  check.required('oauth_version', oneOf('2'), '2');
  check.required('sdk_type', oneOf('vkid'), 'vkid');
  check.required('v', (value) => /^\d+\.\d+\.\d+$/.test(value), 'версия набора, например 2.1.0');
  const height = check.required('style_height', isIntegerIn(32, 56), 'целое от 32 до 56');
  const borderRadius = check.optional('style_border_radius', isNumberIn(0, 100), 'число от 0 до 100', '8');
  const alternative = check.optional('show_alternative_login', oneOf('0', '1'), '0 или 1', '0');
  const skin = check.optional('button_skin', oneOf('primary', 'secondary'), 'primary или secondary', 'primary');
  const look = checkLook(check);
  const providers = check.optional('providers', isProviderList, 'ok_ru и/или mail_ru через запятую', '');
  const fastAuthDisabled = check.optional('fastAuthDisabled', oneOf('1'), '1', '');
  check.optional('debug', oneOf('1'), '1', '');
  check.optional('localhost', oneOf('1'), '1', '');
  const signIn = checkSignIn(check);
  return {
    problems: check.problems,
    query: {
      appId,
      origin,
      redirectUri,
      uuid,
      height: Number(height),
      borderRadius: Number(borderRadius),
      showAlternativeLogin: alternative === '1',
      skin: skin as FrameQuery['skin'],
      ...look,
      providers: providers === '' ? [] : (providers.split(',').filter((name) => name !== 'vkid') as ExternalProvider[]),
      fastAuthDisabled: fastAuthDisabled === '1',
      ...signIn,
    },
  };
}
