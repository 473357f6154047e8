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
  outlet(index + 1, index % 3 === 0 ? `Пекарня ${index + 1}` : `Кофейня ${index + 1}`, {
    position: index + 1,
    categoryId: index % 3 === 0 ? 7 : 4,
  }),
);

function cardTitles(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe(
  '/offline: the address’s pages of the showcase come with the page',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    it('shows the first 48 outlets of the showcase and the count of all, worked out of the city’s list', async () => {
      const scopes: unknown[] = [];
      await renderApp('/offline', {
        api: {
          salesUnitsPublicList: async (scope) => {
            scopes.push(scope);
            return CITY;
          },
        },
      });
      await screen.findByRole('link', { name: 'Пекарня 1' });
      expect(cardTitles()).toEqual(CITY.slice(0, 48).map((record) => record.name));
      // The count is the list's status line, read out when it changes.
      expect(screen.getByText('Показано 48 из 60').getAttribute('role')).toBe('status');
      expect(scopes).toContainEqual({ countryCodeId: 1, cityCodeId: 1 });
    });

    it('shows the page of the address’s category and search', async () => {
      await renderApp(`/offline?category=7&q=${encodeURIComponent('пек')}`, {
        categories: [{ id: 7, name: 'Пекарни', iconFileId: null }],
        api: { salesUnitsPublicList: async () => CITY },
      });
      await screen.findByRole('link', { name: 'Пекарня 1' });
      expect(cardTitles()).toEqual(CITY.filter((record) => record.categoryId === 7).map((record) => record.name));
    });

    it('«Показать ещё» asks the address for one page more, then shows the next cards and moves the focus to the first new one', async () => {
      const { href } = await renderApp('/offline', { api: { salesUnitsPublicList: async () => CITY } });
      await screen.findByRole('link', { name: 'Пекарня 1' });
      expect(cardTitles()).toHaveLength(48);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
      });
      await waitFor(() => expect(cardTitles()).toHaveLength(60));
      expect(href()).toBe('/offline?pages=2');
      expect(screen.getByText('Показано 60 из 60').getAttribute('role')).toBe('status');
      expect(document.activeElement?.textContent).toContain('Пекарня 49');
      expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    });

    it('opens an address of two pages with both, and a new search starts again at the first page', async () => {
      const cafes = Array.from({ length: 120 }, (_, index) =>
        outlet(index + 1, `Кофейня ${index + 1}`, { position: index + 1, categoryId: 4 }),
      );
      const { router, href } = await renderApp('/offline?pages=2', {
        api: { salesUnitsPublicList: async () => cafes },
      });
      await waitFor(() => expect(cardTitles()).toHaveLength(96));
      await act(async () => {
        await router.navigate({ to: '/offline', search: (previous) => ({ ...previous, q: 'кофейня' }) });
      });
      await waitFor(() => expect(href()).not.toContain('pages='));
      expect(href()).toContain('q=');
      await waitFor(() => expect(cardTitles()).toHaveLength(48));
      expect(screen.getByText('Показано 48 из 120').getAttribute('role')).toBe('status');
    });
  },
);
