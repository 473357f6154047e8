/**
 * Shared set-up of the kit's DOM tests (jsdom). jsdom has no layout, no ResizeObserver and no
 * window.open: where a test needs them it installs the small stand-ins below, which only play the
 * browser's part (report a size, hand back a window); the kit's own code runs unchanged.
 */
import { vi } from 'vitest';
import { Config, type ConfigData } from '../../widget/config.ts';
import { pkce, resetPkce } from '../../widget/session.ts';

export const PROVIDER_ORIGIN = 'https://id.example.test';
export const APP = 7000001;
export const REDIRECT_URL = 'https://site.example/callback';

/** A fresh page and configuration; resolves once the page's PKCE pair is made (crypto.subtle is asynchronous). */
export async function freshPage(extra: Partial<ConfigData> = {}) {
  document.body.replaceChildren();
  resetPkce();
  Config.init({ app: APP, redirectUrl: REDIRECT_URL, __vkidDomain: 'id.example.test', ...extra });
  return pkce(Config.get());
}

export function container(): HTMLDivElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

export function bridgeMessage(handler: string, params?: unknown) {
  return { type: 'vk-sak-sdk', handler, params };
}

/**
 * A message as the browser delivers it to the page. jsdom's MessageEvent accepts only its own windows as
 * `source`, so for the stand-in sign-in window the same fields are set on a plain event.
 */
export function post(data: unknown, origin: string, source: unknown): void {
  if (source === null || source instanceof Window) {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window | null }));
    return;
  }
  const event = new Event('message');
  Object.defineProperties(event, { data: { value: data }, origin: { value: origin }, source: { value: source } });
  window.dispatchEvent(event);
}

/** The provider's sign-in page answering its opener. */
export function answerFromPopup(popup: unknown, payload: Record<string, unknown>, action = 'oauth2_authorize_response', origin = PROVIDER_ORIGIN): void {
  post({ type: 'vk-sak-sdk', action, payload }, origin, popup);
}

/** A message from the widget's own frame, from the provider's origin. */
export function fromFrame(frame: HTMLIFrameElement, handler: string, params?: unknown): void {
  post(bridgeMessage(handler, params), PROVIDER_ORIGIN, frame.contentWindow);
}

/** Lets promise callbacks (the PKCE pair, the frame src) run without moving fake time. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await Promise.resolve();
  }
}

/** A sign-in window as window.open returns it; `closed` flips when the page or the test closes it. */
export interface FakePopup {
  closed: boolean;
  close(): void;
  location: { replace: (url: string) => void; href: string };
}

/** Replaces window.open (jsdom has none) and records calls; `blocked` makes it return null like a blocker. */
export function installWindowOpen(blocked = false) {
  const popup: FakePopup = {
    closed: false,
    close() {
      popup.closed = true;
    },
    location: {
      href: '',
      replace(url: string) {
        popup.location.href = url;
      },
    },
  };
  const open = vi.fn((url?: string | URL) => {
    if (blocked) {
      return null;
    }
    popup.location.href = String(url);
    return popup as unknown as Window;
  });
  vi.stubGlobal('open', open);
  window.open = open as unknown as typeof window.open;
  return { open, popup };
}

/** A ResizeObserver stand-in: `resize()` plays the browser reporting a new size of every observed element. */
export function installResizeObserver() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Element[]; self: ResizeObserver }>();
  class StandIn {
    private entry: { callback: ResizeObserverCallback; targets: Element[]; self: ResizeObserver };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: [], self: this as unknown as ResizeObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
      // Like a browser: the first report comes right after observe().
      this.entry.callback([], this.entry.self);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('ResizeObserver', StandIn);
  return {
    observers,
    resize() {
      for (const entry of [...observers]) {
        entry.callback([], entry.self);
      }
    },
  };
}

/** Gives an element a layout size (jsdom computes none). */
export function setSize(el: Element, props: Partial<Record<'clientWidth' | 'offsetWidth' | 'scrollWidth', number>>): void {
  for (const [name, value] of Object.entries(props)) {
    Object.defineProperty(el, name, { configurable: true, get: () => value });
  }
}
