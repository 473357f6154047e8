// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brand, renderApp } from '../renderApp.tsx';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

// The screens are lazy route chunks: transform them once up front, so no test pays for it against its timeout.
beforeAll(async () => {
  await Promise.all([
    import('../../../ui/screens/BrandsScreen.tsx'),
  ]);
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
    const many = Array.from({ length: 100 }, (_, index) => brand(index + 1, `Партнёр ${index + 1}`, { positionSf: index + 1 }));
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
