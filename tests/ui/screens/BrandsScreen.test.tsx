// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brand, renderApp } from '../renderApp.tsx';
import { outlet } from './fixtures.ts';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

// The screens are lazy route chunks: transform them once up front, so no test pays for it against its timeout.
beforeAll(async () => {
  await Promise.all([import('../../../ui/screens/BrandsScreen.tsx')]);
}, 60_000);

function cardTitles(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

/** The lines a card shows under its title (category, subtitle, cashback), in order. */
function cardLines(card: HTMLElement): string[] {
  return Array.from(card.querySelectorAll('p'), (line) => line.textContent ?? '');
}

const BRANDS = [
  brand(1, 'Без позиции', { positionSf: null }),
  brand(2, 'Третий', { positionSf: 3 }),
  brand(3, 'Первый', { positionSf: 1, brandSalesUnitCategories: [7] }),
  brand(4, 'Второй кофе', { positionSf: 2, maximumCashback: 0.125 }),
];

describe('/brands: brands of the city by ?category and ?q (portal §2, §5)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the brands in positionSf order, those without a position last', async () => {
    await renderApp('/brands', { brands: BRANDS });
    await screen.findByRole('link', { name: 'Первый' });
    expect(cardTitles()).toEqual(['Первый', 'Второй кофе', 'Третий', 'Без позиции']);
  });

  it('a card shows the logo (the product logo without one), the cashback as a percent and the category name', async () => {
    await renderApp('/brands', { brands: BRANDS, categories: [{ id: 7, name: 'Кофейни', iconFileId: null }] });
    const card = (await screen.findByRole('link', { name: 'Второй кофе' })).closest('article')!;
    // The card's lines under its title: no category for this one, the cashback as a percent of 0.125.
    expect(cardLines(card)).toEqual(['Кэшбэк 13%']);
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
    const first = screen.getByRole('link', { name: 'Первый' }).closest('article')!;
    await within(first).findByText('Кофейни');
    expect(cardLines(first)).toEqual(['Кофейни', 'Кэшбэк 5%']);
  });

  it('asks the server for the brands of the city in the category of ?category', async () => {
    const asked: unknown[] = [];
    await renderApp('/brands?category=7', {
      api: {
        offlinePartners: async (request) => {
          asked.push(request);
          return { brands: request.categoryId === 7 ? [BRANDS[2]!] : BRANDS };
        },
      },
    });
    await screen.findByRole('link', { name: 'Первый' });
    expect(asked).toEqual([{ cityCodeId: 1, categoryId: 7 }]);
    expect(cardTitles()).toEqual(['Первый']);
  });

  it('keeps the brands whose name contains ?q, ignoring case', async () => {
    await renderApp(`/brands?q=${encodeURIComponent('КОФЕ')}`, { brands: BRANDS });
    await screen.findByRole('link', { name: 'Второй кофе' });
    expect(cardTitles()).toEqual(['Второй кофе']);
  });

  it('says so when nothing matches the search', async () => {
    await renderApp(`/brands?q=${encodeURIComponent('суши')}`, { brands: BRANDS });
    await screen.findByText('По запросу «суши» партнёры не найдены.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows 48 cards at a time and adds 48 more on «Показать ещё»', async () => {
    const many = Array.from({ length: 100 }, (_, index) =>
      brand(index + 1, `Партнёр ${index + 1}`, { positionSf: index + 1 }),
    );
    await renderApp('/brands', { brands: many });
    await screen.findByRole('link', { name: 'Партнёр 1' });
    expect(cardTitles()).toHaveLength(48);
    expect(screen.getByText('Показано 48 из 100').getAttribute('role')).toBe('status');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    });
    expect(cardTitles()).toHaveLength(96);
    // The focus moves to the first new card, so a keyboard user carries on from there.
    expect(document.activeElement?.textContent).toContain('Партнёр 49');
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(100));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });
});

