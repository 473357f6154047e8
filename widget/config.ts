/**
 * `Config`: the settings every widget and `Auth` share, as in @vkid/sdk 2.x (`Config.init({ app, redirectUrl })`).
 * Validated on every change: a bad value throws `WidgetParamsError` and the previous configuration stays.
 */
import { normalizeConfig, type WidgetConfig } from '../core/widgetKit/validation.ts';
import type { ConfigAuthModeName, ConfigResponseModeName } from '../core/widgetKit/enums.ts';

export { ConfigAuthMode, ConfigResponseMode } from '../core/widgetKit/enums.ts';
export { WidgetParamsError } from '../core/widgetKit/validation.ts';
export type { WidgetConfig };

/** What a site passes to `Config.init` / `Config.update`. */
export interface ConfigData {
  /** The application id at the provider. */
  app: number | string;
  /** Where a successful sign-in lands (and the `redirect_uri` of the token exchange). */
  redirectUrl: string;
  /** Your own OAuth state; the kit makes an unguessable one when absent. */
  state?: string;
  /** Your own PKCE verifier (43–128 chars); the kit makes one from `crypto.getRandomValues` when absent. */
  codeVerifier?: string;
  /** Or only the challenge, when your server keeps the verifier and exchanges the code itself. */
  codeChallenge?: string;
  scope?: string;
  prompt?: string | string[];
  /** How `Auth.login()` opens the full sign-in: 'redirect', 'new_tab' (default) or 'new_window'. */
  mode?: ConfigAuthModeName;
  /** 'redirect' (default): a sign-in navigates to `redirectUrl`; 'callback': only the events/promise get it. */
  responseMode?: ConfigResponseModeName;
  /** `false` sends no statistics at all. */
  sendStatistics?: boolean;
  /** The provider's id host or origin, default `id.vk.com` (`http://` only on loopback hosts). */
  __vkidDomain?: string;
  __debug?: boolean;
  __localhost?: boolean;
}

let raw: Partial<ConfigData> = {};
let current: WidgetConfig | undefined;

function set(next: Partial<ConfigData>): typeof Config {
  current = normalizeConfig(next);
  raw = next;
  return Config;
}

export const Config = {
  /** Sets the whole configuration. */
  init: (data: ConfigData) => set({ ...data }),
  /** Changes some settings, keeping the others. */
  update: (data: Partial<ConfigData>) => set({ ...raw, ...data }),
  /** The validated configuration with its defaults. Throws when `Config.init` was never called. */
  get(): WidgetConfig {
    if (!current) {
      throw new Error('VK ID: call Config.init({ app, redirectUrl }) before rendering a widget or calling Auth');
    }
    return current;
  },
};
