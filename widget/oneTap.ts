/**
 * `OneTap`: the provider's one-tap frame over a native button that stays as the fallback
 * (widget-kit §2, §4). Its lifecycle is the core machine; this file builds the DOM and binds the machine
 * to it through `DomWidgetHost`.
 */
import { createActor, type Actor } from 'xstate';
import { provideWidgetLifecycle, widgetDataState, type widgetLifecycleMachine } from '../core/machines/widgetLifecycle.ts';
import type { AuthInfo, FullAuthRequest, RedirectPayload } from '../core/ports/widgetHost.ts';
import type { PopupOutcome } from '../core/widgetKit/authResult.ts';
import { ButtonType, FlowSource, RESIZE_DEBOUNCE_MS, StatsEvent, StatsScreen, TEXT_SWITCH_DELAY_MS, type NotLoadedReason, type SkinName } from '../core/widgetKit/constants.ts';
import { OneTapInternalEvents, WidgetEvents, type OAuthNameValue } from '../core/widgetKit/enums.ts';
import { oneTapFrameUrl } from '../core/widgetKit/frameUrl.ts';
import { instanceId } from '../core/widgetKit/instanceId.ts';
import { stringsFor } from '../core/widgetKit/languages.ts';
import { oneTapLayout, oneTapTextMode } from '../core/widgetKit/layout.ts';
import { providerOrigin } from '../core/widgetKit/providerOrigin.ts';
import { buttonTypeField } from '../core/widgetKit/stats.ts';
import { normalizeOneTapParams } from '../core/widgetKit/validation.ts';
import { DomWidgetHost } from './adapters/DomWidgetHost.ts';
import { postMessageBridge } from './adapters/PostMessageBridge.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';
import { Config } from './config.ts';
import { button, h, icon } from './dom.ts';
import { ICONS } from './icons.ts';
import { startLogin, type AuthParams } from './login.ts';
import { OAuthList } from './oauthList.ts';
import { pkce } from './session.ts';
import { stat } from './stats.ts';
import { debug, Widget, type CommonParams, type KitWidgetError, type WidgetEventMap } from './widget.ts';

export { OneTapInternalEvents, OneTapSkin } from '../core/widgetKit/enums.ts';

export interface OneTapParams extends CommonParams {
  skin?: SkinName;
  /** Only the native button, no frame (the visitor signs in through the full sign-in). */
  fastAuthDisabled?: boolean;
  fastAuthEnabled?: boolean;
  /** Alternative providers shown 16 px below the button (the provider's own entry is dropped). */
  oauthList?: OAuthNameValue[];
  showAlternativeLogin?: boolean | 0 | 1;
  /** width 0 (default) is 100 % of the container; height 32–56 (default 44); borderRadius default 8. */
  styles?: { width?: number; height?: number; borderRadius?: number };
}

export interface OneTapEventMap extends WidgetEventMap {
  /** The frame (or a sign-in it opened) signed the visitor in: code, state, device_id … */
  [OneTapInternalEvents.LOGIN_SUCCESS]: RedirectPayload;
  [OneTapInternalEvents.SHOW_FULL_AUTH]: FullAuthRequest;
  /** The provider has no session: the widget fell back to its button. */
  [OneTapInternalEvents.NOT_AUTHORIZED]: { reason: NotLoadedReason };
  [OneTapInternalEvents.AUTHENTICATION_INFO]: AuthInfo;
}

export class OneTap extends Widget<OneTapEventMap> {
  private a?: Actor<typeof widgetLifecycleMachine>;

