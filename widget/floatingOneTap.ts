/**
 * `FloatingOneTap`: the floating one-tap panel of @vkid/sdk 2.x. A card fixed to the window's corner (the
 * bottom edge on a narrow screen) with a title naming the app, a line, the sign-in button and,
 * optionally, the alternative providers; the provider's frame takes the card's place once it has loaded
 * and offers «Continue as …». Its lifecycle, bridge and sign-ins are the one-tap widgets' shared part
 * (frameWidget.ts, over the core machine the button runs: load within 5 s or fall back to the card, the
 * same bridge rules, the same errors); what differs is what it shows, its frame
 * (`/floating_one_tap_auth`), its handler names ('floatingonetap: …') and its statistics (screen
 * floating_one_tap). Its words come with its language's file (widget/texts.ts); the card shows once they
 * are in.
 */
import type { FullAuthRequest, RedirectPayload, StatField } from '../core/ports/widgetHost.ts';
import { BRIDGE_MESSAGE_TYPE } from '../core/widgetKit/bridge.ts';
import {
  FlowSource,
  StatsEvent,
  StatsScreen,
  type NotLoadedReason,
  type StatsEventName,
} from '../core/widgetKit/constants.ts';
import type { OAuthNameValue } from '../core/widgetKit/enums.ts';
import {
  FLOATING_SCREEN,
  FLOATING_TEXT_TYPES,
  FloatingOneTapInternalEvents,
  floatingFrameUrl,
  normalizeFloatingOneTapParams,
  type FloatingOneTapContentIdValue,
  type FloatingOneTapIndent,
} from '../core/widgetKit/floatingOneTap.ts';
import { floatingTexts } from '../core/widgetKit/floatingTexts.ts';
import { instanceId } from '../core/widgetKit/instanceId.ts';
import { oneTapLayout } from '../core/widgetKit/layout.ts';
import { providerOrigin } from '../core/widgetKit/providerOrigin.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';
import { configured } from './config.ts';
import { button, h, icon, type Shape } from './dom.ts';
import { FrameWidget, type FrameWidgetEventMap } from './frameWidget.ts';
import { VKID_ICON } from './icons.ts';
import { stat } from './statsSender.ts';
import { loadTexts } from './texts.ts';

export {
  FloatingOneTapContentId,
  FloatingOneTapInternalEvents,
  type FloatingOneTapIndent,
} from '../core/widgetKit/floatingOneTap.ts';

/** Render options (`appName` is required; the panel goes into the page's body unless a container is given). */
export interface FloatingOneTapParams {
  /** The app's name as your visitors know it; titles that name the app use it. */
  appName: string;
  /** What the panel is for: FloatingOneTapContentId.SIGN_IN_TO_SERVICE (default), MAKE_ORDER_WITH_SERVICE … */
  contentId?: FloatingOneTapContentIdValue;
  /** Distance from the window's edges, px (default 12 each): top and right on a wide screen, bottom on a narrow one. */
  indent?: FloatingOneTapIndent;
  /** The frame offers «Sign in another way» under «Continue as …». */
  showAlternativeLogin?: boolean | 0 | 1;
  /** Alternative providers under the button (the provider's own entry is dropped). */
  oauthList?: OAuthNameValue[];
  /** `false`: no frame, only the card with its button (the visitor signs in through the full sign-in). */
  fastAuthEnabled?: boolean;
  fastAuthDisabled?: boolean;
  lang?: number | string;
  scheme?: 'light' | 'dark';
  /** Where the panel goes (it is fixed to the window wherever it is); the page's body by default. */
  container?: HTMLElement;
  /** Nonce for the `<style>` fallback of browsers without constructable stylesheets. */
  nonce?: string;
}

