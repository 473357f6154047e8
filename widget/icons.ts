/**
 * Provider marks drawn for the kit as simple 24×24 shapes (our own drawings, not the brands' artwork files).
 * The VK ID mark takes its two colours from CSS (`--lb` square, `--lg` letters) so skins can swap them.
 * Every widget shows the VK ID mark; OK's and Mail's only the provider list (oauthListIcons.ts, in its entry).
 */
import type { Shape } from './dom.ts';

export const VKID_ICON: readonly Shape[] = [
  ['rect', 'width=24 height=24 rx=7 class=vkid-lb'],
  [
    'path',
    'class=vkid-lg d=M3.6_8h2.2l2.3_5.6L10.4_8h2.2l-3.5_8h-2zM13.6_8h2v3.3L18.4_8h2.5l-3.4_3.8L21.1_16h-2.6l-2.9-3.5V16h-2z',
  ],
];
