// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/widgets/floatingOneTap (the panel and its FloatingOneTapStatsCollector): the
 * frame's address and query, the states, when it shows providers, and what it records.
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
  sent,
  settle,
  stubWindowOpen,
  type Page,
} from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

let page: Page;
let floating: { render(params: Record<string, unknown>): unknown; close(): void } | undefined;
const root = () => document.querySelector<HTMLElement>('[data-test-id="floatingOneTap"]');
const frame = () => document.body.querySelector('iframe');

beforeEach(() => {
  page = freshPage();
  configure({ state: 'test', codeVerifier: 'codeVerifier'.padEnd(43, 'x') });
  floating = kit.FloatingOneTap ? new kit.FloatingOneTap() : undefined;
});

afterEach(() => {
  floating?.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function render(params: Record<string, unknown>) {
  expect(kit.FloatingOneTap).toBeTypeOf('function');
  floating!.render({ appName: 'VK ID Demo', ...params });
}

async function frameQuery(params: Record<string, unknown>): Promise<URLSearchParams> {
  render(params);
  await vi.waitFor(() => expect(frame()?.getAttribute('src')).toBeTruthy());
  return new URL(frame()!.getAttribute('src')!).searchParams;
}

describe('FloatingOneTap (reference: widgets/floatingOneTap)', () => {
  it('loads /floating_one_tap_auth with the query of the reference, and its PKCE challenge', async () => {
    const query = await frameQuery({ showAlternativeLogin: true });
    expect(frame()!.getAttribute('src')!.split('?')[0]).toBe('https://id.vk.com/floating_one_tap_auth');
    expect(Object.fromEntries(query)).toMatchObject({
      scheme: 'light',
      lang_id: '0',
      show_alternative_login: '1',
      content_id: '0',
      origin: `${location.protocol}//${location.host}`,
      sdk_type: 'vkid',
      app_id: '100',
      redirect_uri: 'https://site.example/callback',
      oauth_version: '2',
    });
    expect(query.get('v')).toBeTruthy();
    expect(query.get('uuid')).toMatch(/^[a-z]{6}$/);
    // As the reference: `providers` always, empty without alternatives; on purpose beyond it, as for
    // OneTap: the frame's own PKCE challenge and state.
    expect(query.get('providers')).toBe('');
    expect([...query.keys()]).toEqual(expect.arrayContaining(['code_challenge', 'code_challenge_method', 'state']));
  });

  it('sends lang_id', async () => {
    expect((await frameQuery({ showAlternativeLogin: 1, lang: kit.Languages.ENG })).get('lang_id')).toBe('3');
  });

  it('sends content_id', async () => {
    expect(
      (
        await frameQuery({ showAlternativeLogin: 1, contentId: kit.FloatingOneTapContentId?.MAKE_ORDER_WITH_SERVICE })
      ).get('content_id'),
    ).toBe('4');
  });

  frameWidgetStateCases({ render, frameQuery, root, frame });

  it('shows the provider list when oauthList has providers', async () => {
    render({ oauthList: [kit.OAuthName.MAIL, kit.OAuthName.OK] });
    await settle();
    expect(root()!.querySelector('[data-test-id="oauthList"]')).toBeTruthy();
  });
});

describe('FloatingOneTap statistics (reference: widgets/floatingOneTap FloatingOneTapStatsCollector)', () => {
  const sessionOf = () => new URL(frame()!.getAttribute('src')!).searchParams.get('uuid')!;

  it('render records screen_proceed on no screen, leading to floating_one_tap, with its theme, language and text', async () => {
    render({ scheme: 'dark', lang: kit.Languages.RUS, contentId: kit.FloatingOneTapContentId?.SIGN_IN_TO_ACCOUNT });
    await nextTurn();
    const proceed = sent(page.fetch, 'screen_proceed');
    expect(proceed).toMatchObject({ screen: 'nowhere', screenTo: 'floating_one_tap' });
    expect(proceed!.fields.slice(2)).toEqual([
      { name: 'theme_type', value: 'dark' },
      { name: 'language', value: '0' },
      { name: 'text_type', value: 'account_sign_in' },
    ]);
  });

  it('a frame that fails to load records iframe_loading_failed on floating_one_tap', async () => {
    await frameQuery({});
    const session = sessionOf();
    fromFrame(frame()!, kit.WidgetEvents.ERROR, {});
    await nextTurn();
    expect(sent(page.fetch, 'iframe_loading_failed')).toEqual({
      name: 'iframe_loading_failed',
      screen: 'floating_one_tap',
      fields: common(session),
    });
  });

  it('the button shown for nobody records no_user_button_show', async () => {
    await frameQuery({});
    const session = sessionOf();
    fromFrame(frame()!, kit.WidgetEvents.ERROR, {});
    await nextTurn();
    expect(sent(page.fetch, 'no_user_button_show')).toEqual({
      name: 'no_user_button_show',
      screen: 'floating_one_tap',
      fields: common(session),
    });
  });

  it('a tap on it records no_user_button_tap', async () => {
    stubWindowOpen();
    render({ fastAuthEnabled: false });
    await settle();
    root()!.querySelector<HTMLButtonElement>('.vkid-btn')!.click();
    await nextTurn();
    expect(sent(page.fetch, 'no_user_button_tap')).toMatchObject({
      screen: 'floating_one_tap',
      fields: common(expect.any(String) as never),
    });
  });
});
