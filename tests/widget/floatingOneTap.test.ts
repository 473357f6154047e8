// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { pageNavigation } from '../../widget/adapters/PageNavigation.ts';
import {
  Config,
  FloatingOneTap,
  FloatingOneTapContentId,
  FloatingOneTapInternalEvents,
  Languages,
  OneTapInternalEvents,
  WidgetEvents,
  type FloatingOneTapEventMap,
} from '../../widget/index.ts';
import type { Pkce } from '../../widget/pkcePair.ts';
import {
  PROVIDER_ORIGIN,
  REDIRECT_URL,
  answerFromPopup,
  flush,
  freshPage,
  fromFrame,
  installWindowOpen,
  sentEvents,
  settle,
  endWidgetTest,
  everyFrameQuery,
} from './support.ts';

// The kit as built: its machines on the widget runtime that vite.widget.config.ts aliases as `xstate`.
vi.mock('xstate', () => import('../../widget/runtime/microXState.ts'));

let pair: Pkce;
let fetch: MockInstance<typeof globalThis.fetch>;
let navigate: MockInstance<(url: string) => void>;

beforeEach(async () => {
  pair = await freshPage();
  fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"response":1}'));
  navigate = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(endWidgetTest);

async function rendered(params: Record<string, unknown> = {}) {
  const widget = new FloatingOneTap();
  const events: Array<[string, unknown]> = [];
  for (const name of [
    ...Object.values(WidgetEvents),
    ...Object.values(FloatingOneTapInternalEvents),
    OneTapInternalEvents.AUTHENTICATION_INFO,
  ]) {
    widget.on(name as keyof FloatingOneTapEventMap, (payload: unknown) => events.push([name, payload]));
  }
  widget.render({ appName: 'Кафе «Рядом»', ...params } as never);
  await settle();
  const root = document.querySelector<HTMLElement>('.vkid-fl')!;
  return { widget, root, events, frame: () => root.querySelector('iframe') };
}

describe('FloatingOneTap render', () => {
  it('goes into the page’s body and loads /floating_one_tap_auth with its own query, then every frame’s', async () => {
    const { root, frame } = await rendered({
      contentId: FloatingOneTapContentId.MAKE_ORDER_WITH_SERVICE,
      lang: Languages.ENG,
      scheme: 'dark',
      showAlternativeLogin: 1,
      oauthList: ['vkid', 'mail_ru'],
    });
    expect(root.parentElement).toBe(document.body);
    expect(root.dataset.state).toBe('loading');
    expect(root.dataset.scheme).toBe('dark');
    const src = new URL(frame()!.src);
    expect(src.origin + src.pathname).toBe(`${PROVIDER_ORIGIN}/floating_one_tap_auth`);
    const uuid = src.searchParams.get('uuid')!;
    expect([...src.searchParams.entries()]).toEqual([
      ['scheme', 'dark'],
      ['lang_id', '3'],
      ['show_alternative_login', '1'],
      ['content_id', '4'],
      ['providers', 'mail_ru'],
      ...everyFrameQuery(uuid, pair),
    ]);
  });

  it('shows its card in the language’s words once they are in: title with the app’s name, a line, the button, a named close button', async () => {
    const { root } = await rendered({ contentId: FloatingOneTapContentId.FAST_REGISTRATION, lang: Languages.ENG });
    expect(root.hasAttribute('data-ready')).toBe(true);
    expect(root.querySelector('.vkid-tt')!.textContent).toBe('Quick sign-up for Кафе «Рядом»');
    expect(root.querySelector('.vkid-ds')!.textContent).not.toBe('');
    const buttons = [...root.querySelectorAll('button')].map((button) => [
      button.type,
      button.getAttribute('aria-label'),
    ]);
    expect(buttons).toEqual([
      ['button', 'Close'],
      ['button', 'Continue with VK ID'],
    ]);
    expect(root.querySelector('[role="dialog"]')!.getAttribute('aria-label')).toBe('Quick sign-up for Кафе «Рядом»');
    expect(root.querySelector('iframe')!.title).toBe('Sign in with VK ID');
    expect(root.querySelector('[aria-live="polite"]')!.textContent).toBe('Loading sign-in…');
  });

  it('says «Sign in with VK ID» for the sign-in content ids, Russian by default', async () => {
    const { root } = await rendered();
    expect(root.querySelector('.vkid-tt')!.textContent).toBe('Войдите в Кафе «Рядом» или зарегистрируйтесь');
    expect(root.querySelector('.vkid-btn')!.getAttribute('aria-label')).toBe('Войти через VK ID');
  });

  it('sits its indent less its own 12 px margin from the edges (never below 0)', async () => {
    const { root } = await rendered({ indent: { top: 40, right: 5 } });
    expect(root.style.getPropertyValue('--vkid-t')).toBe('28px');
    expect(root.style.getPropertyValue('--vkid-rt')).toBe('0px');
    expect(root.style.getPropertyValue('--vkid-b')).toBe('0px');
  });

  it('loaded 300 ms after the frame says load; the frame replaces the card', async () => {
    const { root, frame, events } = await rendered();
    fromFrame(frame()!, WidgetEvents.LOAD);
    vi.advanceTimersByTime(299);
    expect(root.dataset.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(root.dataset.state).toBe('loaded');
    expect(events.map(([name]) => name)).toContain(WidgetEvents.LOAD);
  });

  it('speaks floatingonetap: to its frame: login success signs in, show full auth opens the sign-in, not authorized falls back to the card', async () => {
    const { frame, events, root } = await rendered();
    fromFrame(frame()!, OneTapInternalEvents.LOGIN_SUCCESS, { code: 'x', state: 's', device_id: 'd' });
    expect(events.some(([name]) => name === FloatingOneTapInternalEvents.LOGIN_SUCCESS)).toBe(false);
    fromFrame(frame()!, FloatingOneTapInternalEvents.LOGIN_SUCCESS, { code: 'c1', state: pair.state, device_id: 'd1' });
    // The redirect response mode: to redirectUrl, without the event (as @vkid/sdk).
    expect(events.some(([name]) => name === FloatingOneTapInternalEvents.LOGIN_SUCCESS)).toBe(false);
    expect(navigate).toHaveBeenCalledWith(
      `${REDIRECT_URL}?code=c1&state=${encodeURIComponent(pair.state)}&device_id=d1`,
    );
    const { open } = installWindowOpen();
    fromFrame(frame()!, FloatingOneTapInternalEvents.SHOW_FULL_AUTH, { screen: 'login' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(events).toContainEqual([FloatingOneTapInternalEvents.SHOW_FULL_AUTH, { screen: 'login' }]);
    fromFrame(frame()!, FloatingOneTapInternalEvents.NOT_AUTHORIZED);
    expect(root.dataset.state).toBe('not_loaded');
    expect(root.dataset.reason).toBe('not_authorized');
    expect(frame()).toBeNull();
    expect(events).toContainEqual([FloatingOneTapInternalEvents.NOT_AUTHORIZED, { reason: 'not_authorized' }]);
  });

  it('an error falls back to the card with error 1, offline info and the panel’s statistics on its screen', async () => {
    const { root, frame, events } = await rendered();
    fromFrame(frame()!, WidgetEvents.ERROR, { why: 'broken' });
    expect(root.dataset.state).toBe('not_loaded');
    expect(events).toContainEqual([OneTapInternalEvents.AUTHENTICATION_INFO, { is_online: false }]);
    expect(events.find(([name]) => name === WidgetEvents.ERROR)![1]).toMatchObject({
      code: 1,
      text: 'internal error',
      details: { why: 'broken' },
    });
    vi.runOnlyPendingTimers();
    await flush();
    const stats = sentEvents(fetch);
    expect(stats.map(({ name, screen, screenTo }) => [name, screen, screenTo])).toEqual([
      ['screen_proceed', 'nowhere', 'floating_one_tap'],
      ['iframe_loading_failed', 'floating_one_tap', undefined],
      ['no_user_button_show', 'floating_one_tap', undefined],
    ]);
    expect(stats[0]!.fields).toMatchObject({ theme_type: 'light', language: '0', text_type: 'service_sign_in' });
    expect(stats[2]!.fields).toEqual({ sdk_type: 'vkid', unique_session_id: stats[0]!.fields.unique_session_id });
  });

  it('with fast auth off shows its card at once, counts the no-user button, and its tap opens the full sign-in as from_floating_one_tap', async () => {
    const { open, popup } = installWindowOpen();
    const { root, frame } = await rendered({ fastAuthEnabled: false });
    expect(root.dataset.state).toBe('not_loaded');
    expect(frame()).toBeNull();
    root.querySelector<HTMLButtonElement>('.vkid-btn')!.click();
    expect(open).toHaveBeenCalledTimes(1);
    await settle();
    expect(JSON.parse(atob(new URL(popup.location.href).searchParams.get('stats_info')!))).toMatchObject({
      flow_source: 'from_floating_one_tap',
    });
    vi.runOnlyPendingTimers();
    await flush();
    expect(sentEvents(fetch).map((event) => event.name)).toEqual([
      'screen_proceed',
      'no_user_button_show',
      'no_user_button_tap',
    ]);
  });

  it('a sign-in it opened ends with its login success (callback response mode), and the frame is told', async () => {
    Config.update({ responseMode: 'callback' });
    const { popup } = installWindowOpen();
    const { root, frame, events } = await rendered();
    const told = vi.spyOn(frame()!.contentWindow!, 'postMessage');
    root.querySelector<HTMLButtonElement>('.vkid-btn')!.click();
    await settle();
    answerFromPopup(popup, { code: 'c2', state: pair.state, device_id: 'd2' });
    await flush();
    expect(events).toContainEqual([
      FloatingOneTapInternalEvents.LOGIN_SUCCESS,
      { code: 'c2', state: pair.state, device_id: 'd2' },
    ]);
    expect(told).toHaveBeenCalledWith(
      { type: 'vk-sak-sdk', handler: 'floatingonetap: success login', params: {} },
      PROVIDER_ORIGIN,
    );
  });

  it('shows the alternative providers under its button, on the panel’s screen', async () => {
    const { root } = await rendered({ oauthList: ['ok_ru', 'mail_ru'] });
    const list = root.querySelector('.vkid-ol')!;
    expect([...list.querySelectorAll('button')].map((button) => button.getAttribute('data-oauth'))).toEqual([
      'ok_ru',
      'mail_ru',
    ]);
    vi.runOnlyPendingTimers();
    await flush();
    expect(sentEvents(fetch).find((event) => event.name === 'multibranding_oauth_added')!.screen).toBe(
      'floating_one_tap',
    );
  });

  it('its close button removes it and says close; render twice is one panel', async () => {
    const { widget, root, events } = await rendered();
    widget.render({ appName: 'again' });
    expect(document.querySelectorAll('.vkid-fl')).toHaveLength(1);
    root.querySelector<HTMLButtonElement>('.vkid-x')!.click();
    expect(document.querySelector('.vkid-fl')).toBeNull();
    expect(events.map(([name]) => name)).toContain(WidgetEvents.CLOSE);
  });

  it.each([
    [{}, 'appName is required parameter'],
    [{ appName: '  ' }, 'appName is required parameter'],
    [{ appName: 'x', contentId: 7 }, 'contentId should be an integer from 0 to 6'],
    [{ appName: 'x', indent: { top: '12' } }, 'indent.top should be number'],
  ])('%j throws %s and renders nothing', (params, message) => {
    expect(() => new FloatingOneTap().render(params as never)).toThrow(message);
    expect(document.querySelector('.vkid')).toBeNull();
  });
});