  /** Renders into `params.container`; throws (rendering nothing) on invalid params; again is a no-op. */
  render(params: OneTapParams): this {
    if (this.a) {
      return this;
    }
    const options = normalizeOneTapParams(params);
    const config = Config.get();
    const strings = stringsFor(options.lang);
    const { width, height, borderRadius } = options.styles;
    const layout = oneTapLayout(height, borderRadius, options.showAlternativeLogin);
    const id = instanceId(webCryptoRandom);
    const sessionId = options.uniqueSessionId ?? id;
    const origin = providerOrigin(config.__vkidDomain);
    const vars = { w: width || '100%', h: height, r: borderRadius, p: layout.padding, fs: layout.fontSize, l: layout.logoSize, fh: layout.frameHeight };
    const root = this.mount(options.container, 'vkid-ot', options.scheme, vars, params.nonce);
    root.dataset.skin = options.skin;
    const send = (event: Parameters<typeof stat>[3], fields: Parameters<typeof stat>[4] = []) => void stat(config, StatsScreen.Nowhere, sessionId, event, fields);

    let buttonType: 'icon' | 'default' = ButtonType.Default;
    // The end of a sign-in this widget opened (its button, the frame's request, its provider list).
    const finish = (outcome: PopupOutcome) => (outcome.ok ? surface.success(outcome.payload) : actor.send({ type: 'auth.failed', error: outcome.error }));
    // Opens the full sign-in inside the caller's click or the frame's message.
    const login = (request: AuthParams) =>
      startLogin({ statsFlowSource: FlowSource.OneTap, ...request, uniqueSessionId: sessionId, lang: options.lang, scheme: options.scheme }, finish);
    const text = h('span', 'vkid-txt', {}, strings.continue);
    const long = h('span', 'vkid-m', { 'aria-hidden': 'true' }, strings.signIn);
    const short = h('span', 'vkid-m', { 'aria-hidden': 'true' }, strings.signInShort);
    const tap = () => {
      login({});
      send(StatsEvent.OnetapButtonNoUserTap, [buttonTypeField(buttonType)]);
    };
    const box = h('div', 'vkid-box', {}, button('vkid-btn', strings.signIn, tap, icon('vkid-logo', ICONS.vkid), text, h('span', 'vkid-spin')), long, short);
    root.append(box);
    let list: OAuthList | undefined;
    if (options.oauthList.length > 0) {
      list = new OAuthList();
      list.hook = finish;
      list.render({
        container: box.appendChild(h('div', 'vkid-ls')),
        oauthList: options.oauthList,
        lang: options.lang,
        scheme: options.scheme,
        flowSource: StatsScreen.Nowhere,
        uniqueSessionId: sessionId,
        styles: { height, borderRadius },
      });
    }
    const frame = h('iframe', 'vkid-fr', { title: strings.frameTitle });

    // Text: 'Continue' first, the fitting text 250 ms after the first layout, re-checked 500 ms after a resize.
    const measure = () => {
      if (!root.clientWidth) {
        return;
      }
      const mode = oneTapTextMode(root.clientWidth, { longTextWidth: long.offsetWidth, shortTextWidth: short.offsetWidth }, layout);
      root.dataset.mode = mode;
      text.textContent = mode === 'short' ? strings.signInShort : strings.signIn;
      buttonType = mode === 'icon' ? ButtonType.Icon : ButtonType.Default;
      actor.send({ type: 'button.typeChanged', buttonType });
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

    const surface = {
      root,
      frame,
      src: () => pkce(config).then((pair) => oneTapFrameUrl(config, options, { instanceId: id, origin: location.origin, codeChallenge: pair.challenge, state: pair.state })),
      listen: () =>
        postMessageBridge(window, frame, origin, (event) => actor.send(event), config.__debug ? (why, message) => debug(config, why, message.origin, message.data) : undefined),
      emit: (event: string, payload?: unknown) => this.emit(event as keyof OneTapEventMap, payload as never),
      stat: send,
      success: (payload: RedirectPayload) => this.done(config, OneTapInternalEvents.LOGIN_SUCCESS, payload as never),
      fullAuth: (request: FullAuthRequest) => {
        this.emit(OneTapInternalEvents.SHOW_FULL_AUTH, request);
        login(request);
      },
      error: (error: KitWidgetError) => {
        debug(config, 'error', error);
        this.emit(WidgetEvents.ERROR, error);
      },
      teardown: () => {
        clearTimeout(first);
        clearTimeout(later);
        ro?.disconnect();
        list?.close();
      },
    };
    const actor = createActor(provideWidgetLifecycle(new DomWidgetHost(surface)));
    this.a = actor;
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') {
        this.a = this.r = undefined;
        this.emit(WidgetEvents.CLOSE);
        return;
      }
      const state = widgetDataState(snapshot);
      const reason = state === 'not_loaded' ? snapshot.context.reason : null;
      if (root.dataset.state === state && root.dataset.reason === (reason ?? undefined)) {
        return;
      }
      this.state(state, state === 'loaded' ? strings.loaded : state === 'loading' ? strings.loading : strings.notLoaded, reason);
      if (state === 'loaded') {
        this.emit(WidgetEvents.LOAD);
      } else if (reason) {
        debug(config, 'not_loaded, reason:', reason);
        if (reason === 'not_authorized') {
          this.emit(OneTapInternalEvents.NOT_AUTHORIZED, { reason });
        }
      }
    });
    this.state('loading', strings.loading);
    // Made now even without a frame, so the button's click can open the sign-in window with its final address.
    pkce(config).catch(() => {});
    actor.start();
    actor.send({ type: 'widget.render', fastAuthDisabled: options.fastAuthDisabled });
    return this;
  }

  override show(): this {
    this.a?.send({ type: 'widget.show' });
    return this;
  }

  override hide(): this {
    this.a?.send({ type: 'widget.hide' });
    return this;
  }

  /** Removes the widget, ends the bridge and releases its timers and observers. Safe to call twice. */
  close(): void {
    this.a?.send({ type: 'widget.close' });
  }
}
