/**
 * The floating one-tap panel's rules (@vkid/sdk 2.x's FloatingOneTap): its content ids, its frame's
 * handler names, its render options and its frame address. The panel runs the same lifecycle machine as
 * the one-tap button; only what it shows, where, and the names it speaks differ. Only that widget needs
 * this file, so it travels in the widget's own entry.
 */
import { StatsScreen, type LanguageId, type ProviderNameValue, type SchemeName } from './constants.ts';
import { widgetFrameUrl, type FrameUrlContext } from './frameUrl.ts';
import {
  asObject,
  commonOptions,
  contentIdOf,
  fail,
  providerList,
  required,
  type CommonOptions,
  type WidgetConfig,
} from './validation.ts';

/** What the panel is for (`contentId`): its title and button say so. */
export const FloatingOneTapContentId = {
  SIGN_IN_TO_SERVICE: 0,
  SIGN_IN_TO_ACCOUNT: 1,
  REGISTRATION_FOR_EVENT: 2,
  SUBMIT_APPLICATIONS: 3,
  MAKE_ORDER_WITH_SERVICE: 4,
  MAKE_ORDER_WITHOUT_SERVICE: 5,
  FAST_REGISTRATION: 6,
} as const;
export type FloatingOneTapContentIdValue = (typeof FloatingOneTapContentId)[keyof typeof FloatingOneTapContentId];

/** The panel's own events (and its frame's handler names): 'floatingonetap: …'. */
export const FloatingOneTapInternalEvents = {
  LOGIN_SUCCESS: 'floatingonetap: success login',
  SHOW_FULL_AUTH: 'floatingonetap: show full auth',
  START_AUTHORIZE: 'floatingonetap: start authorize',
  NOT_AUTHORIZED: 'floatingonetap: not authorized',
} as const;

/** The `text_type` statistics field of each content id (0–6), as the provider names them. */
export const FLOATING_TEXT_TYPES = [
  'service_sign_in',
  'account_sign_in',
  'event_reg',
  'request',
  'service_order_placing',
  'vkid_order_placing',
  'fast_reg',
] as const;

/** The statistics screen of everything the panel records. */
export const FLOATING_SCREEN = StatsScreen.FloatingOneTap;

/** Distance from the window's edges, px: top and right on a wide screen, bottom on a narrow one (≤ 480 px). */
export interface FloatingOneTapIndent {
  top?: number;
  right?: number;
  bottom?: number;
}

/** The panel's own margin around its card; an indent up to it puts the card at the margin's distance. */
const FLOATING_INNER_MARGIN_PX = 12;
const DEFAULT_INDENT = 12;

/** Render options of the floating panel, defaults filled. */
export interface FloatingOneTapOptions<TContainer = unknown> extends CommonOptions<TContainer> {
  /** The app's name as the visitor knows it, in the titles that name it. */
  appName: string;
  contentId: FloatingOneTapContentIdValue;
  /** Offsets of the panel itself from the window's edges: the indent less the panel's own margin, never below 0. */
  offsets: { top: number; right: number; bottom: number };
  showAlternativeLogin: boolean;
  /** Alternative providers (the provider's own entry dropped). */
  oauthList: ProviderNameValue[];
  fastAuthDisabled: boolean;
  lang: LanguageId;
  scheme: SchemeName;
}

function offsetOf(indent: Record<string, unknown>, side: 'top' | 'right' | 'bottom'): number {
  const value = indent[side] ?? DEFAULT_INDENT;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    fail(`indent.${side} should be number`);
  }
  return Math.max(0, value - FLOATING_INNER_MARGIN_PX);
}

/**
 * Checks the panel's render options: `appName` is required ('appName is required parameter'); the
 * container is optional (the page's body, where @vkid/sdk always puts the panel); content id 0–6;
 * indents are numbers. Fast auth is off with `fastAuthEnabled: false` or `fastAuthDisabled: true`.
 */
export function normalizeFloatingOneTapParams<TContainer = unknown>(
  input: unknown,
  body: TContainer,
): FloatingOneTapOptions<TContainer> {
  const raw = asObject(input, 'appName');
  const appName = required(raw, 'appName');
  if (typeof appName !== 'string') {
    fail('appName should be string');
  }
  const common = commonOptions<TContainer>({ ...raw, container: raw.container ?? body });
  const indent = raw.indent === undefined || raw.indent === null ? {} : asObject(raw.indent, 'indent');
  const oauthList = raw.oauthList === undefined || raw.oauthList === null ? [] : providerList(raw.oauthList);
  return {
    ...common,
    appName: appName.trim(),
    contentId: contentIdOf(raw, 6) as FloatingOneTapContentIdValue,
    offsets: { top: offsetOf(indent, 'top'), right: offsetOf(indent, 'right'), bottom: offsetOf(indent, 'bottom') },
    showAlternativeLogin: Boolean(raw.showAlternativeLogin),
    oauthList: oauthList.filter((name) => name !== 'vkid'),
    fastAuthDisabled: raw.fastAuthDisabled === true || raw.fastAuthEnabled === false,
  };
}

/** The panel's frame, `/floating_one_tap_auth` on the id origin: its look, its content, then every frame's fields. */
export function floatingFrameUrl(
  config: WidgetConfig,
  options: FloatingOneTapOptions,
  context: FrameUrlContext,
): string {
  const own: [string, string][] = [
    ['scheme', options.scheme],
    ['lang_id', String(options.lang)],
    ['show_alternative_login', options.showAlternativeLogin ? '1' : '0'],
    ['content_id', String(options.contentId)],
    ['providers', options.oauthList.join(',')],
  ];
  return widgetFrameUrl(config, 'floating_one_tap_auth', own, context, options.fastAuthDisabled);
}
