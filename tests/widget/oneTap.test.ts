// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { OneTap, OneTapInternalEvents, WidgetEvents, Languages, type OneTapEventMap } from '../../widget/index.ts';
import { pageNavigation } from '../../widget/adapters/PageNavigation.ts';
import type { Pkce } from '../../widget/pkcePair.ts';
import {
  APP,
  PROVIDER_ORIGIN,
  REDIRECT_URL,
  bridgeMessage,
  container,
  flush,
  freshPage,
  fromFrame,
  installWindowOpen,
  post,
  sentEvents,
  settle,
  endWidgetTest,
  everyFrameQuery,
} from './support.ts';

// The kit as built: its machines on the widget runtime that vite.widget.config.ts aliases as `xstate`.
vi.mock('xstate', () => import('../../widget/runtime/microXState.ts'));

let pair: Pkce;
let fetch: MockInstance<typeof globalThis.fetch>;

beforeEach(async () => {
  pair = await freshPage();
  // The network: statistics go nowhere, and each test reads what was sent.
  fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"response":1}'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(endWidgetTest);

async function rendered(params: Record<string, unknown> = {}) {
  const el = container();
  const widget = new OneTap();
  const events: Array<[string, unknown]> = [];
  // 'onetap: start authorize' is a frame-bound message, never emitted to the page.
  for (const name of [...Object.values(WidgetEvents), ...Object.values(OneTapInternalEvents)].filter(
    (name) => name !== OneTapInternalEvents.START_AUTHORIZE,
  )) {
    widget.on(name as keyof OneTapEventMap, (payload: unknown) => events.push([name, payload]));
  }
  widget.render({ container: el, ...params });
  await flush();
  const root = el.querySelector<HTMLElement>('.vkid')!;
  return { el, widget, root, events, frame: () => el.querySelector('iframe') };
}

describe('OneTap render', () => {
  it('starts loading with the frame at /button_one_tap_auth and the query of the shared plan, in order', async () => {
    const { root, frame } = await rendered({
      lang: Languages.ENG,
      scheme: 'dark',
      skin: 'secondary',
      oauthList: ['ok_ru', 'vkid', 'mail_ru'],
      styles: { height: 48, borderRadius: 12 },
    });
    expect(root.dataset.state).toBe('loading');
    const src = new URL(frame()!.src);
    expect(src.origin + src.pathname).toBe(`${PROVIDER_ORIGIN}/button_one_tap_auth`);
    const uuid = src.searchParams.get('uuid')!;
    expect(uuid).toMatch(/^[a-z]{6}$/);
    expect([...src.searchParams.entries()]).toEqual([
      ['style_height', '48'],
      ['style_border_radius', '12'],
      ['show_alternative_login', '0'],
      ['button_skin', 'secondary'],
      ['content_id', '0'],
      ['scheme', 'dark'],
      ['lang_id', '3'],
      ['providers', 'ok_ru,mail_ru'],
      ...everyFrameQuery(uuid, pair),
    ]);
  });

  it('adds fastAuthDisabled, debug and localhost only when set — and with fast auth disabled shows no frame at all', async () => {
    await freshPage({ __debug: true, __localhost: true });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { root, frame } = await rendered({ fastAuthDisabled: true });
    expect(frame()).toBeNull();
    expect(root.dataset.state).toBe('not_loaded');
    expect(root.dataset.reason).toBe('fast_auth_disabled');
    expect(info.mock.calls.some((call) => call.includes('fast_auth_disabled'))).toBe(true);
    const second = await rendered({});
    const query = new URL(second.frame()!.src).searchParams;
    expect(query.get('debug')).toBe('1');
    expect(query.get('localhost')).toBe('1');
    expect(query.has('fastAuthDisabled')).toBe(false);
  });

  it('turns loaded 300 ms after the frame says load, not before', async () => {
    const { root, frame, events } = await rendered();
    fromFrame(frame()!, WidgetEvents.LOAD);
    vi.advanceTimersByTime(299);
    expect(root.dataset.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(root.dataset.state).toBe('loaded');
    expect(events.map(([name]) => name)).toContain(WidgetEvents.LOAD);
    vi.advanceTimersByTime(10_000);
    expect(root.dataset.state).toBe('loaded');
  });

  it('ignores messages from another origin, another window or without the type', async () => {
    const { root, frame } = await rendered();
    const other = document.createElement('iframe');
    document.body.append(other);
    post(bridgeMessage(WidgetEvents.LOAD), 'https://evil.example', frame()!.contentWindow);
    post(bridgeMessage(WidgetEvents.LOAD), PROVIDER_ORIGIN, other.contentWindow);
    post(bridgeMessage(WidgetEvents.LOAD), PROVIDER_ORIGIN, window);
    post({ handler: WidgetEvents.LOAD }, PROVIDER_ORIGIN, frame()!.contentWindow);
    post({ type: 'other', handler: WidgetEvents.LOAD }, PROVIDER_ORIGIN, frame()!.contentWindow);
    vi.advanceTimersByTime(400);
    expect(root.dataset.state).toBe('loading');
    fromFrame(frame()!, WidgetEvents.LOAD);
    vi.advanceTimersByTime(300);
    expect(root.dataset.state).toBe('loaded');
  });

  it('flags unsupported messages in debug mode', async () => {
    await freshPage({ __debug: true });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { frame } = await rendered();
    post(bridgeMessage(WidgetEvents.LOAD), 'https://evil.example', frame()!.contentWindow);
    fromFrame(frame()!, 'common: unheard of');
    const lines = info.mock.calls.map((call) => call.join(' '));
    expect(
      lines.some((line) => line.includes('unsupported message ignored') && line.includes('https://evil.example')),
    ).toBe(true);
    expect(lines.some((line) => line.includes('unsupported handler ignored'))).toBe(true);
  });

  it('falls back after 5 s without load: error 0 with reason timeout, frame removed, offline info, statistics', async () => {
    const { root, frame, events } = await rendered();
    vi.advanceTimersByTime(4999);
    expect(root.dataset.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(root.dataset.state).toBe('not_loaded');
    expect(root.dataset.reason).toBe('timeout');
    expect(frame()).toBeNull();
    expect(root.querySelector('button')).not.toBeNull();
    const error = events.find(([name]) => name === WidgetEvents.ERROR)![1];
    expect(error).toMatchObject({ code: 0, text: 'timeout', reason: 'timeout' });
    expect(events).toContainEqual([OneTapInternalEvents.AUTHENTICATION_INFO, { is_online: false }]);
    // The batch goes out on the next timer turn (the render's own went out at once).
    vi.runOnlyPendingTimers();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe(`${PROVIDER_ORIGIN}/stat_events_vkid_sdk?app_id=${APP}&v=5.207`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', mode: 'cors', keepalive: true });
    expect(sentEvents(fetch).map((event) => event.name)).toEqual([
      'screen_proceed',
      'iframe_loading_failed',
      'onetap_button_no_user_show',
    ]);
  });

  it('on an error message: not_loaded, offline info, error 1 with the details and reason frame_error, frame removed', async () => {
    const { root, frame, events } = await rendered();
    fromFrame(frame()!, WidgetEvents.ERROR, { why: 'broken' });
    expect(root.dataset.state).toBe('not_loaded');
    expect(root.dataset.reason).toBe('frame_error');
    expect(frame()).toBeNull();
    expect(events).toContainEqual([OneTapInternalEvents.AUTHENTICATION_INFO, { is_online: false }]);
    expect(events.find(([name]) => name === WidgetEvents.ERROR)![1]).toMatchObject({
      code: 1,
      text: 'internal error',
      details: { why: 'broken' },
      reason: 'frame_error',
    });
  });

  it('on not authorized: not_loaded with reason, frame removed, the button stays, the time-out is cleared', async () => {
    const { root, frame, events } = await rendered();
    fromFrame(frame()!, OneTapInternalEvents.NOT_AUTHORIZED);
    expect(root.dataset.state).toBe('not_loaded');
    expect(frame()).toBeNull();
    expect(root.querySelector('button.vkid-btn')).not.toBeNull();
    expect(events).toContainEqual([OneTapInternalEvents.NOT_AUTHORIZED, { reason: 'not_authorized' }]);
    vi.advanceTimersByTime(6000);
    expect(events.some(([name]) => name === WidgetEvents.ERROR)).toBe(false);
  });

  it('re-emits authentication info and sets the frame height on resize', async () => {
    const { root, frame, events } = await rendered();
    fromFrame(frame()!, OneTapInternalEvents.AUTHENTICATION_INFO, { is_online: true, user: 'x' });
    fromFrame(frame()!, WidgetEvents.RESIZE, { height: 120 });
    expect(events).toContainEqual([OneTapInternalEvents.AUTHENTICATION_INFO, { is_online: true, user: 'x' }]);
    expect(events).toContainEqual([WidgetEvents.RESIZE, { height: 120 }]);
    expect(root.style.getPropertyValue('--vkid-fh')).toBe('120px');
  });

  it('hide and show toggle display and emit', async () => {
    const { widget, root, events } = await rendered();
    widget.hide();
    expect(root.style.display).toBe('none');
    widget.show();
    expect(root.style.display).toBe('');
    expect(events.map(([name]) => name)).toEqual(expect.arrayContaining([WidgetEvents.HIDE, WidgetEvents.SHOW]));
  });

  it('close removes the widget, ends the bridge, releases listeners and timers; twice is harmless', async () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { widget, el, frame, events } = await rendered();
    const contentWindow = frame()!.contentWindow!;
    widget.close();
    widget.close();
    expect(el.children).toHaveLength(0);
    expect(removed.mock.calls.filter(([type]) => type === 'message')).toHaveLength(1);
    expect(events.filter(([name]) => name === WidgetEvents.CLOSE)).toHaveLength(1);
    post(bridgeMessage(WidgetEvents.LOAD), PROVIDER_ORIGIN, contentWindow);
    vi.advanceTimersByTime(10_000);
    expect(events.some(([name]) => name === WidgetEvents.ERROR)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a close message from the frame removes the widget too', async () => {
    const { el, frame, events } = await rendered();
    fromFrame(frame()!, WidgetEvents.CLOSE);
    expect(el.children).toHaveLength(0);
    expect(events.some(([name]) => name === WidgetEvents.CLOSE)).toBe(true);
  });

  it('render is idempotent: a second call adds nothing', async () => {
    const { widget, el } = await rendered();
    widget.render({ container: el });
    expect(el.querySelectorAll('.vkid')).toHaveLength(1);
    expect(el.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('in redirect response mode a login success goes to redirectUrl with the payload and is not emitted, as @vkid/sdk (a listener and the redirect page would each exchange the one code)', async () => {
    const navigate = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { frame, events } = await rendered();
    const payload = { code: 'c1', state: pair.state, device_id: 'd1', type: 'code_v2', expires_in: 600 };
    fromFrame(frame()!, OneTapInternalEvents.LOGIN_SUCCESS, payload);
    expect(events.some(([name]) => name === OneTapInternalEvents.LOGIN_SUCCESS)).toBe(false);
    expect(navigate).toHaveBeenCalledWith(
      `${REDIRECT_URL}?code=c1&state=${encodeURIComponent(pair.state)}&device_id=d1&type=code_v2&expires_in=600`,
    );
  });

  it('in callback response mode a login success is emitted with the payload and stays on the page', async () => {
    await freshPage({ responseMode: 'callback' });
    const navigate = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { frame, events } = await rendered();
    fromFrame(frame()!, OneTapInternalEvents.LOGIN_SUCCESS, { code: 'c1', state: 's', device_id: 'd1' });
    expect(events).toContainEqual([OneTapInternalEvents.LOGIN_SUCCESS, { code: 'c1', state: 's', device_id: 'd1' }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('show full auth opens the full sign-in on the screen and provider asked for, inside the message', async () => {
    const { open, popup } = installWindowOpen();
    const { frame, events } = await rendered();
    fromFrame(frame()!, OneTapInternalEvents.SHOW_FULL_AUTH, { screen: 'phone', sdk_oauth: 'ok_ru' });
    expect(open).toHaveBeenCalledTimes(1);
    // The window opened inside the message; its address follows once the sign-in's code is in.
    await settle();
    const query = new URL(popup.location.href).searchParams;
    expect([query.get('screen'), query.get('provider'), query.get('prompt')]).toEqual(['phone', 'ok_ru', 'login']);
    // A provider the frame offered signs in as the provider list would.
    expect(JSON.parse(atob(query.get('stats_info')!))).toMatchObject({ flow_source: 'from_multibranding' });
    expect(events).toContainEqual([OneTapInternalEvents.SHOW_FULL_AUTH, { screen: 'phone', provider: 'ok_ru' }]);
    fromFrame(frame()!, OneTapInternalEvents.SHOW_FULL_AUTH, { screen: 'login' });
    await settle();
    expect(JSON.parse(atob(new URL(String(open.mock.calls[1]![0])).searchParams.get('stats_info')!))).toMatchObject({
      flow_source: 'from_one_tap',
    });
  });

  it('the native button opens the full sign-in and records onetap_button_no_user_tap with its type', async () => {
    const { open } = installWindowOpen();
    const { root } = await rendered({ fastAuthDisabled: true });
    root.querySelector<HTMLButtonElement>('.vkid-btn')!.click();
    expect(open).toHaveBeenCalledTimes(1);
    vi.runOnlyPendingTimers();
    await flush();
    const tap = sentEvents(fetch).find((event) => event.name === 'onetap_button_no_user_tap')!;
    expect(tap.fields.button_type).toBe('default');
  });

  it('a blocked sign-in window falls back with error 2, reason popup_blocked', async () => {
    installWindowOpen(true);
    const { root, frame, events } = await rendered();
    root.querySelector<HTMLButtonElement>('.vkid-btn')!.click();
    expect(events.find(([name]) => name === WidgetEvents.ERROR)![1]).toMatchObject({
      code: 2,
      reason: 'popup_blocked',
      details: { code: 101 },
    });
    expect(root.dataset.reason).toBe('popup_blocked');
    expect(frame()).toBeNull();
  });

  it('records no_session_found when the frame has no session; sendStatistics: false sends nothing at all', async () => {
    const first = await rendered();
    fromFrame(first.frame()!, OneTapInternalEvents.NOT_AUTHORIZED);
    vi.runOnlyPendingTimers();
    await flush();
    expect(String(fetch.mock.calls.at(-1)![1]!.body)).toContain('no_session_found');
    fetch.mockClear();
    await freshPage({ sendStatistics: false });
    const second = await rendered({ oauthList: ['ok_ru'] });
    vi.advanceTimersByTime(6000);
    vi.runOnlyPendingTimers();
    await flush();
    expect(second.root.dataset.reason).toBe('timeout');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('OneTap validation', () => {
  it.each([
    [{ container: undefined }, 'container is required parameter'],
    [{ container: null }, 'container is required parameter'],
    [{ container: '  ' }, 'container is required parameter'],
    [{ styles: { height: 31 } }, 'The height should correspond to the range from 32 to 56'],
    [{ styles: { height: '44' } }, 'height should be number'],
  ])('%j throws %s and renders nothing', async (params, message) => {
    const el = container();
    const widget = new OneTap();
    const withContainer = 'container' in params ? params : { container: el, ...params };
    expect(() => widget.render(withContainer as never)).toThrow(message);
    expect(el.children).toHaveLength(0);
    expect(document.querySelector('.vkid')).toBeNull();
  });
});
