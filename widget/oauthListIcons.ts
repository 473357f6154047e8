/** OK's and Mail's marks beside VK ID's, for the provider list (our own 24×24 drawings, see icons.ts). */
import type { ProviderNameValue } from '../core/widgetKit/constants.ts';
import type { Shape } from './dom.ts';
import { VKID_ICON } from './icons.ts';

const STROKE = 'fill=none stroke-width=2.2 stroke-linecap=round';

/** Every provider's mark, for the provider list. */
export const ICONS: Record<ProviderNameValue, readonly Shape[]> = {
  vkid: VKID_ICON,
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
