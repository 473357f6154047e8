/**
 * The whole kit (ESM): `Config`, `OneTap`, `FloatingOneTap`, `OAuthList`, `Auth` and the enumerations,
 * under @vkid/sdk 2.x's names (docs/widget.md lists them beside the reference's). Nothing runs at import;
 * the kit's only runtime dependency is xstate. React components are in `widget/react`, which this entry
 * does not import.
 */
export {
  Config,
  ConfigAuthMode,
  ConfigResponseMode,
  ConfigSource,
  Prompt,
  WidgetParamsError,
  type ConfigData,
  type WidgetConfig,
} from './config.ts';
export {
  Auth,
  AuthErrorCode,
  type AuthError,
  type AuthFailureReason,
  type AuthParams,
  type AuthResponse,
  type AuthSuccessPayload,
  type LogoutResult,
  type ProviderError,
  type PublicInfoResult,
  type TokenResult,
  type UserInfoResult,
} from './auth.ts';
export {
  OneTap,
  OneTapContentId,
  OneTapInternalEvents,
  OneTapSkin,
  type OneTapEventMap,
  type OneTapParams,
  type OneTapStyles,
} from './oneTap.ts';
export {
  FloatingOneTap,
  FloatingOneTapContentId,
  FloatingOneTapInternalEvents,
  type FloatingOneTapEventMap,
  type FloatingOneTapIndent,
  type FloatingOneTapParams,
} from './floatingOneTap.ts';
export {
  OAuthList,
  OAuthListInternalEvents,
  OAuthName,
  type OAuthListEventMap,
  type OAuthListParams,
  type OAuthListStyles,
} from './oauthList.ts';
export { WidgetEvents } from '../core/widgetKit/enums.ts';
export { Languages, Scheme, WidgetErrorCode, type NotLoadedReason } from '../core/widgetKit/constants.ts';
export type { KitWidgetError as WidgetError, WidgetEventMap } from './widget.ts';
