/**
 * What the two one-tap widgets share — the button (`OneTap`) and the floating panel (`FloatingOneTap`):
 * the core lifecycle machine bound to the page (DomWidgetHost), the frame's bridge, `data-state` and its
 * announcements, the sign-ins the widget starts and their outcome, and the alternative providers' list,
 * loaded only when a widget has providers to show. Each widget brings its DOM, its frame address, its
 * handler names and its statistics.
 */
import { createActor, type Actor } from 'xstate';
import {
  provideWidgetLifecycle,
  widgetDataState,
  type widgetLifecycleMachine,
} from '../core/machines/widgetLifecycle.ts';
import type { AuthInfo, FullAuthRequest, RedirectPayload, StatField } from '../core/ports/widgetHost.ts';
import type { PopupOutcome } from '../core/widgetKit/authResult.ts';
import type { FrameHandlers } from '../core/widgetKit/bridge.ts';
import {
  FlowSource,
  type FlowSourceName,
  type LanguageId,
  type NotLoadedReason,
  type ProviderNameValue,
  type SchemeName,
  type StatsEventName,
} from '../core/widgetKit/constants.ts';
import type { OneTapInternalEvents } from '../core/widgetKit/enums.ts';
import { WidgetEvents } from '../core/widgetKit/enums.ts';
import { providerOrigin } from '../core/widgetKit/providerOrigin.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import { DomWidgetHost } from './adapters/DomWidgetHost.ts';
import { postMessageBridge } from './adapters/PostMessageBridge.ts';
import { startLogin } from './login.ts';
import { pkce, type Pkce } from './pkcePair.ts';
import type { AuthParams } from './signInRequest.ts';
import { debug, Widget, type KitWidgetError, type WidgetEventMap } from './widget.ts';

/** Events both one-tap widgets emit besides the common ones; each names its own three (`names`). */
export interface FrameWidgetEventMap extends WidgetEventMap {
  [OneTapInternalEvents.AUTHENTICATION_INFO]: AuthInfo;
}

/** The polite announcements of a widget's states. */
interface Announcements {
  loading: string;
  loaded: string;
  notLoaded: string;
}

/** What a one-tap widget hands to `launch`, once its DOM is built. */
export interface FrameWidgetSetup {
  config: WidgetConfig;
  root: HTMLElement;
  frame: HTMLIFrameElement;
  /** The state announcements; a widget whose words arrive later fills them then and calls `announce()`. */
  strings: Announcements;
  /** The instance id: the frame's `uuid` and the statistics' session. */
  sessionId: string;
  lang: LanguageId;
  scheme: SchemeName;
  /** The flow source of a sign-in the widget starts (a provider's goes as multibranding). */
  flowSource: FlowSourceName;
  /** The widget's own handler and event names (login success, show full auth, not authorized). */
  names: FrameHandlers;
  fastAuthDisabled: boolean;
  frameUrl(pair: Pkce): string;
  /** Records one of the machine's statistics, in the widget's own terms. */
  stat(event: StatsEventName, fields: readonly StatField[]): void;
  /** Releases the widget's own timers and observers. */
  teardown?(): void;
}

export abstract class FrameWidget<M extends FrameWidgetEventMap> extends Widget<M> {
  private a?: Actor<typeof widgetLifecycleMachine>;
  private s?: FrameWidgetSetup;
  /** The alternative providers' list, once loaded. */
  private list?: { close(): void };
  /** Whether LOAD was emitted (once per widget). */
  private loadSaid = false;

  /** Whether the widget is rendered (and not closed). */
  protected get rendered(): boolean {
    return this.a !== undefined;
  }

  /** Opens the full sign-in for this widget: its button, the frame's request, a provider of its list. */
  protected login(request: AuthParams): void {
    const s = this.s!;
    startLogin(
      {
        statsFlowSource: request.provider ? FlowSource.Multibranding : s.flowSource,
        ...request,
        uniqueSessionId: s.sessionId,
        lang: s.lang,
        scheme: s.scheme,
      },
      (outcome) => this.finish(outcome),
    );
  }

  /** The end of a sign-in this widget started: a failure goes to the machine, a success to `succeed`. */
  protected finish(outcome: PopupOutcome): void {
    if (outcome.ok) {
      this.succeed(outcome.payload);
    } else {
      this.a?.send({ type: 'auth.failed', error: outcome.error });
    }
  }

  /** A finished sign-in: the redirect in the 'redirect' response mode, else the listeners. */
  protected succeed(payload: RedirectPayload): void {
    this.done(this.s!.config, this.s!.names.LOGIN_SUCCESS as keyof M, payload as never);
  }

