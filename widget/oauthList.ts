/**
 * `OAuthList`: a row of provider buttons under a short line (widget-kit §2 «Button list»). A click opens
 * the sign-in window at once, inside the click, and only then queues the tap statistic (never awaited).
 */
import { widgetErrorOfAuth, type AuthSuccessPayload, type PopupOutcome } from '../core/widgetKit/authResult.ts';
import {
  ButtonType,
  FlowSource,
  StatsEvent,
  StatsScreen,
  type ProviderNameValue,
  type StatsEventName,
} from '../core/widgetKit/constants.ts';
import { OAuthListInternalEvents, WidgetEvents, type OAuthNameValue } from '../core/widgetKit/enums.ts';
import { instanceId } from '../core/widgetKit/instanceId.ts';
import { stringsFor } from '../core/widgetKit/languages.ts';
import {
  normalizeOAuthListParams,
  oauthListLayout,
  oauthListLine,
  providerFlagFields,
  signInWithText,
} from '../core/widgetKit/oauthList.ts';
import { buttonTypeField } from '../core/widgetKit/statsEvents.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';
import { configured } from './config.ts';
import { button, h, icon } from './dom.ts';
import { ICONS } from './oauthListIcons.ts';
import { startLogin } from './login.ts';
import { SPIN } from './styles.ts';
import { pkce } from './pkcePair.ts';
import { stat } from './statsSender.ts';
import { Widget, type CommonParams, type KitWidgetError, type WidgetEventMap } from './widget.ts';

export { OAuthListInternalEvents, OAuthName } from '../core/widgetKit/enums.ts';

/** The buttons' height (32–56, default 44) and corner radius (default 8). */
export interface OAuthListStyles {
  height?: number;
  borderRadius?: number;
}

export interface OAuthListParams extends CommonParams {
  /** At least one of OAuthName.VK, OAuthName.OK, OAuthName.MAIL. */
  oauthList: OAuthNameValue[];
  styles?: OAuthListStyles;
}

export interface OAuthListEventMap extends WidgetEventMap {
  [OAuthListInternalEvents.LOGIN_SUCCESS]: AuthSuccessPayload;
}

/** The list's own rules: the line, the row of equal buttons, the text that goes when it does not fit, the overlay until loaded. */
export const OAUTH_LIST_CSS = `.vkid-line{margin:0 0 12px;text-align:center;font-size:14px;font-weight:400;color:var(--sub)}
.vkid-row{display:flex;gap:12px}
.vkid .vkid-pb{flex:1;min-width:0;border:1px solid var(--bd);background:var(--bg);color:var(--tx)}
.vkid-pb:hover{background:var(--bh)}.vkid-pb:active{background:var(--ba)}
.vkid-ol{--lb:#07f;--lg:#fff}
.vkid-ic{flex:none;width:var(--vkid-i);height:var(--vkid-i)}
.vkid-pt{overflow:hidden;white-space:nowrap}
.vkid-row:not([data-single-mode]) .vkid-pt{position:absolute;visibility:hidden}
.vkid-ov{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:var(--bg)}
.vkid-ov:before{content:"";width:20px;height:20px;color:var(--c);${SPIN}}
.vkid[data-state=loaded] .vkid-ov{display:none}`;

/** The statistics prefix of each provider: vk_button_show, ok_button_tap … */
const STAT_NAME: Record<ProviderNameValue, string> = { vkid: 'vk', ok_ru: 'ok', mail_ru: 'mail' };

export class OAuthList extends Widget<OAuthListEventMap> {
  private ro?: ResizeObserver;
  /** Set by a OneTap that embeds this list: sign-in outcomes go to it instead of to listeners. */
  hook?: (outcome: PopupOutcome) => void;

  /** Renders the list into `params.container`; throws (rendering nothing) on invalid params; again is a no-op. */
  render(params: OAuthListParams): this {
    if (this.r) {
      return this;
    }
    const options = normalizeOAuthListParams(params);
    const config = configured();
    const strings = stringsFor(options.lang);
    const { height, borderRadius } = options.styles;
    const { iconSize, padding } = oauthListLayout(height);
    const root = this.mount(
      options.container,
      'vkid-ol',
      options.scheme,
      { h: height, r: borderRadius, p: padding, i: iconSize },
      params.nonce,
      OAUTH_LIST_CSS,
      'oauthList',
    );
    const providers = options.oauthList;
    const single = providers.length === 1;
    const screen = options.flowSource ?? StatsScreen.MultibrandingWidget;
    const sessionId = options.uniqueSessionId ?? instanceId(webCryptoRandom);
    const typeField = [buttonTypeField(single ? ButtonType.Default : ButtonType.Icon)];
    const send = (provider: ProviderNameValue, what: string) =>
      void stat(config, screen, sessionId, `${STAT_NAME[provider]}_button_${what}` as StatsEventName, typeField);
    const line = oauthListLine(options.lang);
    // The reference's hooks: `data-single-mode` on a one-provider list while its text fits, `data-oauth` on each button.
    const row = h('div', 'vkid-row', { role: 'group', 'aria-label': line });
    row.toggleAttribute('data-single-mode', single);
    for (const provider of providers) {
      const label = signInWithText(strings, provider);
      const tap = () => {
        startLogin(
          {
            provider,
            lang: options.lang,
            scheme: options.scheme,
            statsFlowSource: FlowSource.Multibranding,
            uniqueSessionId: sessionId,
          },
          (outcome) => {
            if (this.hook) {
              this.hook(outcome);
            } else if (outcome.ok) {
              this.done(config, OAuthListInternalEvents.LOGIN_SUCCESS, outcome.payload);
            } else {
              this.emit(WidgetEvents.ERROR, {
                ...widgetErrorOfAuth(outcome.error),
                reason: outcome.error.reason,
              } as KitWidgetError);
            }
          },
        );
        send(provider, 'tap');
      };
      const text = single ? h('span', 'vkid-pt', {}, label) : '';
      const el = button('vkid-pb', label, tap, icon('vkid-ic', ICONS[provider]), text);
      el.dataset.oauth = provider;
      row.append(el);
      if (text && typeof ResizeObserver === 'function') {
        // The text goes when it does not fit beside the icon (measured at its natural width), and comes back when it does.
        this.ro = new ResizeObserver(() => {
          if (el.clientWidth) {
            row.toggleAttribute('data-single-mode', text.scrollWidth <= el.clientWidth - 2 * padding - iconSize - 10);
          }
        });
        this.ro.observe(el);
      }
    }
    root.append(h('p', 'vkid-line', {}, line), row, h('span', 'vkid-ov', { 'aria-hidden': 'true' }));
    this.state('loaded', '');
    void stat(config, screen, sessionId, StatsEvent.MultibrandingOauthAdded, providerFlagFields(providers));
    for (const provider of providers) {
      send(provider, 'show');
    }
    // Made now, so a click can open the sign-in window with its final address.
    pkce(config).catch(() => {});
    return this;
  }

  close(): void {
    if (this.r) {
      this.ro?.disconnect();
      this.r.remove();
      this.r = undefined;
      this.emit(WidgetEvents.CLOSE);
    }
  }
}
