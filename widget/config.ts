/**
 * `Config`: the settings every widget and `Auth` share, as in @vkid/sdk 2.x (`Config.init({ app, redirectUrl })`).
 * Validated on every change: a bad value throws `WidgetParamsError` and the previous configuration stays.
 * Before `Config.init`, `Config.get()` answers the defaults (app 0, no redirect URL), as @vkid/sdk does.
 */
import { StatsScreen } from '../core/widgetKit/constants.ts';
import type {
  ConfigAuthModeName,
  ConfigResponseModeName,
  ConfigSourceName,
  PromptValue,
} from '../core/widgetKit/enums.ts';
import { defaultConfig, normalizeConfig, type WidgetConfig } from '../core/widgetKit/validation.ts';
import { stat } from './statsSender.ts';

export { ConfigAuthMode, ConfigResponseMode, ConfigSource, Prompt } from '../core/widgetKit/enums.ts';
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
  /** OAuth prompt values (`[Prompt.Login, Prompt.Consent]`), or one space-separated string. */
  prompt?: PromptValue[] | string;
  /** How `Auth.login()` opens the full sign-in: 'redirect', 'new_tab' (default) or 'new_window'. */
  mode?: ConfigAuthModeName;
  /** 'redirect' (default): a sign-in navigates to `redirectUrl`; 'callback': only the events/promise get it. */
  responseMode?: ConfigResponseModeName;
  /** Where the integration came from (`ConfigSource.LOWCODE`), reported in the statistics of `init`. */
  source?: ConfigSourceName;
  /** `false` sends no statistics at all. */
  sendStatistics?: boolean;
  /** The provider's id host or origin, default `id.vk.com` (`http://` only on loopback hosts). */
  __vkidDomain?: string;
  /** Accepted and answered by `Config.get()` for sites that set them; the kit itself calls only `__vkidDomain`. */
  __loginDomain?: string;
  __oauthDomain?: string;
  __apiDomain?: string;
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
  /** Sets the whole configuration; the kit's statistics note its start (`vkid_sdk_init`, with `source`). */
  init(data: ConfigData) {
    set({ ...data });
    void stat(current!, StatsScreen.Nowhere, '', { step: 'vkid_sdk_init', additionalInfo: current!.source });
    return Config;
  },
  /** Changes some settings, keeping the others. */
  update: (data: Partial<ConfigData>) => set({ ...raw, ...data }),
  /** The validated configuration with its defaults; before `init`, the defaults alone. */
  get: (): WidgetConfig => current ?? defaultConfig(),
};

/** The configuration a widget or an `Auth` call works with; throws until `Config.init` has run. */
export function configured(): WidgetConfig {
  if (!current) {
    throw new Error('VK ID: call Config.init({ app, redirectUrl }) before rendering a widget or calling Auth');
  }
  return current;
}