export interface FloatingOneTapEventMap extends FrameWidgetEventMap {
  /** A sign-in through the panel finished: code, state, device_id … */
  [FloatingOneTapInternalEvents.LOGIN_SUCCESS]: RedirectPayload;
  [FloatingOneTapInternalEvents.SHOW_FULL_AUTH]: FullAuthRequest;
  /** The provider has no session: the frame gave way to the card and its button. */
  [FloatingOneTapInternalEvents.NOT_AUTHORIZED]: { reason: NotLoadedReason };
}

/** The panel's own rules: the fixed card, its close button, title and line; the frame in its place once loaded. */
export const FLOATING_CSS = `.vkid-fl{position:fixed;z-index:99999;top:var(--vkid-t);right:var(--vkid-rt);width:384px;max-width:100%;padding:12px}
.vkid-card{position:relative;padding:32px;border-radius:24px;background:var(--bg);box-shadow:0 0 2px rgba(0,0,0,.08),0 4px 16px rgba(0,0,0,.08);text-align:center}
.vkid[data-scheme=dark] .vkid-card{box-shadow:0 0 2px rgba(0,0,0,.3),0 4px 16px rgba(0,0,0,.3)}
.vkid .vkid-x{position:absolute;top:8px;right:8px;width:44px;height:44px;padding:0;border-radius:50%;background:none;color:var(--sub)}
.vkid-x:hover{background:var(--bh)}.vkid-x svg{width:20px;height:20px}
.vkid-mark{width:64px;height:64px;margin:0 auto 16px;display:block}
.vkid-tt{margin:0;font-size:23px;font-weight:600;line-height:28px}
.vkid-ds{margin:12px 0 24px;font-size:16px;font-weight:400;line-height:20px;color:var(--sub)}
.vkid-fl .vkid-btn{gap:6px}
.vkid-fl .vkid-ls{margin-top:16px}
.vkid-fl .vkid-fr{display:block;width:100%;height:var(--vkid-fh,336px);border:0;background:none}
.vkid-fl:not([data-state=loaded]) .vkid-fr{position:absolute;top:0;left:0;visibility:hidden;pointer-events:none}
.vkid-fl[data-state=loaded]{padding:0}.vkid-fl[data-state=loaded] .vkid-card{display:none}
.vkid-fl:not([data-ready]) .vkid-card{visibility:hidden}
@media (max-width:480px){.vkid-fl{top:auto;right:0;left:0;bottom:var(--vkid-b);width:100%}}`;

/** The close mark: two crossing strokes on a 24×24 grid. */
const CLOSE: readonly Shape[] = [
  ['path', 'd=M6_6l12_12M18_6L6_18 fill=none stroke=currentColor stroke-width=2 stroke-linecap=round'],
];

/** The main button's height and radius (the panel's own, not an option). */
const BUTTON_HEIGHT = 44;
const BUTTON_RADIUS = 12;

/** The machine's statistics as the panel names them: its card's button is the «no user» button. */
const PANEL_EVENT: Partial<Record<StatsEventName, StatsEventName>> = {
  [StatsEvent.NoSessionFound]: StatsEvent.NoUserButtonShow,
  [StatsEvent.OnetapButtonNoUserShow]: StatsEvent.NoUserButtonShow,
};

export class FloatingOneTap extends FrameWidget<FloatingOneTapEventMap> {
  private frame?: HTMLIFrameElement;

