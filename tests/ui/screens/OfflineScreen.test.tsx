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

/** The list reads of a test: the first pages and the whole lists the page asked for. */
function countedReads() {
  const reads = { pages: 0, whole: 0 };
  return {
    reads,
    api: {
      salesUnitsPublicList: async () => {
        reads.whole += 1;
        return CITY;
      },
    },
  };
}

describe('/offline: the first page comes with the page, the whole list when the shopper needs it', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the first 48 outlets of the showcase and the count of all, without reading the whole city', async () => {
    const calls: unknown[] = [];
    const { reads, api } = countedReads();
    await renderApp('/offline', {
      api: {
        ...api,
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
    expect(reads.whole).toBe(0);
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

  it('reads the whole list on «Показать ещё», then shows the next cards and moves the focus to the first new one', async () => {
    const { reads, api } = countedReads();
    await renderApp('/offline', { api });
    await screen.findByRole('link', { name: 'Пекарня 1' });
    expect(reads.whole).toBe(1); // the test's first page is made from it, as OfetchApi makes it
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(60));
    expect(reads.whole).toBe(2);
    expect(screen.getByText('Показано 60 из 60').getAttribute('role')).toBe('status');
    expect(document.activeElement?.textContent).toContain('Пекарня 49');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('narrows the whole list itself when the search changes, without reading a first page again', async () => {
    let pages = 0;
    const { reads, api } = countedReads();
    const { router } = await renderApp('/offline', {
      api: {
        ...api,
        salesUnitsPublicPage: async () => {
          pages += 1;
          return { records: CITY.slice(0, 48), total: 60 };
        },
      },
    });
    await screen.findByRole('link', { name: 'Пекарня 1' });
    await act(async () => {
      await router.navigate({ to: '/offline', search: { category: 7, q: '' } });
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(cardTitles().every((title) => title.startsWith('Пекарня'))).toBe(true);
    await act(async () => {
      await router.navigate({ to: '/offline', search: { category: 7, q: '58' } });
    });
    await waitFor(() => expect(cardTitles()).toEqual(['Пекарня 58']));
    expect(pages).toBe(1);
    expect(reads.whole).toBe(1);
  });
});
