/** Constants and enumerations of the one-tap widget kit (widget-kit §3, §8, §9), in one place. */

export const WIDGET_KIT_VERSION = '2.1.0';
/** The `v` query parameter of the statistics call. */
export const STATS_API_VERSION = '5.207';

/** Without a load message within this time the frame counts as failed (error TimeoutExceeded). */
export const WIDGET_LOAD_TIMEOUT_MS = 5000;
/** Pause between the frame's load message and the loaded state, so the frame paints before it is shown. */
export const LOADED_STATE_DELAY_MS = 300;
/** The button width is re-checked this long after the last resize. */
export const RESIZE_DEBOUNCE_MS = 500;
/** Text switching animates only after the first layout, after this delay. */
export const TEXT_SWITCH_DELAY_MS = 250;
export const COOKIE_EXPIRY_MS = 15 * 60 * 1000;

export const DEFAULT_BUTTON_HEIGHT = 44;
export const DEFAULT_BORDER_RADIUS = 8;
/** Allowed button height in px, both ends inclusive. */
export const BUTTON_HEIGHT_RANGE = { min: 32, max: 56 } as const;

/** Languages by the provider's numeric id. */
export const Languages = {
  RUS: 0,
  UKR: 1,
  ENG: 3,
  SPA: 4,
  GERMAN: 6,
  POL: 15,
  FRA: 16,
  UZB: 65,
  TURKEY: 82,
  KAZ: 97,
  BEL: 114,
} as const;
export type LanguageId = (typeof Languages)[keyof typeof Languages];
export const DEFAULT_LANGUAGE: LanguageId = Languages.RUS;

/** Colour schemes; `LIGHT`/`DARK` are @vkid/sdk's spelling, `Light`/`Dark` ours — both name the same values. */
export const Scheme = { LIGHT: 'light', DARK: 'dark', Light: 'light', Dark: 'dark' } as const;
export type SchemeName = (typeof Scheme)[keyof typeof Scheme];
export const DEFAULT_SCHEME: SchemeName = Scheme.Light;

export const Skin = { Primary: 'primary', Secondary: 'secondary' } as const;
export type SkinName = (typeof Skin)[keyof typeof Skin];
export const DEFAULT_SKIN: SkinName = Skin.Primary;

export const FlowSource = {
  CustomAuth: 'from_custom_auth',
  OneTap: 'from_one_tap',
  FloatingOneTap: 'from_floating_one_tap',
  Multibranding: 'from_multibranding',
} as const;
export type FlowSourceName = (typeof FlowSource)[keyof typeof FlowSource];

export const StatsScreen = {
  Nowhere: 'nowhere',
  FloatingOneTap: 'floating_one_tap',
  MultibrandingWidget: 'multibranding_widget',
} as const;

/** Provider names as the kit sends them; OK and MAIL are the external (social network, mail) providers. */
export const ProviderName = { OK: 'ok_ru', MAIL: 'mail_ru', VKID: 'vkid' } as const;
export type ProviderNameValue = (typeof ProviderName)[keyof typeof ProviderName];

/** The `button_type` statistics field: logo only, or logo plus text. */
export const ButtonType = { Icon: 'icon', Default: 'default' } as const;
export type ButtonTypeName = (typeof ButtonType)[keyof typeof ButtonType];

/** Statistics event names of widget-kit §7. */
export const StatsEvent = {
  MultibrandingOauthAdded: 'multibranding_oauth_added',
  VkButtonShow: 'vk_button_show',
  OkButtonShow: 'ok_button_show',
  MailButtonShow: 'mail_button_show',
  VkButtonTap: 'vk_button_tap',
  OkButtonTap: 'ok_button_tap',
  MailButtonTap: 'mail_button_tap',
  IframeLoadingFailed: 'iframe_loading_failed',
  NoSessionFound: 'no_session_found',
  OnetapButtonNoUserShow: 'onetap_button_no_user_show',
  OnetapButtonNoUserTap: 'onetap_button_no_user_tap',
  ScreenProceed: 'screen_proceed',
  /** The floating one-tap's native «no user» button was shown / tapped. */
  NoUserButtonShow: 'no_user_button_show',
  NoUserButtonTap: 'no_user_button_tap',
  /** A sign-in the site started itself (`Auth.login()`), with `oauth_service` when through OK or Mail. */
  CustomAuthStart: 'custom_auth_start',
} as const;
export type StatsEventName = (typeof StatsEvent)[keyof typeof StatsEvent];

/** Widget error codes (widget-kit §8). */
export const WidgetErrorCode = {
  TimeoutExceeded: 0,
  InternalError: 1,
  AuthError: 2,
} as const;
export type WidgetErrorCodeValue = (typeof WidgetErrorCode)[keyof typeof WidgetErrorCode];

/** The `text` of each widget error code. */
export const WIDGET_ERROR_TEXT: Readonly<Record<WidgetErrorCodeValue, string>> = {
  [WidgetErrorCode.TimeoutExceeded]: 'timeout',
  [WidgetErrorCode.InternalError]: 'internal error',
  [WidgetErrorCode.AuthError]: 'auth error',
};

/** Codes of a failed provider login (widget-kit §8). */
export const AuthErrorCode = {
  EventNotSupported: 100,
  CannotCreateNewTab: 101,
  NewTabHasBeenClosed: 102,
  AuthorizationFailed: 103,
  StateMismatch: 104,
} as const;
export type AuthErrorCodeValue = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

/** Default English `text` of each login failure; a provider refusal (103) carries the provider's error field instead. */
export const AUTH_ERROR_TEXT: Readonly<Record<AuthErrorCodeValue, string>> = {
  [AuthErrorCode.EventNotSupported]: 'Unknown message from the sign-in window',
  [AuthErrorCode.CannotCreateNewTab]: 'The browser blocked the sign-in window',
  [AuthErrorCode.NewTabHasBeenClosed]: 'The sign-in window was closed',
  [AuthErrorCode.AuthorizationFailed]: 'Sign-in failed',
  [AuthErrorCode.StateMismatch]: 'State mismatch: the answer is not for this sign-in',
};

/**
 * Why a widget fell back to its native button (not_loaded) — a closed set, kept in the lifecycle's
 * `context.reason` and shown in debug logs, so a site owner can tell a slow frame from a blocked pop-up.
 */
export type NotLoadedReason =
  | 'timeout'
  | 'frame_error'
  | 'not_authorized'
  | 'fast_auth_disabled'
  | 'popup_blocked'
  | 'popup_closed'
  | 'state_mismatch'
  /** FedCM's dialog (tried where the frame saw no session) was dismissed or could not sign the visitor in (issue 22). */
  | 'fedcm_dismissed';
