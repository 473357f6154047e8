import { INSTANCE_ID_LENGTH } from '../../core/widgetKit/instanceId.ts';
import type { AppBook } from './apps.ts';
import {
  checkApp,
  checkLook,
  checkSignIn,
  EXTERNAL_PROVIDERS,
  isIntegerIn,
  isNumberIn,
  oneOf,
  QueryCheck,
  type ExternalProvider,
} from './params.ts';

/** The kit's widget instance id, as core/widgetKit/instanceId.ts makes it. */
const INSTANCE_ID = new RegExp(`^[a-z]{${INSTANCE_ID_LENGTH}}$`);

/** What both widget frames (the one-tap button's and the floating panel's) are asked for, checked. */
export interface WidgetFrameQuery {
  appId: string;
  /** The embedding page's origin: the only target of the frame's messages. */
  origin: string;
  redirectUri: string;
  uuid: string;
  showAlternativeLogin: boolean;
  scheme: 'light' | 'dark';
  langId: number;
  /** What the widget is for (OneTapContentId 0–8, FloatingOneTapContentId 0–6). */
  contentId: number;
  /** External providers to offer below the button (the kit already removed vkid). */
  providers: ExternalProvider[];
  fastAuthDisabled: boolean;
  codeChallenge: string;
  state: string;
  scope: string;
}

/** The one-tap frame's query (the widget-plan's frame query), checked. */
export interface FrameQuery extends WidgetFrameQuery {
  height: number;
  borderRadius: number;
  skin: 'primary' | 'secondary';
}

/** The floating panel's frame query, checked (the panel has no button size or skin of its own). */
export type FloatingFrameQuery = WidgetFrameQuery;

function isProviderList(value: string): boolean {
  return value.split(',').every((name) => name === 'vkid' || (EXTERNAL_PROVIDERS as readonly string[]).includes(name));
}

/** The parameters every widget frame shares; `lastContentId` is the widget's highest content id. */
function readWidgetQuery(check: QueryCheck, apps: AppBook, lastContentId: number): WidgetFrameQuery {
  const { appId, origin, redirectUri } = checkApp(check, apps, { idName: 'app_id', origin: 'required' });
  const uuid = check.required('uuid', (value) => INSTANCE_ID.test(value), 'шесть строчных латинских букв');
  check.required('oauth_version', oneOf('2'), '2');
  check.required('sdk_type', oneOf('vkid'), 'vkid');
  check.required('v', (value) => /^\d+\.\d+\.\d+$/.test(value), 'версия набора, например 2.1.0');
  const alternative = check.optional('show_alternative_login', oneOf('0', '1'), '0 или 1', '0');
  const contentId = check.optional('content_id', isIntegerIn(0, lastContentId), `целое от 0 до ${lastContentId}`, '0');
  const look = checkLook(check);
  const providers = check.optional('providers', isProviderList, 'ok_ru и/или mail_ru через запятую', '');
  const fastAuthDisabled = check.optional('fastAuthDisabled', oneOf('1'), '1', '');
  check.optional('debug', oneOf('1'), '1', '');
  check.optional('localhost', oneOf('1'), '1', '');
  const signIn = checkSignIn(check);
  return {
    appId,
    origin,
    redirectUri,
    uuid,
    showAlternativeLogin: alternative === '1',
    ...look,
    contentId: Number(contentId),
    providers: providers === '' ? [] : (providers.split(',').filter((name) => name !== 'vkid') as ExternalProvider[]),
    fastAuthDisabled: fastAuthDisabled === '1',
    ...signIn,
  };
}

/** Checks every parameter of the one-tap frame; `problems` lists each one that is missing or malformed. */
export function readFrameQuery(
  query: Record<string, string | undefined>,
  apps: AppBook,
): { query: FrameQuery; problems: string[] } {
  const check = new QueryCheck(query);
  const height = check.required('style_height', isIntegerIn(32, 56), 'целое от 32 до 56');
  const borderRadius = check.optional('style_border_radius', isNumberIn(0, 100), 'число от 0 до 100', '8');
  const skin = check.optional('button_skin', oneOf('primary', 'secondary'), 'primary или secondary', 'primary');
  const widget = readWidgetQuery(check, apps, 8);
  return {
    problems: check.problems,
    query: { ...widget, height: Number(height), borderRadius: Number(borderRadius), skin: skin as FrameQuery['skin'] },
  };
}

/** Checks every parameter of the floating panel's frame (`/floating_one_tap_auth`). */
export function readFloatingFrameQuery(
  query: Record<string, string | undefined>,
  apps: AppBook,
): { query: FloatingFrameQuery; problems: string[] } {
  const check = new QueryCheck(query);
  const widget = readWidgetQuery(check, apps, 6);
  return { problems: check.problems, query: widget };
}
