/**
 * Provider marks drawn for the kit as simple 24×24 shapes (our own drawings, not the brands' artwork files).
 * The VK ID mark takes its two colours from CSS (`--lb` square, `--lg` letters) so skins can swap them.
 */
import type { ProviderNameValue } from '../core/widgetKit/constants.ts';
import type { Shape } from './dom.ts';

const STROKE = 'fill=none stroke-width=2.2 stroke-linecap=round';

export const ICONS: Record<ProviderNameValue, readonly Shape[]> = {
  vkid: [
    ['rect', 'width=24 height=24 rx=7 class=vkid-lb'],
    ['path', 'class=vkid-lg d=M3.6_8h2.2l2.3_5.6L10.4_8h2.2l-3.5_8h-2zM13.6_8h2v3.3L18.4_8h2.5l-3.4_3.8L21.1_16h-2.6l-2.9-3.5V16h-2z'],
  ],
  ok_ru: [
    ['rect', 'width=24 height=24 rx=7 fill=#ee8208'],
    ['circle', `cx=12 cy=8.2 r=2.8 stroke=#fff ${STROKE}`],
    ['path', `d=M8.4_13q3.6_2.4_7.2_0M12_14.8l-3.2_3.6M12_14.8l3.2_3.6 stroke=#fff ${STROKE}`],
  ],
  mail_ru: [
    ['rect', 'width=24 height=24 rx=7 fill=#005ff9'],
    ['circle', `cx=12 cy=12 r=3.2 stroke=#ff9e00 ${STROKE}`],
    ['path', `d=M15.2_9v4q0_2_1.9_2t1.9-3.2A7_7_0_1_0_15.3_18.2 stroke=#ff9e00 ${STROKE}`],
  ],
};
