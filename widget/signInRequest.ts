/**
 * A full sign-in's request (widget-kit §3 «Full auth» parameters) and the provider's `/authorize` address it
 * makes: what login.ts, which opens the window, and signInFlow.ts, which it loads to run the sign-in, both use.
 */
import {
  DEFAULT_LANGUAGE,
  DEFAULT_SCHEME,
  FlowSource,
  type FlowSourceName,
  type LanguageId,
  type ProviderNameValue,
  type SchemeName,
} from '../core/widgetKit/constants.ts';
import { authorizeUrl } from '../core/widgetKit/frameUrl.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import type { Pkce } from './pkcePair.ts';

/** Full auth parameters (widget-kit §3), all optional. */
export interface AuthParams {
  lang?: LanguageId;
  scheme?: SchemeName;
  /** Sign in through OK or Mail instead of the provider's own account. */
  provider?: ProviderNameValue;
  /** The provider's screen to open on (sent by the one-tap frame). */
  screen?: string;
  statsFlowSource?: FlowSourceName;
  uniqueSessionId?: string;
}

/** A sign-in's parameters once it has its session id. */
export type SignInRequest = AuthParams & { uniqueSessionId: string };

/** The `/authorize` address of `request` with the page's pair; the opener's origin in popup mode. */
export function authorizeAddress(config: WidgetConfig, request: SignInRequest, pair: Pkce, popupMode: boolean): string {
  return authorizeUrl(config, {
    codeChallenge: pair.challenge,
    state: pair.state,
    lang: request.lang ?? DEFAULT_LANGUAGE,
    scheme: request.scheme ?? DEFAULT_SCHEME,
    statsFlowSource: request.statsFlowSource ?? FlowSource.CustomAuth,
    uniqueSessionId: request.uniqueSessionId,
    ...(request.provider ? { provider: request.provider } : {}),
    ...(request.screen ? { screen: request.screen } : {}),
    ...(popupMode ? { origin: location.origin } : {}),
  });
}
