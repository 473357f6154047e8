// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, shopper } from '../renderApp.tsx';
import { shop } from './fixtures.ts';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

// The screens are lazy route chunks: transform them once up front, so no test pays for it against its timeout.
beforeAll(async () => {
  await Promise.all([import('../../../ui/screens/OnlineScreen.tsx'), import('../../../ui/screens/ShopScreen.tsx')]);
}, 60_000);

function cardOf(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('article')!;
}

describe('/online: online shop cards (portal §3, docs/cashback.md)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('prints maxCash (half the stored value) as the cashback and the stored value as PRO, by round(100 × fraction)', async () => {
    await renderApp('/online', {
      api: {
        onlineShopsPublicList: async () => [
          shop(1, 'Маркет', { maximumCashback: 0.1 }),
          shop(2, 'Книги', { maximumCashback: 0.07 }),
          shop(3, 'Без кэшбэка', { maximumCashback: null }),
        ],
      },
    });
    await screen.findByRole('link', { name: 'Маркет' });
    expect(
      within(cardOf('Маркет'))
        .getByText(/^Кэшбэк/)
        .closest('.card__cashback')?.textContent,
    ).toBe('Кэшбэк 5% · PRO 10%');
    expect(
      within(cardOf('Книги'))
        .getByText(/^Кэшбэк/)
        .closest('.card__cashback')?.textContent,
    ).toBe('Кэшбэк 4% · PRO 7%');
    // No stored value: §5's default (0.01, §9) is used and shown as «1 %», its PRO figure beside (issue 19).
    expect(
      within(cardOf('Без кэшбэка'))
        .getByText(/^Кэшбэк/)
        .closest('.card__cashback')?.textContent,
    ).toBe('Кэшбэк 1% · PRO 2%');
  });

  it('uses the Sf name and category, and narrows the list by ?category and ?q', async () => {
    await renderApp(`/online?category=4&q=${encodeURIComponent('офиц')}`, {
      categories: [{ id: 4, name: 'Маркетплейсы', iconFileId: null }],
      api: {
        onlineShopsPublicList: async () => [
          shop(1, 'Маркет', { nameSf: 'Маркет — официальный магазин', categoryId: 9, categorySf: 4 }),
          shop(2, 'Официант', { categoryId: 9 }),
          shop(3, 'Маркет-2', { categoryId: 4 }),
        ],
      },
    });
    await screen.findByRole('link', { name: 'Маркет — официальный магазин' });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Маркет — официальный магазин']);
    // The card's category line is the Sf category's name.
    const card = cardOf('Маркет — официальный магазин');
    await within(card).findByText('Маркетплейсы');
    expect(card.querySelector('p')?.textContent).toBe('Маркетплейсы');
  });

  it('shows the logo file, and the product logo when the picture fails to load', async () => {
    await renderApp('/online', {
      api: { onlineShopsPublicList: async () => [shop(1, 'Маркет', { logoFileId: 55 }), shop(2, 'Книги')] },
    });
    await screen.findByRole('link', { name: 'Маркет' });
    const logo = cardOf('Маркет').querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/api/upload/files/proxy/55');
    expect(logo.getAttribute('loading')).toBe('lazy');
    // Without a logo file the shop's proxy address is tried first.
    expect(cardOf('Книги').querySelector('img')?.getAttribute('src')).toBe('/api/files/proxy/2');
    fireEvent.error(logo);
    await waitFor(() => expect(cardOf('Маркет').querySelector('img')?.getAttribute('src')).toBe('/logo.svg'));
  });

  it('the favourite toggle asks a visitor to log in', async () => {
    const app = await renderApp('/online', { api: { onlineShopsPublicList: async () => [shop(1, 'Маркет')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Маркет: добавить в избранное' }));
    await waitFor(() => expect(app.href()).toBe('/online?modal=authorization'));
  });

  it('the favourite toggle adds the shop for a signed-in shopper', async () => {
    const added: unknown[] = [];
    await renderApp('/online', {
      user: shopper(),
      api: {
        onlineShopsPublicList: async () => [shop(1, 'Маркет')],
        addFavouriteOnlineShop: async (profileId, shopId) => {
          added.push([profileId, shopId]);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Маркет: добавить в избранное' }));
    expect(
      (await screen.findByRole('button', { name: 'Маркет: убрать из избранного' })).getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => expect(added).toEqual([[10, 1]]));
  });
});

describe('/online/$shopId: the shop screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows both cashback figures, the actions in the core order, the terms and, signed in, the way to the shop', async () => {
    await renderApp('/online/1', {
      user: shopper(),
      api: {
        onlineShop: async () =>
          shop(1, 'Маркет', {
            maximumCashback: 0.1,
            adUrl: 'https://market.ru/?utm_source=ryadom',
            website: 'market.ru',
            phone: '78001234567',
            email: 'help@market.ru',
          }),
        onlineShopActions: async () => [
          { id: 1, number: 2, sf: false, paymentSize: 0.02, paymentSizePro: 0.04, title: 'Второе' },
          { id: 2, number: 1, sf: false, paymentSize: 0.05, paymentSizePro: 0.1, title: 'Первое' },
        ],
        onlineShopActionTerms: async () => [{ id: 1, text: 'Кроме товаров со скидкой.' }],
      },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Маркет' });
    expect(heading.closest('header')?.textContent).toContain('Кэшбэк 5% · PRO 10%');
    const actions = await waitFor(() => within(screen.getByRole('region', { name: 'Акции' })).getAllByRole('listitem'));
    expect(actions.map((item) => item.textContent)).toEqual(['ПервоеКэшбэк 5%PRO 10%', 'ВтороеКэшбэк 2%PRO 4%']);
    expect(
      within(screen.getByRole('region', { name: 'Условия акций' }))
        .getAllByRole('listitem')
        .map((term) => term.textContent),
    ).toEqual(['Кроме товаров со скидкой.']);
    expect(screen.getByRole('link', { name: /Перейти в магазин/ }).getAttribute('href')).toBe(
      'https://market.ru/?utm_source=ryadom',
    );
    const contacts = screen.getByRole('region', { name: 'Контакты' });
    expect(within(contacts).getByRole('link', { name: '+7 800 123-45-67' }).getAttribute('href')).toBe(
      'tel:+78001234567',
    );
    expect(
      within(contacts)
        .getByRole('link', { name: /^market\.ru/ })
        .getAttribute('href'),
    ).toBe('https://market.ru');
  });
});
