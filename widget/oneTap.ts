/**
 * `OneTap`: the provider's one-tap frame over a native button that stays as the fallback
 * (widget-kit §2, §4). Its lifecycle, bridge and sign-ins are the one-tap widgets' shared part
 * (frameWidget.ts, over the core machine); this file builds the button, fits its text to the width and
 * names its statistics.
 */
import type { FullAuthRequest, RedirectPayload, StatField } from '../core/ports/widgetHost.ts';
import {
  ButtonType,
  FlowSource,
  RESIZE_DEBOUNCE_MS,
  StatsEvent,
  StatsScreen,
  TEXT_SWITCH_DELAY_MS,
  type NotLoadedReason,
  type SkinName,
  type StatsEventName,
} from '../core/widgetKit/constants.ts';
import { OneTapInternalEvents, type OAuthNameValue, type OneTapContentIdValue } from '../core/widgetKit/enums.ts';
import { instanceId } from '../core/widgetKit/instanceId.ts';
import { stringsFor } from '../core/widgetKit/languages.ts';
import { ONE_TAP_LIST_GAP_PX, oneTapLayout } from '../core/widgetKit/layout.ts';
import {
  contentTexts,
  normalizeOneTapParams,
  ONE_TAP_TEXT_TYPES,
  oneTapFrameUrl,
  oneTapTextMode,
} from '../core/widgetKit/oneTapButton.ts';
import { buttonTypeField } from '../core/widgetKit/statsEvents.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';
import { configured } from './config.ts';
import { button, h, icon } from './dom.ts';
import { FrameWidget, type FrameWidgetEventMap } from './frameWidget.ts';
import { VKID_ICON } from './icons.ts';
import { stat } from './statsSender.ts';
import { loadTexts } from './texts.ts';
import type { CommonParams } from './widget.ts';

/** The one-tap button's own rules: skins, the text that gives way to «VK ID» or the logo alone, the frame over it. */
export const ONE_TAP_CSS = `.vkid[data-skin=secondary]{--c:#f0f2f5;--ch:#e6e9ed;--ca:#dce1e6;--fg:#000;--lb:#07f;--lg:#fff}
.vkid[data-scheme=dark][data-skin=secondary]{--c:#2c2d2e;--ch:#363738;--ca:#414243;--fg:#fff}
.vkid-txt{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-align:center}
.vkid-btn:after{content:"";flex:none;width:var(--vkid-l)}
.vkid[data-mode=icon] .vkid-btn{width:var(--vkid-h);padding:0}
.vkid[data-mode=icon] .vkid-txt,.vkid[data-mode=icon] .vkid-btn:after,.vkid[data-mode=icon] .vkid-spin{display:none}
.vkid-m{position:absolute;visibility:hidden;white-space:nowrap;pointer-events:none}
.vkid-fr{display:block;width:100%;height:var(--vkid-fh);border:0;background:none}
.vkid:not([data-state=loaded]) .vkid-fr{position:absolute;top:0;left:0;visibility:hidden;pointer-events:none}
.vkid[data-state=loaded] .vkid-box{display:none}
.vkid-ls{margin-top:${ONE_TAP_LIST_GAP_PX}px}`;

export { OneTapContentId, OneTapInternalEvents, OneTapSkin } from '../core/widgetKit/enums.ts';

/** The button's size: width 0 (default) is 100 % of the container; height 32–56 (default 44); borderRadius default 8. */
export interface OneTapStyles {
  width?: number;
  height?: number;
  borderRadius?: number;
}

export interface OneTapParams extends CommonParams {
  skin?: SkinName;
  /** What the button says: OneTapContentId.SIGN_IN (default), SIGN_UP, GET … */
  contentId?: OneTapContentIdValue;
  /** Only the native button, no frame (the visitor signs in through the full sign-in). */
  fastAuthDisabled?: boolean;
  fastAuthEnabled?: boolean;
  /** Alternative providers shown 16 px below the button (the provider's own entry is dropped). */
  oauthList?: OAuthNameValue[];
  showAlternativeLogin?: boolean | 0 | 1;
  styles?: OneTapStyles;
}

export interface OneTapEventMap extends FrameWidgetEventMap {
  /** The frame (or a sign-in it opened) signed the visitor in: code, state, device_id … */
  [OneTapInternalEvents.LOGIN_SUCCESS]: RedirectPayload;
  [OneTapInternalEvents.SHOW_FULL_AUTH]: FullAuthRequest;
  /** The provider has no session: the widget fell back to its button. */
  [OneTapInternalEvents.NOT_AUTHORIZED]: { reason: NotLoadedReason };
}

