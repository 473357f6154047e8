// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/widgets/oauthList (the list and its OAuthListStatsCollector): the providers it
 * shows, the single provider's text, a tap's sign-in, and what it records.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configure,
  common,
  freshPage,
  kit,
  nextTurn,
  registrations,
  settle,
  stubWindowOpen,
  type Page,
} from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

let page: Page;
let container: HTMLElement;
let list: { render(params: Record<string, unknown>): unknown; close(): void };

beforeEach(() => {
  page = freshPage();
  configure({ codeVerifier: 'codeVerifier'.padEnd(43, 'x'), state: 'state', mode: 'redirect' });
  container = document.body.appendChild(document.createElement('div'));
  list = new kit.OAuthList();
});

afterEach(() => {
  list.close();
  vi.restoreAllMocks();
});

const buttons = () => [...container.querySelectorAll<HTMLButtonElement>('button[data-oauth]')];

describe('OAuthList (reference: widgets/oauthList)', () => {
  it('shows the providers asked for, in their order', () => {
    list.render({ container, oauthList: [kit.OAuthName.VK, kit.OAuthName.OK] });
    expect(buttons().map((button) => button.getAttribute('data-oauth'))).toEqual([kit.OAuthName.VK, kit.OAuthName.OK]);
  });

  it('marks a one-provider list data-single-mode, and a list of several not', () => {
    list.render({ container, oauthList: [kit.OAuthName.VK] });
    expect(buttons()[0]!.parentElement!.hasAttribute('data-single-mode')).toBe(true);
    const several = document.body.appendChild(document.createElement('div'));
    new kit.OAuthList().render({ container: several, oauthList: [kit.OAuthName.VK, kit.OAuthName.OK] });
    expect(several.querySelector('[data-oauth]')!.parentElement!.hasAttribute('data-single-mode')).toBe(false);
  });

  it('a single provider’s button says «sign in with» it (the kit’s own Russian words: «Войти через VK ID»)', () => {
    list.render({ container, oauthList: [kit.OAuthName.VK] });
    expect(buttons()[0]!.textContent).toBe('Войти через VK ID');
  });

  it('a single provider gets its text; several get icons only', () => {
    list.render({ container, oauthList: [kit.OAuthName.VK] });
    expect(buttons()[0]!.querySelector('.vkid-pt')).not.toBeNull();
    const several = document.body.appendChild(document.createElement('div'));
    new kit.OAuthList().render({ container: several, oauthList: [kit.OAuthName.VK, kit.OAuthName.OK] });
    expect(several.querySelector('.vkid-pt')).toBeNull();
  });

  it('a tap signs in through its provider, with prompt login first', async () => {
    list.render({ container, oauthList: [kit.OAuthName.OK] });
    container.querySelector<HTMLButtonElement>('[data-oauth="ok_ru"]')!.click();
    await settle();
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalled());
    const query = new URL(page.navigate.mock.calls[0]![0]).searchParams;
    expect(query.get('provider')).toBe('ok_ru');
    expect(query.get('prompt')).toBe(kit.Prompt?.Login);
  });
});

describe('OAuthList statistics (reference: widgets/oauthList OAuthListStatsCollector)', () => {
  const sessionOf = (events: ReturnType<typeof registrations>) =>
    events[0]!.fields.find((field) => field.name === 'unique_session_id')!.value;

  /** Flags of multibranding_oauth_added for a list (the kit names them vk, ok, mail, as widget-kit §3 does; 2.5's reference says ok_ru, mail_ru). */
  it.each([
    [
      ['vkid', 'ok_ru', 'mail_ru'],
      ['1', '1', '1'],
    ],
    [['ok_ru'], ['0', '1', '0']],
    [['mail_ru'], ['0', '0', '1']],
    [['vkid'], ['1', '0', '0']],
  ])('render of %j records multibranding_oauth_added with the providers’ flags', async (providers, flags) => {
    list.render({ container, oauthList: providers });
    await nextTurn();
    const events = registrations(page.fetch);
    const added = events.find((event) => event.name === 'multibranding_oauth_added')!;
    expect(added.screen).toBe('multibranding_widget');
    expect(added.fields).toEqual([
      ...common(sessionOf(events)),
      { name: 'vk', value: flags[0] },
      { name: 'ok', value: flags[1] },
      { name: 'mail', value: flags[2] },
    ]);
  });

  it.each([
    ['ok_ru', 'ok_button_show'],
    ['mail_ru', 'mail_button_show'],
    ['vkid', 'vk_button_show'],
  ])('one %s button records %s with button_type default', async (provider, name) => {
    list.render({ container, oauthList: [provider] });
    await nextTurn();
    const events = registrations(page.fetch);
    expect(events.find((event) => event.name === name)).toEqual({
      name,
      screen: 'multibranding_widget',
      fields: [...common(sessionOf(events)), { name: 'button_type', value: 'default' }],
    });
  });

  it.each([
    ['ok_ru', 'ok_button_show'],
    ['mail_ru', 'mail_button_show'],
    ['vkid', 'vk_button_show'],
  ])('a %s icon among several records %s with button_type icon', async (provider, name) => {
    list.render({ container, oauthList: ['vkid', 'ok_ru', 'mail_ru'] });
    await nextTurn();
    const events = registrations(page.fetch);
    expect(events.find((event) => event.name === name)).toEqual({
      name,
      screen: 'multibranding_widget',
      fields: [...common(sessionOf(events)), { name: 'button_type', value: 'icon' }],
    });
    expect(provider).toBeTruthy();
  });

  it.each([
    ['ok_ru', 'ok_button_tap'],
    ['mail_ru', 'mail_button_tap'],
    ['vkid', 'vk_button_tap'],
  ])('a tap on the one %s button records %s with button_type default', async (provider, name) => {
    stubWindowOpen();
    kit.Config.update({ mode: 'new_tab' });
    list.render({ container, oauthList: [provider] });
    buttons()[0]!.click();
    await nextTurn();
    const events = registrations(page.fetch);
    expect(events.find((event) => event.name === name)).toEqual({
      name,
      screen: 'multibranding_widget',
      fields: [...common(sessionOf(events)), { name: 'button_type', value: 'default' }],
    });
  });

  it.each([
    ['ok_ru', 'ok_button_tap'],
    ['mail_ru', 'mail_button_tap'],
    ['vkid', 'vk_button_tap'],
  ])('a tap on the %s icon among several records %s with button_type icon', async (provider, name) => {
    stubWindowOpen();
    kit.Config.update({ mode: 'new_tab' });
    list.render({ container, oauthList: ['vkid', 'ok_ru', 'mail_ru'] });
    buttons()
      .find((button) => button.getAttribute('data-oauth') === provider)!
      .click();
    await nextTurn();
    const events = registrations(page.fetch);
    expect(events.find((event) => event.name === name)).toEqual({
      name,
      screen: 'multibranding_widget',
      fields: [...common(sessionOf(events)), { name: 'button_type', value: 'icon' }],
    });
  });
});
