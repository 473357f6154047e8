/**
 * What OneTap and OAuthList share: typed listeners, the root element with its state, the polite
 * announcement area, show/hide, statistics and the end of a sign-in.
 */
import type { WidgetError } from '../core/ports/widgetHost.ts';
import type { LanguageId, NotLoadedReason, SchemeName } from '../core/widgetKit/constants.ts';
import { WidgetEvents } from '../core/widgetKit/enums.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import type { AuthSuccessPayload } from '../core/widgetKit/authResult.ts';
import { h, setVars } from './dom.ts';
import { redirectWith } from './login.ts';
import { adoptStyles } from './styles.ts';

/** The error a widget emits: code, text, details and, when the widget fell back to its button, why. */
export interface KitWidgetError extends WidgetError {
  reason?: NotLoadedReason;
}

/** Events every widget emits, with their payloads. */
export interface WidgetEventMap {
  [WidgetEvents.START_LOAD]: undefined;
  [WidgetEvents.LOAD]: undefined;
  [WidgetEvents.SHOW]: undefined;
  [WidgetEvents.HIDE]: undefined;
  [WidgetEvents.CLOSE]: undefined;
  [WidgetEvents.ERROR]: KitWidgetError;
  [WidgetEvents.RESIZE]: { height: number };
}

export type Listener<P> = (payload: P) => void;

/** Options both widgets accept besides their own. */
export interface CommonParams {
  container: HTMLElement;
  lang?: LanguageId | `${LanguageId}` | string;
  scheme?: SchemeName;
  flowSource?: string;
  uniqueSessionId?: string;
  /** Nonce for the `<style>` fallback of browsers without constructable stylesheets. */
  nonce?: string;
}

export abstract class Widget<M extends object> {
  private l = new Map<keyof M, Set<Listener<never>>>();
  /** The root element while rendered. */
  protected r?: HTMLElement;
  /** The polite announcement (and error) area. */
  protected live?: HTMLElement;

  /** Adds a listener; the payload type follows the event name. */
  on<K extends keyof M>(event: K, listener: Listener<M[K]>): this {
    const set = this.l.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    this.l.set(event, set);
    return this;
  }

  off<K extends keyof M>(event: K, listener: Listener<M[K]>): this {
    this.l.get(event)?.delete(listener as Listener<never>);
    return this;
  }

  /** Calls each listener; one that throws is reported and does not stop the others or the widget. */
  protected emit<K extends keyof M>(event: K, payload?: M[K]): void {
    for (const listener of [...(this.l.get(event) ?? [])]) {
      try {
        (listener as Listener<M[K] | undefined>)(payload);
      } catch (error) {
        console.error(error);
      }
    }
  }

  /**
   * Creates the root in `container` with the scheme, sizes and the announcement area; `css` is the widget
   * kind's own rules, `testId` its `data-test-id` (@vkid/sdk's: 'oneTap', 'floatingOneTap', 'oauthList').
   */
  protected mount(
    container: unknown,
    cls: string,
    scheme: SchemeName,
    vars: Record<string, string | number>,
    nonce: string | undefined,
    css: string,
    testId: string,
  ): HTMLElement {
    if ((container as Node | null)?.nodeType !== 1) {
      throw new TypeError('container should be an HTML element');
    }
    const doc = (container as Element).ownerDocument;
    adoptStyles(doc, css, nonce);
    this.live = h('div', 'vkid-sr', { role: 'status', 'aria-live': 'polite' });
    const root = h('div', `vkid ${cls}`, { 'data-scheme': scheme, 'data-test-id': testId }, this.live);
    setVars(root, vars);
    (container as Element).append(root);
    return (this.r = root);
  }

  /** Sets `data-state` (and `data-reason` when not loaded) and announces the change. */
  protected state(state: string, text: string, reason?: NotLoadedReason | null): void {
    const root = this.r!;
    root.dataset.state = state;
    if (reason) {
      root.dataset.reason = reason;
    } else {
      delete root.dataset.reason;
    }
    this.live!.textContent = text;
  }

  protected vis(visible: boolean): void {
    if (this.r) {
      this.r.style.display = visible ? '' : 'none';
      this.emit((visible ? WidgetEvents.SHOW : WidgetEvents.HIDE) as keyof M);
    }
  }

  /** Shows the widget again after `hide()`. */
  show(): this {
    this.vis(true);
    return this;
  }

  /** Hides the widget without changing its state. */
  hide(): this {
    this.vis(false);
    return this;
  }

  /** Removes the widget and releases everything it listens to. Safe to call twice. */
  abstract close(): void;

  /**
   * A finished sign-in: in the 'redirect' response mode the page goes to `redirectUrl` with the payload
   * as its query; in 'callback' the listeners get it. Never both, as in @vkid/sdk.
   */
  protected done(config: WidgetConfig, event: keyof M, payload: AuthSuccessPayload): void {
    if (!redirectWith(config, payload)) {
      this.emit(event, payload as M[keyof M]);
    }
  }
}

/** Debug output of the kit (only with `__debug`), one prefix so it is easy to filter. */
export function debug(config: WidgetConfig, ...what: unknown[]): void {
  if (config.__debug) {
    console.info('[VK ID]', ...what);
  }
}