export class OneTap extends FrameWidget<OneTapEventMap> {
  /** Renders into `params.container`; throws (rendering nothing) on invalid params; again is a no-op. */
  render(params: OneTapParams): this {
    if (this.rendered) {
      return this;
    }
    const options = normalizeOneTapParams(params);
    const config = configured();
    const strings = stringsFor(options.lang);
    const { width, height, borderRadius } = options.styles;
    const layout = oneTapLayout(height, borderRadius, options.showAlternativeLogin);
    const id = instanceId(webCryptoRandom);
    const sessionId = options.uniqueSessionId ?? id;
    const vars = {
      w: width || '100%',
      h: height,
      r: borderRadius,
      p: layout.padding,
      fs: layout.fontSize,
      l: layout.logoSize,
      fh: layout.frameHeight,
    };
    const root = this.mount(options.container, 'vkid-ot', options.scheme, vars, params.nonce, ONE_TAP_CSS, 'oneTap');
    root.dataset.skin = options.skin;
    const send = (event: StatsEventName, fields: readonly StatField[] = []) =>
      void stat(config, StatsScreen.Nowhere, sessionId, event, fields);

    let buttonType: 'icon' | 'default' = ButtonType.Default;
    // The sign-in texts are at hand; another content id's come with the language's file, before the first fit.
    let texts = contentTexts(strings, '', 0);
    const text = h('span', 'vkid-txt', {}, options.contentId ? '' : texts.first);
    const long = h('span', 'vkid-m', { 'aria-hidden': 'true' }, texts.long);
    const short = h('span', 'vkid-m', { 'aria-hidden': 'true' }, strings.signInShort);
    const tap = () => {
      // The window opens inside the click; the statistic is only queued.
      this.login({});
      send(StatsEvent.OnetapButtonNoUserTap, [buttonTypeField(buttonType)]);
    };
    const main = button('vkid-btn', texts.long, tap, icon('vkid-logo', VKID_ICON), text, h('span', 'vkid-spin'));
    const box = h('div', 'vkid-box', {}, main, long, short);
    root.append(box);
    if (options.contentId) {
      void loadTexts(options.lang).then((words) => {
        texts = contentTexts(strings, words.actions, options.contentId);
        text.textContent =
          root.dataset.mode === 'short' ? strings.signInShort : root.dataset.mode ? texts.long : texts.first;
        long.textContent = texts.long;
        main.setAttribute('aria-label', texts.long);
      });
    }
    if (options.oauthList.length > 0) {
      this.providers(box.appendChild(h('div', 'vkid-ls')), options.oauthList, StatsScreen.Nowhere, {
        height,
        borderRadius,
      });
    }

    // Text: 'Continue' first, the fitting text 250 ms after the first layout, re-checked 500 ms after a resize.
    const measure = () => {
      if (!root.clientWidth) {
        return;
      }
      const mode = oneTapTextMode(
        root.clientWidth,
        { longTextWidth: long.offsetWidth, shortTextWidth: short.offsetWidth },
        layout,
      );
      root.dataset.mode = mode;
      text.textContent = mode === 'short' ? strings.signInShort : texts.long;
      buttonType = mode === 'icon' ? ButtonType.Icon : ButtonType.Default;
      this.buttonType(buttonType);
    };
    const first = setTimeout(measure, TEXT_SWITCH_DELAY_MS);
    let later: ReturnType<typeof setTimeout> | undefined;
    let observed = false;
    const ro =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            // The first call only reports the initial size; the 250 ms switch covers it.
            if (observed) {
              clearTimeout(later);
              later = setTimeout(measure, RESIZE_DEBOUNCE_MS);
            }
            observed = true;
          })
        : undefined;
    ro?.observe(root);

    send(StatsEvent.ScreenProceed, [
      { name: 'theme_type', value: options.scheme },
      { name: 'style_type', value: options.skin },
      { name: 'language', value: String(options.lang) },
      { name: 'text_type', value: ONE_TAP_TEXT_TYPES[options.contentId] },
    ]);
    this.launch({
      config,
      root,
      frame: h('iframe', 'vkid-fr', { title: strings.frameTitle }),
      strings,
      sessionId,
      lang: options.lang,
      scheme: options.scheme,
      flowSource: FlowSource.OneTap,
      names: OneTapInternalEvents,
      fastAuthDisabled: options.fastAuthDisabled,
      frameUrl: (pair) =>
        oneTapFrameUrl(config, options, {
          instanceId: id,
          origin: location.origin,
          codeChallenge: pair.challenge,
          state: pair.state,
        }),
      stat: send,
      teardown: () => {
        clearTimeout(first);
        clearTimeout(later);
        ro?.disconnect();
      },
    });
    return this;
  }
}
