import { describe, expect, it } from 'vitest';
import { ONE_TAP_LIST_GAP_PX, oneTapLayout } from '../../../core/widgetKit/layout.ts';
import { oauthListLayout } from '../../../core/widgetKit/oauthList.ts';
import { oneTapTextMode } from '../../../core/widgetKit/oneTapButton.ts';

/** The §2 table, written out by hand for every whole height the kit allows. */
const EXPECTED: Record<number, [padding: number, fontSize: number, logoSize: number]> = {
  32: [4, 14, 24],
  33: [4.5, 14, 24],
  34: [5, 14, 24],
  35: [5.5, 14, 24],
  36: [6, 14, 24],
  37: [6.5, 14, 24],
  38: [7, 14, 24],
  39: [7.5, 14, 24],
  40: [6, 16, 28],
  41: [6.5, 16, 28],
  42: [7, 16, 28],
  43: [7.5, 16, 28],
  44: [8, 16, 28],
  45: [8.5, 16, 28],
  46: [9, 16, 28],
  47: [9.5, 16, 28],
  48: [10, 17, 28],
  49: [10.5, 17, 28],
  50: [11, 17, 28],
  51: [11.5, 17, 28],
  52: [12, 17, 28],
  53: [12.5, 17, 28],
  54: [13, 17, 28],
  55: [13.5, 17, 28],
  56: [14, 17, 28],
};

describe('one-tap button layout (§2)', () => {
  it('the table covers every height from 32 to 56', () => {
    expect(Object.keys(EXPECTED).map(Number)).toEqual(Array.from({ length: 25 }, (_, i) => 32 + i));
  });

  it.each(Object.entries(EXPECTED).map(([height, row]) => [Number(height), ...row] as const))(
    'height %i: padding %d, font %i, logo %i',
    (height, padding, fontSize, logoSize) => {
      expect(oneTapLayout(height, 8, false)).toEqual({
        height,
        borderRadius: 8,
        padding,
        fontSize,
        logoSize,
        frameHeight: height,
      });
    },
  );

  it('the frame is twice the height plus 12 px with the alternative login', () => {
    for (let height = 32; height <= 56; height += 1) {
      expect(oneTapLayout(height, 0, true).frameHeight).toBe(2 * height + 12);
    }
  });

  it('the provider list sits 16 px below the button', () => {
    expect(ONE_TAP_LIST_GAP_PX).toBe(16);
  });
});

describe('one-tap text mode', () => {
  // Height 44: padding 8, logo 28, so the text needs 16 + 16 + 56 = 88 px besides its own width.
  const layout = oneTapLayout(44, 8, false);
  const widths = { longTextWidth: 140, shortTextWidth: 40 };

  it('long text when it fits exactly, short one pixel below', () => {
    expect(oneTapTextMode(88 + 140, widths, layout)).toBe('long');
    expect(oneTapTextMode(88 + 139, widths, layout)).toBe('short');
  });

  it('short text down to the icon threshold, the logo alone below it', () => {
    expect(oneTapTextMode(88 + 40, widths, layout)).toBe('short');
    expect(oneTapTextMode(88 + 39, widths, layout)).toBe('icon');
    expect(oneTapTextMode(0, widths, layout)).toBe('icon');
  });

  it('the room depends on the height: at 32 px (padding 4, logo 24) the text needs 16 + 8 + 48 = 72 px more', () => {
    const small = oneTapLayout(32, 8, false);
    expect(oneTapTextMode(72 + 140, widths, small)).toBe('long');
    expect(oneTapTextMode(72 + 139, widths, small)).toBe('short');
  });
});

describe('button list layout (§2)', () => {
  it.each([
    [32, 24, 6],
    [39, 24, 6],
    [40, 28, 8],
    [47, 28, 8],
    [48, 28, 12],
    [56, 28, 12],
  ])('height %i: icon %i, padding %i', (height, iconSize, padding) => {
    expect(oauthListLayout(height)).toEqual({ iconSize, padding });
  });
});