describe(
  '/brands by distance, and each brand’s distance with the shopper’s position (issue 21)',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    // Москва's centre at 55.75, 37.62; «Первый» has one outlet 5,6 km north of it, «Второй» one 5,6 km south and one
    // 22 m north of the centre; «Третий»'s only outlet has no coordinates. The shopper stands 22 m north of «Второй»'s
    // southern outlet.
    const cities = [
      { id: 1, name: 'Москва', latitude: 55.75, longitude: 37.62 },
      { id: 2, name: 'Казань', latitude: 55.79, longitude: 49.12 },
    ];
    const outlets = [
      outlet(11, 'Первый на севере', { brandId: 1, coordinatesLatitude: 55.8, coordinatesLongitude: 37.62 }),
      outlet(21, 'Второй на юге', { brandId: 2, coordinatesLatitude: 55.7, coordinatesLongitude: 37.62 }),
      outlet(22, 'Второй в центре', { brandId: 2, coordinatesLatitude: 55.7502, coordinatesLongitude: 37.62 }),
      outlet(31, 'Третий без места', { brandId: 3 }),
    ];
    const brands = [
      brand(1, 'Первый', { positionSf: 1, salesUnits: [11] }),
      brand(2, 'Второй', { positionSf: 2, salesUnits: [21, 22] }),
      brand(3, 'Третий', { positionSf: 3, salesUnits: [31] }),
    ];
    const shopper = { lat: 55.7002, lon: 37.62 };
    const options = { cities, brands, api: { salesUnitsPublicList: async () => outlets } };

    /** The brand cards in order, each with the distance it prints. */
    function cards(): { name: string; distance: string | null }[] {
      return Array.from(screen.getByRole('main').querySelectorAll('article.card'), (card) => ({
        name: card.querySelector('.card__title')?.textContent ?? '',
        distance: card.querySelector('.card__distance')?.textContent ?? null,
      }));
    }

    it('ordered by distance with the shopper’s position: the brand with the nearest outlet first, each card says how far', async () => {
      await renderApp('/brands?sort=distance', { ...options, position: shopper });
      await screen.findByRole('link', { name: 'Второй' });
      await waitFor(() =>
        expect(cards()).toEqual([
          { name: 'Второй', distance: '20\u00a0м' },
          { name: 'Первый', distance: '11\u00a0км' },
          { name: 'Третий', distance: null },
        ]),
      );
      expect(
        within(screen.getByRole('navigation', { name: 'Сортировка' }))
          .getByRole('link', { name: 'По расстоянию' })
          .getAttribute('aria-current'),
      ).toBe('page');
    });

    it('the page carries each brand’s nearest outlet and the origin, not the city’s outlet list', async () => {
      const app = await renderApp('/brands?sort=distance', { ...options, position: shopper });
      await screen.findByRole('link', { name: 'Второй' });
      const match = app.router.state.matches.find((each) => each.routeId === '/brands');
      expect((match?.loaderData as { nearest: unknown } | undefined)?.nearest).toEqual({
        origin: { kind: 'shopper', position: shopper },
        places: [
          { brandId: 1, id: 11, coordinatesLatitude: 55.8, coordinatesLongitude: 37.62 },
          { brandId: 2, id: 21, coordinatesLatitude: 55.7, coordinatesLongitude: 37.62 },
        ],
      });
    });

    it('in the spec’s order with the shopper’s position: every card still says how far it is', async () => {
      await renderApp('/brands', { ...options, position: shopper });
      await screen.findByRole('link', { name: 'Первый' });
      await waitFor(() =>
        expect(cards()).toEqual([
          { name: 'Первый', distance: '11\u00a0км' },
          { name: 'Второй', distance: '20\u00a0м' },
          { name: 'Третий', distance: null },
        ]),
      );
    });

    it('ordered by distance without a position: from the city centre, said so', async () => {
      await renderApp('/brands?sort=distance', { ...options, position: null });
      await screen.findByRole('link', { name: 'Второй' });
      await waitFor(() =>
        expect(cards()).toEqual([
          { name: 'Второй', distance: '20\u00a0м от центра города' },
          { name: 'Первый', distance: '5,6\u00a0км от центра города' },
          { name: 'Третий', distance: null },
        ]),
      );
    });

    it('in the spec’s order without a position: no distance anywhere', async () => {
      await renderApp('/brands', { ...options, position: null });
      await screen.findByRole('link', { name: 'Первый' });
      expect(cards().map((card) => card.distance)).toEqual([null, null, null]);
    });

    it('«Рядом со мной» orders the list by distance (?sort=distance), the nearest brand first', async () => {
      const app = await renderApp('/brands', { ...options, position: shopper });
      await screen.findByRole('link', { name: 'Первый' });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Рядом со мной' }));
      });
      await waitFor(() => expect(app.href()).toBe('/brands?sort=distance'));
      await waitFor(() => expect(cards()[0]).toEqual({ name: 'Второй', distance: '20\u00a0м' }));
    });
  },
);
