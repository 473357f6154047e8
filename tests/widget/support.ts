/**
 * Shared set-up of the kit's DOM tests (jsdom). jsdom has no layout, no ResizeObserver and no
 * window.open: where a test needs them it installs the small stand-ins below, which only play the
 * browser's part (report a size, hand back a window); the kit's own code runs unchanged.
 */
import { vi } from 'vitest';
import { Config, type ConfigData } from '../../widget/config.ts';
import { pkce, resetPkce, type Pkce } from '../../widget/pkcePair.ts';

export const PROVIDER_ORIGIN = 'https://id.example.test';
export const APP = 7000001;
export const REDIRECT_URL = 'https://site.example/callback';

/**
 * A fresh page and configuration; resolves once the page's PKCE pair is made (crypto.subtle is
 * asynchronous). `Config.init` notes the kit's start in the statistics: with real timers that batch goes
 * out here, to a stand-in network, before a test watches the network; with fake ones it waits for the
 * test's timers like any other.
 */
export async function freshPage(extra: Partial<ConfigData> = {}) {
  document.body.replaceChildren();
  resetPkce();
  const quiet = vi.isFakeTimers()
    ? undefined
    : vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"response":1}'));
  Config.init({ app: APP, redirectUrl: REDIRECT_URL, __vkidDomain: 'id.example.test', ...extra });
  const pair = await pkce(Config.get());
  if (quiet) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flush();
    quiet.mockRestore();
  }
  return pair;
}

/** One statistics event as the provider receives it, flattened for reading. */
export interface SentEvent {
  name: string;
  screen: string;
  screenTo?: string;
  fields: Record<string, string>;
  /** The session step of the kit's start (`vkid_sdk_init`), with its `additional_info`. */
  step?: string;
  additionalInfo?: string;
}

interface WireEvent {
  screen: string;
  type_action: {
    type: string;
    type_registration_item?: { event_type: string; screen_to?: string; fields: { name: string; value: string }[] };
    type_sak_sessions_event_item?: { step: string; additional_info?: string };
  };
}

/** Every statistics event the page posted through `fetch` (a spy), in order. */
export function sentEvents(fetch: { mock: { calls: unknown[][] } }): SentEvent[] {
  return fetch.mock.calls
    .filter(([url]) => String(url).includes('/stat_events_vkid_sdk'))
    .flatMap(
      ([, init]) => JSON.parse(new URLSearchParams(String((init as RequestInit).body)).get('events')!) as WireEvent[],
    )
    .map((event) => {
      const item = event.type_action.type_registration_item;
      const session = event.type_action.type_sak_sessions_event_item;
      return item
        ? {
            name: item.event_type,
            screen: event.screen,
            ...(item.screen_to ? { screenTo: item.screen_to } : {}),
            fields: Object.fromEntries(item.fields.map((field) => [field.name, field.value])),
          }
        : {
            name: 'session',
            screen: event.screen,
            fields: {},
            step: session!.step,
            ...(session!.additional_info ? { additionalInfo: session!.additional_info } : {}),
          };
    });
}

/** Lets the lazily loaded parts (the sign-in's code, a provider list, a language's words) arrive. */
export async function settle(): Promise<void> {
  await vi.dynamicImportSettled();
  await flush();
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
export function answerFromPopup(
  popup: unknown,
  payload: Record<string, unknown>,
  action = 'oauth2_authorize_response',
  origin = PROVIDER_ORIGIN,
): void {
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
export function setSize(
  el: Element,
  props: Partial<Record<'clientWidth' | 'offsetWidth' | 'scrollWidth', number>>,
): void {
  for (const [name, value] of Object.entries(props)) {
    Object.defineProperty(el, name, { configurable: true, get: () => value });
  }
}

/**
 * After a widget test: runs what is left (a load time-out, then its statistics batch) so that no batch waits into
 * the next test (an open sign-in window polls for ever, hence rounds rather than «all timers»), then puts the timers,
 * the globals and the mocks back.
 */
export function endWidgetTest(): void {
  for (let round = 0; round < 3; round++) {
    vi.runOnlyPendingTimers();
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** What every frame's query ends with, after the frame's own fields, for this page's PKCE pair and the frame's uuid. */
export function everyFrameQuery(uuid: string, pair: Pkce): [string, string][] {
  return [
    ['uuid', uuid],
    ['origin', location.origin],
    ['oauth_version', '2'],
    ['v', '2.1.0'],
    ['sdk_type', 'vkid'],
    ['app_id', String(APP)],
    ['redirect_uri', REDIRECT_URL],
    ['code_challenge', pair.challenge],
    ['code_challenge_method', 's256'],
    ['state', pair.state],
  ];
}
