// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { employeeCabinetAddress } from '../../../core/domain/externalLinks.ts';
import { renderApp, shopper, type RenderAppOptions } from '../renderApp.tsx';
import { CONFIGURED_LINKS as externalLinks } from './configuredLinks.ts';

/** Every external address configured (the fresh start's links: unconfiguredLinks.test.tsx). */
const configured = (options: RenderAppOptions = {}) => ({ links: externalLinks, ...options });

afterEach(cleanup);

function mainNavigation() {
  return within(screen.getByRole('navigation', { name: 'Основная навигация' }));
}

function navTitles(): string[] {
  return mainNavigation()
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('navbar: main navigation (portal §2)', () => {
  it('shows every item, promo codes included, when the switch is 1', async () => {
    await renderApp('/brands', configured());
    expect(navTitles()).toEqual([
      'Офлайн-партнёры',
      'Онлайн-покупки',
      'Промокоды',
      'Новости',
      'Стать партнёром',
      'Личный кабинет',
      'Телеграм-бот',
    ]);
  });

  it('leaves promo codes out when the switch is not 1', async () => {
    await renderApp('/brands', configured({ promoCodesSwitch: '0' }));
    expect(navTitles()).not.toContain('Промокоды');
    expect(screen.queryByRole('link', { name: 'Промокоды' })).toBeNull();
  });

  it('shows only the first two items in frame mode (?iframe)', async () => {
    await renderApp('/brands?iframe=1', configured());
    expect(navTitles()).toEqual(['Офлайн-партнёры', 'Онлайн-покупки']);
  });

  it('keeps frame mode across navigation inside the frame', async () => {
    const app = await renderApp('/brands?iframe', configured());
    fireEvent.click(mainNavigation().getByRole('link', { name: 'Онлайн-покупки' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/online'));
    expect(navTitles()).toEqual(['Офлайн-партнёры', 'Онлайн-покупки']);
  });

  it('item 6 opens the login form for a visitor instead of the cabinet', async () => {
    const app = await renderApp('/brands', configured());
    fireEvent.click(mainNavigation().getByRole('button', { name: 'Личный кабинет' }));
    await waitFor(() => expect(app.href()).toContain('modal=authorization'));
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    expect(within(dialog).getByRole('button', { name: 'Вход' }).getAttribute('aria-current')).toBe('page');
  });

  it('item 6 is the cabinet link for a signed-in user', async () => {
    await renderApp('/brands', configured({ user: shopper() }));
    expect(mainNavigation().getByRole('link', { name: 'Личный кабинет' }).getAttribute('href')).toBe(
      externalLinks.personalCabinet,
    );
  });

  it('item 7 opens in a new tab', async () => {
    await renderApp('/brands', configured());
    const bot = mainNavigation().getByRole('link', { name: 'Телеграм-бот' });
    expect(bot.getAttribute('target')).toBe('_blank');
    expect(bot.getAttribute('rel')).toContain('noopener');
  });
});

describe('navbar: search box placeholder', () => {
  it("reads 'Поиск новости' on the news screen", async () => {
    await renderApp('/news', configured());
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('Поиск новости');
  });

  it("reads 'Поиск партнера' elsewhere", async () => {
    await renderApp('/brands', configured());
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('Поиск партнера');
  });
});

/** The items of the open profile dropdown (the list the phone button controls), in order. */
function profileMenuItems(): string[] {
  const menu = document.getElementById(
    screen.getByRole('button', { name: '+7 999 123-45-67' }).getAttribute('aria-controls') ?? '',
  );
  return within(menu!)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('navbar: profile menu', () => {
  it("offers 'Войти' to a visitor, which opens ?modal=authorization", async () => {
    const app = await renderApp('/', configured());
    const banner = within(screen.getByRole('banner'));
    expect(banner.queryByRole('link', { name: 'Телеграм Бот' })).toBeNull();
    fireEvent.click(banner.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.href()).toContain('modal=authorization'));
  });

  it("shows 'Телеграм Бот' and the phone in the portal's one format, +7 999 999-99-99, for a user", async () => {
    await renderApp('/', configured({ user: shopper() }));
    const banner = within(screen.getByRole('banner'));
    const bot = banner.getByRole('link', { name: 'Телеграм Бот' });
    expect([bot.getAttribute('href'), bot.getAttribute('target')]).toEqual([externalLinks.telegramBot, '_blank']);
    // The phone opens the profile dropdown, closed at first.
    expect(banner.getByRole('button', { name: '+7 999 123-45-67' }).getAttribute('aria-expanded')).toBe('false');
    expect(banner.queryByRole('button', { name: 'Войти' })).toBeNull();
  });

  it("lists 'Житель' and 'Выйти' but not 'Сотрудник' without an employee profile", async () => {
    await renderApp('/', configured({ user: shopper() }));
    fireEvent.click(screen.getByRole('button', { name: '+7 999 123-45-67' }));
    expect(screen.getByRole('link', { name: 'Житель' }).getAttribute('href')).toBe(externalLinks.personalCabinet);
    expect(profileMenuItems()).toEqual(['Житель', 'Избранное', 'Выйти']);
    expect(screen.queryByRole('link', { name: 'Сотрудник' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Бот сотрудника' })).toBeNull();
  });

  it("lists 'Сотрудник' and the employee bot with an employee profile", async () => {
    await renderApp('/', configured({ user: shopper({ employeeProfileId: 77 }) }));
    expect(screen.getByRole('link', { name: 'Бот сотрудника' }).getAttribute('href')).toBe(externalLinks.employeeBot);
    fireEvent.click(screen.getByRole('button', { name: '+7 999 123-45-67' }));
    expect(screen.getByRole('link', { name: 'Сотрудник' }).getAttribute('href')).toBe(
      employeeCabinetAddress(externalLinks),
    );
    expect(profileMenuItems()).toEqual(['Житель', 'Избранное', 'Сотрудник', 'Выйти']);
  });

  it("'Выйти' clears the session and reloads", async () => {
    const app = await renderApp('/', configured({ user: shopper() }));
    fireEvent.click(screen.getByRole('button', { name: '+7 999 123-45-67' }));
    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(app.services.tokens.read()).toBeNull();
    // The session is ended on the server before the reload (core/machines/logout.ts).
    await waitFor(() => expect(app.navigator.reloads).toBe(1));
  });
});

describe('navbar: catalogue dropdown', () => {
  it("lists 'Все' and the categories; a choice sets ?category and returns to the list", async () => {
    const app = await renderApp('/brands/5', {
      categories: [{ id: 3, name: 'Кафе', iconFileId: null }],
      api: {
        brand: async () => {
          throw new Error('gone');
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    expect((await screen.findByRole('button', { name: 'Кафе' })).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Все' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Кафе' }));
    await waitFor(() => expect(app.href()).toBe('/brands?category=3'));
  });

  it('the address owns the active category: it is checked, choosing it again changes nothing, «Все» resets it', async () => {
    const app = await renderApp(
      '/online?category=3&q=%D0%BA%D0%BD%D0%B8',
      configured({ categories: [{ id: 3, name: 'Кафе', iconFileId: null }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    expect((await screen.findByRole('button', { name: 'Кафе' })).getAttribute('aria-pressed')).toBe('true');
    const [href, entries] = [app.href(), app.router.history.length];
    fireEvent.click(screen.getByRole('button', { name: 'Кафе' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Кафе' })).toBeNull());
    expect([app.href(), app.router.history.length]).toEqual([href, entries]);
    fireEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Все' }));
    await waitFor(() => expect(app.href()).toBe('/online?q=%D0%BA%D0%BD%D0%B8'));
  });
});

describe('navbar: city picker', () => {
  it('opens the city modal; a choice becomes the city and closes it', async () => {
    const app = await renderApp('/brands', configured());
    fireEvent.click(screen.getByRole('button', { name: 'Город: Москва' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выберите ваш город' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Казань' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.session.getSnapshot().cityId).toBe(2);
    expect(app.services.cityStore.read()).toBe(2);
    expect(screen.getByRole('button', { name: /^Город:/ }).textContent).toBe('Казань');
  });
});
