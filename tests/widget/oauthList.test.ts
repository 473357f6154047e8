// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { pageNavigation } from '../../widget/adapters/PageNavigation.ts';
import {
  Config,
  Languages,
  OAuthList,
  OAuthListInternalEvents,
  WidgetEvents,
  type OAuthListParams,
} from '../../widget/index.ts';
import type { Pkce } from '../../widget/pkcePair.ts';
import {
  PROVIDER_ORIGIN,
  answerFromPopup,
  container,
  flush,
  freshPage,
  installResizeObserver,
  installWindowOpen,
  sentEvents,
  setSize,
  endWidgetTest,
} from './support.ts';

// The kit as built: its machines on the widget runtime that vite.widget.config.ts aliases as `xstate`.
vi.mock('xstate', () => import('../../widget/runtime/microXState.ts'));

let pair: Pkce;
let fetch: MockInstance<typeof globalThis.fetch>;

beforeEach(async () => {
  pair = await freshPage();
  fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"response":1}'));
  vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(endWidgetTest);

function rendered(params: Partial<OAuthListParams> = {}) {
  const el = container();
  const widget = new OAuthList();
  const events: Array<[string, unknown]> = [];
  for (const name of [...Object.values(WidgetEvents), OAuthListInternalEvents.LOGIN_SUCCESS]) {
    widget.on(name, (payload: unknown) => events.push([name, payload]));
  }
  widget.render({ container: el, oauthList: ['ok_ru'], lang: Languages.ENG, ...params });
  const root = el.querySelector<HTMLElement>('.vkid')!;
  return { el, widget, root, events, buttons: [...el.querySelectorAll('button')] };
}

/** The statistics events sent so far, by name, with their fields. */
async function sentStats() {
  vi.runOnlyPendingTimers();
  await flush();
  return sentEvents(fetch).map(({ name, screen, fields }) => ({ name, screen, fields }));
}

describe('OAuthList', () => {
  it('with one provider shows its icon and "Sign in with {provider}", loaded at once, under the translated line', async () => {
    const { root, buttons } = rendered();
    expect(root.dataset.state).toBe('loaded');
    expect(root.querySelector('.vkid-line')!.textContent).toBe('Or sign in with');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.getAttribute('type')).toBe('button');
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Sign in with OK');
    expect(buttons[0]!.textContent).toBe('Sign in with OK');
    expect(buttons[0]!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(root.style.getPropertyValue('--vkid-i')).toBe('28px');
    expect(root.style.getPropertyValue('--vkid-p')).toBe('8px');
    const stats = await sentStats();
    expect(stats).toContainEqual({
      name: 'multibranding_oauth_added',
      screen: 'multibranding_widget',
      fields: expect.objectContaining({ vk: '0', ok: '1', mail: '0', sdk_type: 'vkid' }),
    });
    expect(stats).toContainEqual({
      name: 'ok_button_show',
      screen: 'multibranding_widget',
      fields: expect.objectContaining({ button_type: 'default' }),
    });
  });

  it('with several providers shows icons only, each a named button; small heights use 24 px icons and 6 px padding', async () => {
    const { root, buttons } = rendered({
      oauthList: ['vkid', 'ok_ru', 'mail_ru'],
      scheme: 'dark',
      styles: { height: 36 },
    });
    expect(root.dataset.scheme).toBe('dark');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Sign in with VK ID',
      'Sign in with OK',
      'Sign in with Mail',
    ]);
    expect(buttons.every((button) => button.textContent === '' && button.type === 'button')).toBe(true);
    expect(root.style.getPropertyValue('--vkid-i')).toBe('24px');
    expect(root.style.getPropertyValue('--vkid-p')).toBe('6px');
    const stats = await sentStats();
    expect(
      stats
        .filter((event) => event.name.endsWith('_button_show'))
        .map((event) => [event.name, event.fields.button_type]),
    ).toEqual([
      ['vk_button_show', 'icon'],
      ['ok_button_show', 'icon'],
      ['mail_button_show', 'icon'],
    ]);
  });

  it('hides the single text when it does not fit, and shows it again when it does (the row loses data-single-mode meanwhile, as the reference’s list)', () => {
    const resize = installResizeObserver();
    const { buttons } = rendered();
    const text = buttons[0]!.querySelector<HTMLElement>('.vkid-pt')!;
    setSize(text, { scrollWidth: 120 });
    setSize(buttons[0]!, { clientWidth: 140 });
    resize.resize();
    expect(buttons[0]!.parentElement!.hasAttribute('data-single-mode')).toBe(false);
    expect(getComputedStyle(text).visibility).toBe('hidden');
    setSize(buttons[0]!, { clientWidth: 300 });
    resize.resize();
    expect(buttons[0]!.parentElement!.hasAttribute('data-single-mode')).toBe(true);
    expect(getComputedStyle(text).visibility).not.toBe('hidden');
  });

  it('a click opens the sign-in window inside the click, before any request, then queues the tap statistic', async () => {
    const order: string[] = [];
    const { open } = installWindowOpen();
    open.mockImplementation(((url: string) => {
      order.push('open');
      return { closed: false, close() {}, location: { replace() {} }, url } as unknown as Window;
    }) as never);
    fetch.mockImplementation(async () => {
      order.push('fetch');
      return new Response('{"response":1}');
    });
    const { buttons } = rendered({ oauthList: ['ok_ru', 'mail_ru'] });
    await sentStats();
    order.length = 0;
    buttons[1]!.click();
    expect(order).toEqual(['open']);
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe(`${PROVIDER_ORIGIN}/authorize`);
    expect(url.searchParams.get('provider')).toBe('mail_ru');
    expect(url.searchParams.get('code_challenge')).toBe(pair.challenge);
    expect(JSON.parse(atob(url.searchParams.get('stats_info')!))).toMatchObject({ flow_source: 'from_multibranding' });
    const stats = await sentStats();
    expect(order).toEqual(['open', 'fetch']);
    expect(stats).toContainEqual({
      name: 'mail_button_tap',
      screen: 'multibranding_widget',
      fields: expect.objectContaining({ button_type: 'icon' }),
    });
  });

  it('a blocked window emits AuthError (code 2) with 101 in the same tick, offering the redirect mode', () => {
    installWindowOpen(true);
    const { buttons, events } = rendered();
    buttons[0]!.click();
    const error = events.find(([name]) => name === WidgetEvents.ERROR)?.[1] as {
      code: number;
      reason: string;
      details: { code: number; details: { retry: () => void } };
    };
    expect(error).toMatchObject({ code: 2, reason: 'popup_blocked', details: { code: 101 } });
    error.details.details.retry();
    return flush().then(() => {
      const target = new URL(vi.mocked(pageNavigation.assign).mock.calls[0]![0]);
      expect(target.pathname).toBe('/authorize');
      expect(target.searchParams.get('provider')).toBe('ok_ru');
      expect(target.searchParams.has('origin')).toBe(false);
    });
  });

  it('a refused sign-in emits AuthError with the text of the answer’s error field', () => {
    const { popup } = installWindowOpen();
    const { buttons, events } = rendered();
    buttons[0]!.click();
    return flush().then(() => {
      answerFromPopup(popup, { error: 'access_denied', error_description: 'declined', state: pair.state });
      expect(events.find(([name]) => name === WidgetEvents.ERROR)![1]).toMatchObject({
        code: 2,
        text: 'access_denied',
      });
    });
  });

  it('a successful sign-in goes to redirectUrl with the payload and emits nothing in the redirect response mode, as @vkid/sdk', async () => {
    const { popup } = installWindowOpen();
    const { buttons, events } = rendered();
    buttons[0]!.click();
    await flush();
    answerFromPopup(popup, { code: 'c', state: pair.state, device_id: 'd', type: 'code_v2', expires_in: 600 });
    expect(events.some(([name]) => name === OAuthListInternalEvents.LOGIN_SUCCESS)).toBe(false);
    expect(vi.mocked(pageNavigation.assign)).toHaveBeenCalledWith(
      `https://site.example/callback?code=c&state=${encodeURIComponent(pair.state)}&device_id=d&type=code_v2&expires_in=600`,
    );
  });

  it('a successful sign-in in the callback response mode emits the payload and stays on the page', async () => {
    Config.update({ responseMode: 'callback' });
    const { popup } = installWindowOpen();
    const { buttons, events } = rendered();
    buttons[0]!.click();
    await flush();
    answerFromPopup(popup, { code: 'c', state: pair.state, device_id: 'd', type: 'code_v2', expires_in: 600 });
    expect(events).toContainEqual([
      OAuthListInternalEvents.LOGIN_SUCCESS,
      { code: 'c', state: pair.state, device_id: 'd', type: 'code_v2', expires_in: '600' },
    ]);
    expect(vi.mocked(pageNavigation.assign)).not.toHaveBeenCalled();
  });

  it('throws on an empty list and renders nothing; close removes it once', () => {
    const el = container();
    expect(() => new OAuthList().render({ container: el, oauthList: [] })).toThrow("OAuth list can't be empty");
    expect(el.children).toHaveLength(0);
    const { widget, events } = rendered();
    widget.render({ container: container(), oauthList: ['vkid'] });
    expect(document.querySelectorAll('.vkid')).toHaveLength(1);
    widget.close();
    widget.close();
    expect(document.querySelectorAll('.vkid')).toHaveLength(0);
    expect(events.filter(([name]) => name === WidgetEvents.CLOSE)).toHaveLength(1);
  });
});
