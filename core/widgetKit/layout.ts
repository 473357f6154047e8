/** Button geometry of widget-kit §2, for every allowed height (32–56 px). */

/** Gap between the one-tap button and the provider list below it. */
export const ONE_TAP_LIST_GAP_PX = 16;

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
