/**
 * Enumerations a site that used @vkid/sdk 2.x already writes (`WidgetEvents.ERROR`, `OAuthName.OK` …):
 * same names, same values, as plain frozen-shape objects so unused ones tree-shake away.
 */

import { Skin } from './constants.ts';

/** Events every widget emits to `on()`; the frame's bridge handlers use the same strings. */
export const WidgetEvents = {
  START_LOAD: 'common: start load',
  LOAD: 'common: load',
  SHOW: 'common: show',
  HIDE: 'common: hide',
  CLOSE: 'common: close',
  ERROR: 'common: error',
  RESIZE: 'common: resize',
} as const;

/** Handlers only the one-tap frame sends. */
export const OneTapInternalEvents = {
  LOGIN_SUCCESS: 'onetap: success login',
  SHOW_FULL_AUTH: 'onetap: show full auth',
  START_AUTHORIZE: 'onetap: start authorize',
  NOT_AUTHORIZED: 'onetap: not authorized',
  AUTHENTICATION_INFO: 'onetap: authentication_info',
} as const;

export const OAuthListInternalEvents = {
  LOGIN_SUCCESS: 'oauthlist: success login',
} as const;

/** Providers of the button list, under @vkid/sdk's key names (values equal `ProviderName`'s). */
export const OAuthName = { OK: 'ok_ru', MAIL: 'mail_ru', VK: 'vkid' } as const;
export type OAuthNameValue = (typeof OAuthName)[keyof typeof OAuthName];

/** @vkid/sdk's name for the button skins of `constants.ts`. */
export const OneTapSkin = Skin;

/** How `Auth.login()` opens the full sign-in. */
export const ConfigAuthMode = { Redirect: 'redirect', InNewTab: 'new_tab', InNewWindow: 'new_window' } as const;
export type ConfigAuthModeName = (typeof ConfigAuthMode)[keyof typeof ConfigAuthMode];

/** Whether a successful sign-in navigates to `redirectUrl` or is handed to the page's callback. */
export const ConfigResponseMode = { Redirect: 'redirect', Callback: 'callback' } as const;
export type ConfigResponseModeName = (typeof ConfigResponseMode)[keyof typeof ConfigResponseMode];

/**
 * OAuth `prompt` values (`Config.init({ prompt: [Prompt.Login] })`); `Default` is the empty one. A sign-in
 * through OK or Mail, or on a screen the frame asked for, puts `login` first.
 */
export const Prompt = {
  Default: '',
  None: 'none',
  Login: 'login',
  Consent: 'consent',
  SelectAccount: 'select_account',
} as const;
export type PromptValue = (typeof Prompt)[keyof typeof Prompt];

/** Where the integration came from, reported once in the statistics of `Config.init` (`source`). */
export const ConfigSource = { LOWCODE: 'lowcode' } as const;
export type ConfigSourceName = (typeof ConfigSource)[keyof typeof ConfigSource];

/**
 * What the one-tap button says (`contentId`): «Sign in», «Sign up», «Get» … with VK ID. The frame gets
 * the id as `content_id`; the statistics name it by `ONE_TAP_TEXT_TYPES`.
 */
export const OneTapContentId = {
  SIGN_IN: 0,
  SIGN_UP: 1,
  GET: 2,
  OPEN: 3,
  CALCULATE: 4,
  ORDER: 5,
  PLACE_ORDER: 6,
  SUBMIT_REQUEST: 7,
  PARTICIPATE: 8,
} as const;
export type OneTapContentIdValue = (typeof OneTapContentId)[keyof typeof OneTapContentId];