  /**
   * Shows the alternative providers in `container` (the list's code loads now; a widget closed meanwhile
   * shows nothing). Their sign-ins end in this widget, as its own do.
   */
  protected providers(
    container: HTMLElement,
    oauthList: ProviderNameValue[],
    screen: string,
    styles: { height: number; borderRadius: number },
  ): void {
    void import('./oauthList.ts').then(({ OAuthList }) => {
      const s = this.s;
      if (!this.a || !s) {
        return;
      }
      const list = new OAuthList();
      list.hook = (outcome) => this.finish(outcome);
      list.render({
        container,
        oauthList,
        lang: s.lang,
        scheme: s.scheme,
        flowSource: screen,
        uniqueSessionId: s.sessionId,
        styles,
      });
      this.list = list;
    });
  }

  /** Starts the lifecycle: loading with the frame, or the widget's own button at once with fast auth off. */
  protected launch(s: FrameWidgetSetup): void {
    this.s = s;
    const { config, root, frame, strings } = s;
    const host = new DomWidgetHost({
      root,
      frame,
      src: () => pkce(config).then(s.frameUrl),
      listen: () =>
        postMessageBridge(
          window,
          frame,
          providerOrigin(config.__vkidDomain),
          (event, data) => {
            actor.send(event);
            // No session the frame could see, and the provider's frame says it offers FedCM (the real VK ID's says
            // nothing): where the browser has FedCM, its own chooser may know the visitor (widget/oneTapFedcm.ts).
            if (
              event.type == 'frame.notAuthorized' &&
              (data.params as { fedcm?: unknown } | undefined)?.fedcm &&
              'IdentityCredential' in window
            ) {
              void import('./oneTapFedcm.ts').then((f) =>
                f.fedcm(config).then((outcome) => outcome && this.a && this.finish(outcome)),
              );
            }
          },
          config.__debug ? (why, message) => debug(config, why, message.origin, message.data) : undefined,
          s.names,
        ),
      emit: (event, payload) => this.emit(event as keyof M, payload as never),
      stat: s.stat,
      success: (payload) => this.succeed(payload),
      fullAuth: (request: FullAuthRequest) => {
        this.emit(s.names.SHOW_FULL_AUTH as keyof M, request as never);
        this.login(request);
      },
      error: (error: KitWidgetError) => {
        debug(config, 'error', error);
        this.emit(WidgetEvents.ERROR, error as never);
      },
      teardown: () => {
        s.teardown?.();
        this.list?.close();
      },
    });
    const actor = createActor(provideWidgetLifecycle(host));
    this.a = actor;
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') {
        this.a = this.r = undefined;
        this.emit(WidgetEvents.CLOSE);
        return;
      }
      // The frame said load: listeners hear it at once, as from @vkid/sdk; the widget shows it 300 ms later.
      const settling = snapshot.matches({ loading: 'settling' });
      if (settling && !this.loadSaid) {
        this.loadSaid = true;
        this.emit(WidgetEvents.LOAD);
      }
      const state = widgetDataState(snapshot);
      const reason: NotLoadedReason | null = state === 'not_loaded' ? snapshot.context.reason : null;
      if (root.dataset.state === state && root.dataset.reason === (reason ?? undefined)) {
        return;
      }
      this.state(state, '', reason);
      this.announce();
      if (reason) {
        debug(config, 'not_loaded, reason:', reason);
        if (reason === 'not_authorized') {
          this.emit(s.names.NOT_AUTHORIZED as keyof M, { reason } as never);
        }
      }
    });
    this.state('loading', strings.loading);
    // Made now even without a frame, so the button's click can open the sign-in window with its final address.
    pkce(config).catch(() => {});
    actor.start();
    actor.send({ type: 'widget.render', fastAuthDisabled: s.fastAuthDisabled });
  }

  /** Announces the current state again, in the words `strings` hold now. */
  protected announce(): void {
    const state = this.r?.dataset.state;
    const strings = this.s!.strings;
    this.live!.textContent =
      state === 'loaded' ? strings.loaded : state === 'loading' ? strings.loading : strings.notLoaded;
  }

  /** Tells the machine that the button's layout changed (the no-user statistic names it). */
  protected buttonType(buttonType: 'icon' | 'default'): void {
    this.a?.send({ type: 'button.typeChanged', buttonType });
  }

  override show(): this {
    this.a?.send({ type: 'widget.show' });
    return this;
  }

  override hide(): this {
    this.a?.send({ type: 'widget.hide' });
    return this;
  }

  /** Removes the widget, ends the bridge and releases its timers, observers and list. Safe to call twice. */
  close(): void {
    this.a?.send({ type: 'widget.close' });
  }
}
