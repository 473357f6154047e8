/** The addresses the kit opens on the provider's id origin: the one-tap frame and the full sign-in page. */
import { base64Text } from './base64.ts';
import { ProviderName, WIDGET_KIT_VERSION, type FlowSourceName, type LanguageId, type ProviderNameValue, type SchemeName } from './constants.ts';
import { providerOrigin } from './providerOrigin.ts';
import type { OneTapOptions, WidgetConfig } from './validation.ts';

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
 * The one-tap frame's address, `/button_one_tap_auth` on the id origin, with the query of the shared
 * plan in a fixed order. `providers` is left out when no alternative provider remains (the frame reads
 * a missing list as empty); `fastAuthDisabled`, `debug`, `localhost` and `scope` only appear when set.
 */
export function oneTapFrameUrl(config: WidgetConfig, options: OneTapOptions, context: FrameUrlContext): string {
  const providers = options.oauthList.filter((name) => name !== ProviderName.VKID);
  const query: [string, string][] = [
    ['style_height', String(options.styles.height)],
    ['style_border_radius', String(options.styles.borderRadius)],
    ['show_alternative_login', options.showAlternativeLogin ? '1' : '0'],
    ['button_skin', options.skin],
    ['scheme', options.scheme],
    ['lang_id', String(options.lang)],
  ];
  if (providers.length > 0) {
    query.push(['providers', providers.join(',')]);
  }
  query.push(['uuid', context.instanceId]);
  if (options.fastAuthDisabled) {
    query.push(['fastAuthDisabled', '1']);
  }
  query.push(['origin', context.origin], ['oauth_version', '2'], ...sdkFields(config), ['redirect_uri', config.redirectUrl]);
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
  return `${providerOrigin(config.__vkidDomain)}/button_one_tap_auth?${new URLSearchParams(query).toString()}`;
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
  /** Space-separated OAuth prompt; the config's is used when absent. */
  prompt?: string;
  /** The opener's `protocol//host`, set only in new-tab/new-window mode so the provider can post back. */
  origin?: string;
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
  const prompt = request.prompt ?? config.prompt;
  const optional: [string, string | undefined][] = [
    ['scope', config.scope],
    ['prompt', prompt],
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
    ['stats_info', base64Text(JSON.stringify({ flow_source: request.statsFlowSource, session_id: request.uniqueSessionId }))],
    ...sdkFields(config),
  );
  if (request.origin) {
    query.push(['origin', request.origin]);
  }
  return `${providerOrigin(config.__vkidDomain)}/authorize?${new URLSearchParams(query).toString()}`;
}
