/** Button geometry of widget-kit §2, for every allowed height (32–56 px). */

/** Gap between the one-tap button and the provider list below it. */
export const ONE_TAP_LIST_GAP_PX = 16;
/** Fixed part of the room the text needs besides its own width (§2 «an extra 16px»). */
export const ONE_TAP_TEXT_EXTRA_PX = 16;

export interface OneTapLayout {
  height: number;
  borderRadius: number;
  /** Horizontal padding on each side of the button, px. */
  padding: number;
  fontSize: number;
  logoSize: number;
  /** The frame's height: the button's, or two buttons and a 12 px gap with the alternative login. */
  frameHeight: number;
}

/** Geometry of the one-tap button and frame for a validated height (32–56) and radius. */
export function oneTapLayout(height: number, borderRadius: number, showAlternativeLogin: boolean): OneTapLayout {
  const padding = (height - 30) / 2 + 3 - (height >= 40 ? 2 : 0);
  const fontSize = height < 40 ? 14 : height > 47 ? 17 : 16;
  const logoSize = height < 40 ? 24 : 28;
  const frameHeight = showAlternativeLogin ? height * 2 + 12 : height;
  return { height, borderRadius, padding, fontSize, logoSize, frameHeight };
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
export function oneTapTextMode(containerWidth: number, widths: OneTapTextWidths, layout: Pick<OneTapLayout, 'padding' | 'logoSize'>): OneTapTextMode {
  const room = containerWidth - (ONE_TAP_TEXT_EXTRA_PX + 2 * layout.padding + 2 * layout.logoSize);
  if (widths.longTextWidth <= room) {
    return 'long';
  }
  if (widths.shortTextWidth <= room) {
    return 'short';
  }
  return 'icon';
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
