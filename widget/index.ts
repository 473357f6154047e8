/**
 * The whole kit (ESM): `Config`, `OneTap`, `OAuthList`, `Auth` and the enumerations, under @vkid/sdk 2.x's
 * names. Nothing runs at import; the kit's only runtime dependency is xstate. React components are in
 * `widget/react`, which this entry does not import.
 */
export { Config, ConfigAuthMode, ConfigResponseMode, WidgetParamsError, type ConfigData, type WidgetConfig } from './config.ts';
export { Auth, AuthErrorCode, type AuthError, type AuthFailureReason, type AuthParams, type AuthSuccessPayload, type ProviderError, type TokenResult, type UserInfoResult } from './auth.ts';
export { OneTap, OneTapInternalEvents, OneTapSkin, type OneTapEventMap, type OneTapParams } from './oneTap.ts';
export { OAuthList, OAuthListInternalEvents, OAuthName, type OAuthListEventMap, type OAuthListParams } from './oauthList.ts';
export { WidgetEvents } from '../core/widgetKit/enums.ts';
export { Languages, Scheme, WidgetErrorCode, type NotLoadedReason } from '../core/widgetKit/constants.ts';
export type { KitWidgetError as WidgetError, WidgetEventMap } from './widget.ts';