  /** Renders the panel; throws (rendering nothing) on invalid params, e.g. without `appName`; again is a no-op. */
  render(params: FloatingOneTapParams): this {
    if (this.rendered) {
      return this;
    }
    const options = normalizeFloatingOneTapParams<HTMLElement>(params, globalThis.document?.body);
    const config = configured();
    // Its words come with the language's file; until then the card is hidden and the announcements silent.
    const strings = { loading: '', loaded: '', notLoaded: '' };
    const layout = oneTapLayout(BUTTON_HEIGHT, BUTTON_RADIUS, false);
    const id = instanceId(webCryptoRandom);
    const { top, right, bottom } = options.offsets;
    const vars = {
      t: top,
      rt: right,
      b: bottom,
      h: BUTTON_HEIGHT,
      r: BUTTON_RADIUS,
      p: layout.padding,
      l: layout.logoSize,
      fs: layout.fontSize,
    };
    const root = this.mount(
      options.container,
      'vkid-fl',
      options.scheme,
      vars,
      params.nonce,
      FLOATING_CSS,
      'floatingOneTap',
    );
    // Everything the panel records is on its own screen, its «no user» button counted as such.
    const send = (event: StatsEventName, fields: readonly StatField[] = []) =>
      void stat(config, FLOATING_SCREEN, id, PANEL_EVENT[event] ?? event, PANEL_EVENT[event] ? [] : fields);

    const title = h('p', 'vkid-tt');
    const line = h('p', 'vkid-ds');
    const label = h('span', '');
    const close = button('vkid-x', '', () => this.close(), icon('', CLOSE));
    const main = button(
      'vkid-btn',
      '',
      () => {
        this.login({});
        send(StatsEvent.NoUserButtonTap);
      },
      icon('vkid-logo', VKID_ICON),
      label,
      h('span', 'vkid-spin'),
    );
    const card = h('div', 'vkid-card', { role: 'dialog' }, close, icon('vkid-mark', VKID_ICON), title, line, main);
    root.append(card);
    const frame = (this.frame = h('iframe', 'vkid-fr'));
    void loadTexts(options.lang).then((words) => {
      const texts = floatingTexts(words.floating, options.contentId, options.appName);
      title.textContent = texts.title;
      line.textContent = texts.description;
      label.textContent = texts.button ?? texts.signIn;
      main.setAttribute('aria-label', label.textContent);
      close.setAttribute('aria-label', texts.close);
      card.setAttribute('aria-label', texts.title);
      frame.title = texts.signIn;
      Object.assign(strings, { loading: texts.loading, loaded: texts.loaded, notLoaded: texts.notLoaded });
      root.dataset.ready = '';
      if (this.rendered) {
        this.announce();
      }
    });
    if (options.oauthList.length > 0) {
      this.providers(card.appendChild(h('div', 'vkid-ls')), options.oauthList, FLOATING_SCREEN, {
        height: BUTTON_HEIGHT,
        borderRadius: BUTTON_RADIUS,
      });
    }

    // The panel was shown: on no screen yet, leading to the panel's (as the provider counts it).
    void stat(
      config,
      StatsScreen.Nowhere,
      id,
      StatsEvent.ScreenProceed,
      [
        { name: 'theme_type', value: options.scheme },
        { name: 'language', value: String(options.lang) },
        { name: 'text_type', value: FLOATING_TEXT_TYPES[options.contentId] },
      ],
      FLOATING_SCREEN,
    );
    if (options.fastAuthDisabled) {
      send(StatsEvent.NoUserButtonShow);
    }
    this.launch({
      config,
      root,
      frame,
      strings,
      sessionId: id,
      lang: options.lang,
      scheme: options.scheme,
      flowSource: FlowSource.FloatingOneTap,
      names: FloatingOneTapInternalEvents,
      fastAuthDisabled: options.fastAuthDisabled,
      frameUrl: (pair) =>
        floatingFrameUrl(config, options, {
          instanceId: id,
          origin: location.origin,
          codeChallenge: pair.challenge,
          state: pair.state,
        }),
      stat: send,
    });
    return this;
  }

  /** A finished sign-in: the frame is told (it may show it), then the redirect or the listeners. */
  protected override succeed(payload: RedirectPayload): void {
    this.frame?.contentWindow?.postMessage(
      { type: BRIDGE_MESSAGE_TYPE, handler: FloatingOneTapInternalEvents.LOGIN_SUCCESS, params: {} },
      providerOrigin(configured().__vkidDomain),
    );
    super.succeed(payload);
  }
}
