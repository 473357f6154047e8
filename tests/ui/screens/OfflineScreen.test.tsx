// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SalesUnitRecord } from '../../../core/model/index.ts';
import { renderApp } from '../renderApp.tsx';
import { outlet } from './fixtures.ts';

afterEach(cleanup);

const SCREEN_TEST_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  await import('../../../ui/screens/OfflineScreen.tsx');
}, 60_000);

/** 60 outlets in position order, every third one a bakery (category 7). */
const CITY: SalesUnitRecord[] = Array.from({ length: 60 }, (_, index) =>
  outlet(index + 1, index % 3 === 0 ? `Пекарня ${index + 1}` : `Кофейня ${index + 1}`, { position: index + 1, categoryId: index % 3 === 0 ? 7 : 4 }),
);

function cardTitles(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('/offline: the address’s pages of the showcase come with the page', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the first 48 outlets of the showcase and the count of all', async () => {
    const calls: unknown[] = [];
    await renderApp('/offline', {
      api: {
        salesUnitsPublicPage: async (request) => {
          calls.push(request);
          return { records: CITY.slice(0, 48), total: 60 };
        },
      },
    });
    await screen.findByRole('link', { name: 'Пекарня 1' });
    expect(cardTitles()).toHaveLength(48);
    // The count is the list's status line, read out when it changes.
    expect(screen.getByText('Показано 48 из 60').getAttribute('role')).toBe('status');
    expect(calls).toEqual([{ countryCodeId: 1, cityCodeId: 1, filter: { category: 0, query: '' }, size: 48 }]);
  });

  it('asks for the page of the address’s category and search', async () => {
    const calls: unknown[] = [];
    await renderApp(`/offline?category=7&q=${encodeURIComponent('пек')}`, {
      categories: [{ id: 7, name: 'Пекарни', iconFileId: null }],
      api: {
        salesUnitsPublicPage: async (request) => {
          calls.push(request);
          return { records: [], total: 0 };
        },
      },
    });
    await screen.findByText('Точки не найдены.');
    expect(calls).toEqual([{ countryCodeId: 1, cityCodeId: 1, filter: { category: 7, query: 'пек' }, size: 48 }]);
  });

  it('«Показать ещё» asks the address for one page more, then shows the next cards and moves the focus to the first new one', async () => {
    const sizes: number[] = [];
    const { href } = await renderApp('/offline', {
      api: {
        salesUnitsPublicList: async () => CITY,
        salesUnitsPublicPage: async ({ size }) => {
          sizes.push(size);
          return { records: CITY.slice(0, size), total: 60 };
        },
      },
    });
    await screen.findByRole('link', { name: 'Пекарня 1' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(60));
    expect(href()).toBe('/offline?pages=2');
    expect(sizes).toEqual([48, 96]);
    expect(screen.getByText('Показано 60 из 60').getAttribute('role')).toBe('status');
    expect(document.activeElement?.textContent).toContain('Пекарня 49');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('opens an address of two pages with both, and a new search starts again at the first page', async () => {
    const calls: Array<{ query: string; size: number }> = [];
    const { router, href } = await renderApp('/offline?pages=2', {
      api: {
        salesUnitsPublicPage: async ({ filter, size }) => {
          calls.push({ query: filter.query, size });
          const found = CITY.filter((record) => record.name.includes(filter.query));
          return { records: found.slice(0, size), total: found.length };
        },
      },
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(60));
    await act(async () => {
      await router.navigate({ to: '/offline', search: (previous) => ({ ...previous, q: '5' }) });
    });
    await waitFor(() => expect(cardTitles()).toEqual(CITY.filter((record) => record.name.includes('5')).map((record) => record.name)));
    expect(href()).toBe('/offline?q=5');
    expect(calls).toEqual([
      { query: '', size: 96 },
      { query: '5', size: 48 },
    ]);
  });
});
