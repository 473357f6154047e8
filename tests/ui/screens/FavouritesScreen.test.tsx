// @vitest-environment jsdom
/**
 * «Избранное» (issue 10): the profile menu leads to the shopper's favourite outlets and shops of the
 * current city, shown with the showcase cards; a favourite write that fails is said aloud.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../core/errors.ts';
import { renderApp, shopper } from '../renderApp.tsx';
import { outlet, shop } from './fixtures.ts';

afterEach(cleanup);

const SCREEN_TEST_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  await Promise.all([
    import('../../../ui/screens/FavouritesScreen.tsx'),
    import('../../../ui/screens/OfflineScreen.tsx'),
  ]);
}, 60_000);

const OUTLETS = [
  outlet(5, 'Кофейня «Зерно»', { cityCodeId: 1, address: 'ул. Арбат, 1' }),
  outlet(6, 'Пекарня', { cityCodeId: 1 }),
  outlet(7, 'Бар', { cityCodeId: 1 }),
];
const SHOPS = [shop(21, 'Книги'), shop(22, 'Маркет')];

describe('«Избранное»', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('opens from the profile menu and lists the favourite outlets and shops of the city with the same cards', async () => {
    const app = await renderApp('/brands', {
      user: shopper(),
      api: {
        getFavouriteSalesUnits: async () => [7, 5, 999],
        getFavouriteOnlineShops: async () => [22],
        salesUnitsPublicList: async () => OUTLETS,
        onlineShopsPublicList: async () => SHOPS,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '+7 999 123-45-67' }));
    fireEvent.click(screen.getByRole('link', { name: 'Избранное' }));
    await waitFor(() => expect(app.href()).toBe('/favourites'));
    await screen.findByRole('heading', { level: 1, name: 'Избранное' });
    const outlets = await screen.findByRole('region', { name: 'Точки' });
    await waitFor(() => expect(within(outlets).getAllByRole('article')).toHaveLength(2));
    expect(
      within(outlets)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Кофейня «Зерно»', 'Бар']);
    expect(within(outlets).getAllByRole('button', { name: /убрать из избранного/ })).toHaveLength(2);
    const shops = screen.getByRole('region', { name: 'Онлайн-магазины' });
    expect(
      within(shops)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Маркет']);
  });

  it('tells a visitor to sign in', async () => {
    const app = await renderApp('/favourites');
    const prompt = (await screen.findByText('Войдите, чтобы видеть избранное.')).parentElement!;
    // 'Войти' beside the words opens the login form.
    fireEvent.click(within(prompt).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.href()).toBe('/favourites?modal=authorization'));
  });

  it('says so politely when a favourite cannot be saved', async () => {
    await renderApp('/offline', {
      user: shopper(),
      api: {
        salesUnitsPublicList: async () => OUTLETS,
        addFavouriteSalesUnit: async () => {
          throw new ApiError('NETWORK_ERROR', 0);
        },
      },
    });
    const toggle = await screen.findByRole('button', {
      name: /добавить в избранное.*Пекарня|Пекарня.*добавить в избранное/i,
    });
    await act(async () => {
      fireEvent.click(toggle);
    });
    const status = await screen.findByText('Не удалось добавить в избранное. Попробуйте ещё раз.');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });
});
