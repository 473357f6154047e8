/**
 * `OAuthList`: a row of provider buttons under a short line (widget-kit §2 «Button list»). A click opens
 * the sign-in window at once, inside the click, and only then queues the tap statistic (never awaited).
 */
import { widgetErrorOfAuth, type AuthSuccessPayload, type PopupOutcome } from '../core/widgetKit/authResult.ts';
import { ButtonType, FlowSource, StatsEvent, StatsScreen, type ProviderNameValue, type StatsEventName } from '../core/widgetKit/constants.ts';
import { OAuthListInternalEvents, WidgetEvents, type OAuthNameValue } from '../core/widgetKit/enums.ts';
import { instanceId } from '../core/widgetKit/instanceId.ts';
import { signInWithText, stringsFor } from '../core/widgetKit/languages.ts';
import { oauthListLayout } from '../core/widgetKit/layout.ts';
import { buttonTypeField, providerFlagFields } from '../core/widgetKit/stats.ts';
import { normalizeOAuthListParams } from '../core/widgetKit/validation.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';
import { Config } from './config.ts';
import { button, h, icon } from './dom.ts';
import { ICONS } from './icons.ts';
import { startLogin } from './login.ts';
import { pkce } from './session.ts';
import { stat } from './stats.ts';
import { Widget, type CommonParams, type KitWidgetError, type WidgetEventMap } from './widget.ts';

export { OAuthListInternalEvents, OAuthName } from '../core/widgetKit/enums.ts';

export interface OAuthListParams extends CommonParams {
  /** At least one of OAuthName.VK, OAuthName.OK, OAuthName.MAIL. */
  oauthList: OAuthNameValue[];
  styles?: { height?: number; borderRadius?: number };
}

export interface OAuthListEventMap extends WidgetEventMap {
  [OAuthListInternalEvents.LOGIN_SUCCESS]: AuthSuccessPayload;
}

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
    const config = Config.get();
    const strings = stringsFor(options.lang);
    const { height, borderRadius } = options.styles;
    const { iconSize, padding } = oauthListLayout(height);
    const root = this.mount(options.container, 'vkid-ol', options.scheme, { h: height, r: borderRadius, p: padding, i: iconSize }, params.nonce);
    const providers = options.oauthList;
    const single = providers.length === 1;
    const screen = options.flowSource ?? StatsScreen.MultibrandingWidget;
    const sessionId = options.uniqueSessionId ?? instanceId(webCryptoRandom);
    const typeField = [buttonTypeField(single ? ButtonType.Default : ButtonType.Icon)];
    const send = (provider: ProviderNameValue, what: string) => void stat(config, screen, sessionId, `${STAT_NAME[provider]}_button_${what}` as StatsEventName, typeField);
    const row = h('div', 'vkid-row', { role: 'group', 'aria-label': strings.providerListLabel });
    for (const provider of providers) {
      const label = signInWithText(strings, provider);
      const tap = () => {
        startLogin({ provider, lang: options.lang, scheme: options.scheme, statsFlowSource: FlowSource.Multibranding, uniqueSessionId: sessionId }, (outcome) => {
          if (this.hook) {
            this.hook(outcome);
          } else if (outcome.ok) {
            this.done(config, OAuthListInternalEvents.LOGIN_SUCCESS, outcome.payload);
          } else {
            this.emit(WidgetEvents.ERROR, { ...widgetErrorOfAuth(outcome.error), reason: outcome.error.reason } as KitWidgetError);
          }
        });
        send(provider, 'tap');
      };
      const text = single ? h('span', 'vkid-pt', {}, label) : '';
      const el = button('vkid-pb', label, tap, icon('vkid-ic', ICONS[provider]), text);
      el.dataset.provider = provider;
      row.append(el);
      if (text && typeof ResizeObserver === 'function') {
        // The text goes when it does not fit beside the icon (measured at its natural width), and comes back when it does.
        this.ro = new ResizeObserver(() => {
          if (el.clientWidth) {
            text.dataset.fit = text.scrollWidth > el.clientWidth - 2 * padding - iconSize - 10 ? 'no' : '';
          }
        });
        this.ro.observe(el);
      }
    }
    root.append(h('p', 'vkid-line', {}, strings.oauthListLine), row, h('span', 'vkid-ov', { 'aria-hidden': 'true' }));
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
