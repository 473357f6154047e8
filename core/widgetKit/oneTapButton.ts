/**
 * The one-tap button's own rules: its render options, its frame's address, what it says for each
 * `contentId` and which of its texts fits the width. Only the one-tap widget needs them, so they travel
 * in its entry, not in the shared chunk.
 */
import {
  DEFAULT_BORDER_RADIUS,
  DEFAULT_SKIN,
  ProviderName,
  type ProviderNameValue,
  type SkinName,
} from './constants.ts';
import type { OneTapContentIdValue } from './enums.ts';
import { widgetFrameUrl, type FrameUrlContext } from './frameUrl.ts';
import type { WidgetStrings } from './languages.ts';
import type { OneTapLayout } from './layout.ts';
import {
  asObject,
  commonOptions,
  contentIdOf,
  heightOf,
  providerList,
  sizeOr,
  stylesOf,
  type CommonOptions,
  type WidgetConfig,
} from './validation.ts';

/** Fixed part of the room the text needs besides its own width (§2 «an extra 16px»). */
const ONE_TAP_TEXT_EXTRA_PX = 16;

/** The `text_type` statistics field of each OneTap `contentId` (0–8), as the provider names them. */
export const ONE_TAP_TEXT_TYPES = [
  'default',
  'appoint',
  'receive',
  'open',
  'calculate',
  'order',
  'service_order_placing',
  'request',
  'take_part',
] as const;

/** Render options of the one-tap widget, defaults filled. `container` is the page's element, opaque to the core. */
export interface OneTapOptions<TContainer = unknown> extends CommonOptions<TContainer> {
  skin: SkinName;
  /** What the button says (OneTapContentId, 0–8), 0 (sign in) by default. */
  contentId: OneTapContentIdValue;
  fastAuthDisabled: boolean;
  /** The alternative providers below the button, without the provider's own entry (vkid). */
  oauthList: ProviderNameValue[];
  showAlternativeLogin: boolean;
  /** width 0 means 100 % of the container. */
  styles: { width: number; height: number; borderRadius: number };
}

/**
 * Checks one-tap render options (§5) and fills the defaults (height 44, radius 8, width 0, Russian,
 * light, primary). Fast auth is off with `fastAuthDisabled: true` or the other reading `fastAuthEnabled: false`.
 */
export function normalizeOneTapParams<TContainer = unknown>(input: unknown): OneTapOptions<TContainer> {
  const raw = asObject(input, 'container');
  const common = commonOptions<TContainer>(raw);
  const oauthList = raw.oauthList === undefined || raw.oauthList === null ? [] : providerList(raw.oauthList);
  const styles = stylesOf(raw);
  return {
    ...common,
    skin: raw.skin === 'secondary' ? 'secondary' : DEFAULT_SKIN,
    contentId: contentIdOf(raw, 8) as OneTapContentIdValue,
    fastAuthDisabled: raw.fastAuthDisabled === true || raw.fastAuthEnabled === false,
    oauthList: oauthList.filter((name) => name !== ProviderName.VKID),
    showAlternativeLogin: Boolean(raw.showAlternativeLogin),
    styles: {
      height: heightOf(styles),
      borderRadius: sizeOr(styles, 'borderRadius', DEFAULT_BORDER_RADIUS),
      width: sizeOr(styles, 'width', 0),
    },
  };
}

/**
 * The one-tap frame's address, `/button_one_tap_auth` on the id origin, with the query of the shared
 * plan in a fixed order. `providers` is always sent, empty when no alternative provider remains (as the
 * reference does); `fastAuthDisabled`, `debug`, `localhost` and `scope` only appear when set.
 */
export function oneTapFrameUrl(config: WidgetConfig, options: OneTapOptions, context: FrameUrlContext): string {
  const own: [string, string][] = [
    ['style_height', String(options.styles.height)],
    ['style_border_radius', String(options.styles.borderRadius)],
    ['show_alternative_login', options.showAlternativeLogin ? '1' : '0'],
    ['button_skin', options.skin],
    ['content_id', String(options.contentId)],
    ['scheme', options.scheme],
    ['lang_id', String(options.lang)],
    ['providers', options.oauthList.join(',')],
  ];
  return widgetFrameUrl(config, 'button_one_tap_auth', own, context, options.fastAuthDisabled);
}

/**
 * The button's first text (before its width is measured) and its long text. 0: «Continue» and «Sign in
 * with VK ID»; 1–8: the action, and the action with VK ID from `actions` (the short text is «VK ID»).
 */
export function contentTexts(
  strings: WidgetStrings,
  actions: string,
  contentId: number,
): { first: string; long: string } {
  if (contentId === 0) {
    return { first: strings.continue, long: strings.signIn };
  }
  const [phrase, ...list] = actions.split('|') as [string, ...string[]];
  const action = list[contentId - 1]!;
  return {
    first: action,
    long: phrase.replace('{}', phrase.startsWith('{}') ? action : action[0]!.toLowerCase() + action.slice(1)),
  };
}

/** What the native button shows: the logo alone (in a square of the button height), or the logo with a text. */
export type OneTapTextMode = 'icon' | 'short' | 'long';

/** Rendered widths, px, of the two texts in the chosen language and font (measured by the page). */
export interface OneTapTextWidths {
  longTextWidth: number;
  shortTextWidth: number;
}

/**
 * Which text fits a container `containerWidth` px wide. The room for text is the container minus
 * 16 px, both paddings and twice the logo size (§2); a text fits when its width is at most that room.
 * So the icon threshold is `16 + 2·padding + 2·logoSize + shortTextWidth`: below it not even 'VK ID'
 * fits and only the logo is shown. At exactly the threshold the text fits (inclusive), because the
 * room formula already reserves a logo's width of slack on the right to balance the logo on the left.
 */
export function oneTapTextMode(
  containerWidth: number,
  widths: OneTapTextWidths,
  layout: Pick<OneTapLayout, 'padding' | 'logoSize'>,
): OneTapTextMode {
  const room = containerWidth - (ONE_TAP_TEXT_EXTRA_PX + 2 * layout.padding + 2 * layout.logoSize);
  if (widths.longTextWidth <= room) {
    return 'long';
  }
  if (widths.shortTextWidth <= room) {
    return 'short';
  }
  return 'icon';
}
