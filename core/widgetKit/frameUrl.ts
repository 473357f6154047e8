/** The addresses the kit opens on the provider's id origin: a widget's frame and the full sign-in page. */
import { base64Text } from './base64.ts';
import {
  ProviderName,
  WIDGET_KIT_VERSION,
  type FlowSourceName,
  type LanguageId,
  type ProviderNameValue,
  type SchemeName,
} from './constants.ts';
import { providerOrigin } from './providerOrigin.ts';
import type { WidgetConfig } from './validation.ts';

/** Per-render values of the frame query that are not options: made by the page at render time. */
export interface FrameUrlContext {
  /** The widget instance id (`uuid`). */
  instanceId: string;
  /** The embedding page's `protocol//host`. */
  origin: string;
  codeChallenge: string;
  state: string;
}

/** Query fields every call to the provider carries. */
function sdkFields(config: WidgetConfig): [string, string][] {
  return [
    ['v', WIDGET_KIT_VERSION],
    ['sdk_type', 'vkid'],
    ['app_id', String(config.app)],
  ];
}

/**
 * A widget frame's address on the id origin: the widget's own parameters (`own`, in order), the
 * instance id, then what every frame gets — the page's origin, the protocol version, the kit's fields,
 * the redirect URI, the debug flags and the PKCE challenge and state its sign-in will use.
 */
export function widgetFrameUrl(
  config: WidgetConfig,
  path: string,
  own: [string, string][],
  context: FrameUrlContext,
  fastAuthDisabled: boolean,
): string {
  const query: [string, string][] = [...own, ['uuid', context.instanceId]];
  if (fastAuthDisabled) {
    query.push(['fastAuthDisabled', '1']);
  }
  query.push(['origin', context.origin], ['oauth_version', '2'], ...sdkFields(config), [
    'redirect_uri',
    config.redirectUrl,
  ]);
  if (config.__debug) {
    query.push(['debug', '1']);
  }
  if (config.__localhost) {
    query.push(['localhost', '1']);
  }
  query.push(['code_challenge', context.codeChallenge], ['code_challenge_method', 's256'], ['state', context.state]);
  if (config.scope) {
    query.push(['scope', config.scope]);
  }
  return `${providerOrigin(config.__vkidDomain)}/${path}?${new URLSearchParams(query).toString()}`;
}

/** What one full sign-in asks for (widget-kit §3 «Full auth parameters» plus PKCE). */
export interface AuthorizeRequest {
  codeChallenge: string;
  state: string;
  lang: LanguageId;
  scheme: SchemeName;
  statsFlowSource: FlowSourceName;
  uniqueSessionId: string;
  /** An external provider to sign in through; 'vkid' (the provider itself) adds nothing. */
  provider?: ProviderNameValue;
  screen?: string;
  /** The opener's `protocol//host`, set only in new-tab/new-window mode so the provider can post back. */
  origin?: string;
}

/**
 * The `prompt` of a full sign-in: the configured values, with `login` first when the visitor chose OK or
 * Mail or the frame asked for a screen (they came to sign in anew), each once; '' (left out) for none.
 */
function promptParam(config: WidgetConfig, request: Pick<AuthorizeRequest, 'provider' | 'screen'>): string {
  const anew = request.screen || (request.provider && request.provider !== ProviderName.VKID);
  return [...new Set([...(anew ? ['login'] : []), ...config.prompt])].join(' ').trim();
}

/** The full sign-in address, `/authorize` on the id origin, in the shared plan's order. */
export function authorizeUrl(config: WidgetConfig, request: AuthorizeRequest): string {
  const query: [string, string][] = [
    ['client_id', String(config.app)],
    ['response_type', 'code'],
    ['code_challenge', request.codeChallenge],
    ['code_challenge_method', 's256'],
    ['state', request.state],
    ['redirect_uri', config.redirectUrl],
  ];
  const optional: [string, string | undefined][] = [
    ['scope', config.scope],
    ['prompt', promptParam(config, request)],
    ['provider', request.provider === ProviderName.VKID ? undefined : request.provider],
    ['screen', request.screen],
  ];
  for (const [key, value] of optional) {
    if (value) {
      query.push([key, value]);
    }
  }
  query.push(
    ['lang_id', String(request.lang)],
    ['scheme', request.scheme],
    [
      'stats_info',
      base64Text(JSON.stringify({ flow_source: request.statsFlowSource, session_id: request.uniqueSessionId })),
    ],
    ...sdkFields(config),
  );
  if (request.origin) {
    query.push(['origin', request.origin]);
  }
  return `${providerOrigin(config.__vkidDomain)}/authorize?${new URLSearchParams(query).toString()}`;
}
