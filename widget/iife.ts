/**
 * The script-tag build (`dist/widget/vkid-sdk.js`): everything of `widget/index.ts`, which the IIFE
 * format puts on the global `VKIDSDK` (`VKIDSDK.Config.init(…)`, `new VKIDSDK.OneTap()`). No React.
 */
export * from './index.ts';
