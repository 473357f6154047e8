// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/widgets/oneTap (the widget and its OneTapStatsCollector): the frame's address and
 * query, the scheme and skin on the root, its states, when it shows providers, and what it records.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configure,
  common,
  frameWidgetStateCases,
  freshPage,
  fromFrame,
  kit,
  nextTurn,
  registrations,
  sent,
  stubWindowOpen,
  type Page,
} from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

let page: Page;
let container: HTMLElement;
let oneTap: { render(params: Record<string, unknown>): unknown; close(): void };
const root = () => document.querySelector<HTMLElement>('[data-test-id="oneTap"]');
const frame = () => container.querySelector('iframe');

beforeEach(() => {
  page = freshPage();
  configure({ state: 'test', codeVerifier: 'codeVerifier'.padEnd(43, 'x') });
  container = document.body.appendChild(document.createElement('div'));
  oneTap = new kit.OneTap();
});

afterEach(() => {
  oneTap.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function frameQuery(params: Record<string, unknown>): Promise<URLSearchParams> {
  oneTap.render({ container, ...params });
  await vi.waitFor(() => expect(frame()?.getAttribute('src')).toBeTruthy());
  return new URL(frame()!.getAttribute('src')!).searchParams;
}

describe('OneTap (reference: widgets/oneTap)', () => {
  it('loads /button_one_tap_auth with the query of the reference, and its PKCE challenge', async () => {
    await frameQuery({ showAlternativeLogin: true });
    const src = new URL(frame()!.getAttribute('src')!);
    expect(src.href.split('?')[0]).toBe('https://id.vk.com/button_one_tap_auth');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      style_height: '44',
      style_border_radius: '8',
      show_alternative_login: '1',
      button_skin: 'primary',
      scheme: 'light',
      lang_id: '0',
      origin: `${location.protocol}//${location.host}`,
      sdk_type: 'vkid',
      app_id: '100',
      redirect_uri: 'https://site.example/callback',
      oauth_version: '2',
      content_id: String(kit.OneTapContentId?.SIGN_IN),
    });
    expect(src.searchParams.get('v')).toBeTruthy();
    expect(src.searchParams.get('uuid')).toMatch(/^[a-z]{6}$/);
    // As the reference: `providers` always, empty without alternatives. On purpose beyond it: the challenge
    // and state the frame's sign-in uses (the kit's frame returns a code itself instead of asking the page
    // to open the full sign-in).
    expect(src.searchParams.get('providers')).toBe('');
    expect([...src.searchParams.keys()]).toEqual(
      expect.arrayContaining(['code_challenge', 'code_challenge_method', 'state']),
    );
  });

  it('sends lang_id', async () => {
    expect((await frameQuery({ showAlternativeLogin: 1, lang: kit.Languages.ENG })).get('lang_id')).toBe('3');
  });

  it.each([
    [{}, 'light', 'primary'],
    [{ skin: 'secondary' }, 'light', 'secondary'],
    [{ scheme: 'dark' }, 'dark', 'primary'],
    [{ scheme: 'dark', skin: 'secondary' }, 'dark', 'secondary'],
  ])('%j: the root says its scheme and skin', (params, scheme, skin) => {
    oneTap.render({ container, showAlternativeLogin: 1, ...params });
    expect(root()!.getAttribute('data-scheme')).toBe(scheme);
    expect(root()!.getAttribute('data-skin')).toBe(skin);
  });

  frameWidgetStateCases({ render: (params) => oneTap.render({ container, ...params }), frameQuery, root, frame });
});

describe('OneTap statistics (reference: widgets/oneTap OneTapStatsCollector)', () => {
  /** The instance id the frame got, the statistics' session (the kit's own id when the site gives none). */
  const sessionOf = () => new URL(frame()!.getAttribute('src')!).searchParams.get('uuid')!;

  it('a frame that fails to load records iframe_loading_failed on no screen', async () => {
    await frameQuery({});
    fromFrame(frame()!, kit.WidgetEvents.ERROR, {});
    await nextTurn();
    expect(sent(page.fetch, 'iframe_loading_failed')).toMatchObject({
      screen: 'nowhere',
      fields: common(expect.any(String) as never),
    });
  });

  it('a frame that knows nobody records no_session_found', async () => {
    await frameQuery({});
    const session = sessionOf();
    fromFrame(frame()!, kit.OneTapInternalEvents.NOT_AUTHORIZED);
    await nextTurn();
    expect(sent(page.fetch, 'no_session_found')).toEqual({
      name: 'no_session_found',
      screen: 'nowhere',
      fields: common(session),
    });
  });

  it('the button shown for nobody records onetap_button_no_user_show with its type', async () => {
    await frameQuery({});
    const session = sessionOf();
    fromFrame(frame()!, kit.WidgetEvents.ERROR, {});
    await nextTurn();
    expect(sent(page.fetch, 'onetap_button_no_user_show')?.fields.slice(0, 2)).toEqual(common(session));
  });

  it('a tap on it records onetap_button_no_user_tap with button_type default', async () => {
    stubWindowOpen();
    oneTap.render({ container, fastAuthEnabled: false });
    root()!.querySelector<HTMLButtonElement>('button')!.click();
    await nextTurn();
    expect(sent(page.fetch, 'onetap_button_no_user_tap')).toMatchObject({
      screen: 'nowhere',
      fields: expect.arrayContaining([{ name: 'button_type', value: 'default' }]),
    });
  });

  it('render records screen_proceed with its theme, skin, language and text', async () => {
    oneTap.render({
      container,
      scheme: 'dark',
      skin: 'secondary',
      lang: kit.Languages.RUS,
      contentId: kit.OneTapContentId?.CALCULATE,
    });
    await nextTurn();
    const proceed = registrations(page.fetch).find((event) => event.name === 'screen_proceed');
    expect(proceed).toMatchObject({ screen: 'nowhere' });
    expect(proceed!.fields.slice(2)).toEqual([
      { name: 'theme_type', value: 'dark' },
      { name: 'style_type', value: 'secondary' },
      { name: 'language', value: '0' },
      { name: 'text_type', value: 'calculate' },
    ]);
  });
});
