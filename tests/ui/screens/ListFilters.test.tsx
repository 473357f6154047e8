// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brand, renderApp } from '../renderApp.tsx';
import { outlet, shop } from './fixtures.ts';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  await Promise.all([
    import('../../../ui/screens/OnlineScreen.tsx'),
    import('../../../ui/screens/BrandsScreen.tsx'),
    import('../../../ui/screens/OfflineScreen.tsx'),
  ]);
}, 60_000);

const CATEGORIES = [
  { id: 4, name: 'Кофейни', iconFileId: null },
  { id: 7, name: 'Пекарни', iconFileId: null },
];

const chips = () => screen.findByRole('navigation', { name: 'Категории' });
const sorts = () => screen.findByRole('navigation', { name: 'Сортировка' });
const cardNames = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

async function click(link: HTMLElement) {
  await act(async () => {
    fireEvent.click(link);
  });
}

describe(
  'the showcase lists’ filters: chips, «Сбросить», the order, all in the address (issue 21)',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    it('/online: the address’s category is the active chip; a chip writes ?category, «Сбросить» takes it away', async () => {
      const app = await renderApp('/online?category=4', {
        categories: CATEGORIES,
        api: {
          onlineShopsPublicList: async () => [
            shop(1, 'Кофе-маркет', { categoryId: 4 }),
            shop(2, 'Хлеб-онлайн', { categoryId: 7 }),
          ],
        },
      });
      const nav = await chips();
      expect(within(nav).getByRole('link', { name: 'Кофейни' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'Все' }).getAttribute('aria-current')).toBeNull();
      await screen.findByRole('link', { name: 'Кофе-маркет' });
      expect(cardNames()).toEqual(['Кофе-маркет']);

      await click(within(nav).getByRole('link', { name: 'Пекарни' }));
      await waitFor(() => expect(app.href()).toBe('/online?category=7'));
      await screen.findByRole('link', { name: 'Хлеб-онлайн' });
      expect(
        within(await chips())
          .getByRole('link', { name: 'Пекарни' })
          .getAttribute('aria-current'),
      ).toBe('page');

      await click(screen.getByRole('link', { name: 'Сбросить' }));
      await waitFor(() => expect(app.href()).toBe('/online'));
      expect(
        within(await chips())
          .getByRole('link', { name: 'Все' })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(screen.queryByRole('link', { name: 'Сбросить' })).toBeNull();
    });

    it('/online: «По кэшбэку» orders the best cashback first and is the address’s ?sort=cashback; «По расстоянию» is not offered', async () => {
      const app = await renderApp('/online', {
        categories: CATEGORIES,
        api: {
          onlineShopsPublicList: async () => [
            shop(1, 'Малый', { position: 1, maximumCashback: 0.02 }),
            shop(2, 'Большой', { position: 2, maximumCashback: 0.2 }),
          ],
        },
      });
      await screen.findByRole('link', { name: 'Малый' });
      expect(cardNames()).toEqual(['Малый', 'Большой']);
      const nav = await sorts();
      expect(within(nav).getByRole('link', { name: 'По умолчанию' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).queryByRole('link', { name: 'По расстоянию' })).toBeNull();
      await click(within(nav).getByRole('link', { name: 'По кэшбэку' }));
      await waitFor(() => expect(app.href()).toBe('/online?sort=cashback'));
      await waitFor(() => expect(cardNames()).toEqual(['Большой', 'Малый']));
      expect(
        within(await sorts())
          .getByRole('link', { name: 'По кэшбэку' })
          .getAttribute('aria-current'),
      ).toBe('page');
    });

    it('/brands: a filtered empty list says which filters narrowed it and «Сбросить фильтры» gives the whole list', async () => {
      const app = await renderApp('/brands?category=7&sort=cashback', { categories: CATEGORIES, brands: [] });
      const hint = await screen.findByText(/Ничего не нашлось в категории «Пекарни»/);
      expect(hint.textContent).toContain('в категории «Пекарни»');
      await click(screen.getByRole('link', { name: 'Сбросить фильтры' }));
      await waitFor(() => expect(app.href()).toBe('/brands'));
    });

    it('/brands: «По кэшбэку» orders brands by their cashback', async () => {
      await renderApp('/brands?sort=cashback', {
        categories: CATEGORIES,
        brands: [
          brand(1, 'Первый', { positionSf: 1, maximumCashback: 3 }),
          brand(2, 'Второй', { positionSf: 2, maximumCashback: 9 }),
        ],
      });
      await screen.findByRole('link', { name: 'Второй' });
      expect(cardNames()).toEqual(['Второй', 'Первый']);
    });

    it('/brands: «Открыто сейчас» is ?open and keeps the brands with an outlet open now by the city’s hours; an empty list says so', async () => {
      const allDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '00:00', close: '24:00', dayOff: false }));
      const closed = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: null, close: null, dayOff: true }));
      const app = await renderApp('/brands', {
        categories: CATEGORIES,
        brands: [
          brand(1, 'Круглосуточный', { positionSf: 1, salesUnits: [11] }),
          brand(2, 'Закрытый', { positionSf: 2, salesUnits: [12] }),
        ],
        api: {
          cityOpeningHours: async () => [
            ...allDay.map((row) => ({ ...row, salesUnitId: 11 })),
            ...closed.map((row) => ({ ...row, salesUnitId: 12 })),
          ],
        },
      });
      await screen.findByRole('link', { name: 'Закрытый' });
      await click(screen.getByRole('link', { name: 'Открыто сейчас' }));
      await waitFor(() => expect(app.href()).toBe('/brands?open=true'));
      await waitFor(() => expect(cardNames()).toEqual(['Круглосуточный']));
      expect(screen.getByRole('link', { name: 'Открыто сейчас' }).getAttribute('aria-current')).toBe('page');
    });

    it('/brands?open=1 with every outlet closed says the list is empty because of «Открыто сейчас»', async () => {
      const closed = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        day,
        open: null,
        close: null,
        dayOff: true,
        salesUnitId: 12,
      }));
      await renderApp('/brands?open=1', {
        categories: CATEGORIES,
        brands: [brand(2, 'Закрытый', { positionSf: 2, salesUnits: [12] })],
        api: { cityOpeningHours: async () => closed },
      });
      expect((await screen.findByText(/Ничего не нашлось/)).textContent).toContain('открытых сейчас');
      expect(screen.queryByRole('link', { name: 'Закрытый' })).toBeNull();
    });

    it('/offline: the sort and the category order the page, and a new order starts at the first page', async () => {
      // Category 4 in position order: a low, a high and a middle cashback; one outlet of another category.
      const listed = [
        outlet(1, 'Низкий', { categoryId: 4, position: 1, maximumCashback: 0.02 }),
        outlet(2, 'Высокий', { categoryId: 4, position: 2, maximumCashback: 0.2 }),
        outlet(3, 'Средний', { categoryId: 4, position: 3, maximumCashback: 0.1 }),
        outlet(4, 'Другой', { categoryId: 5, position: 4, maximumCashback: 0.3 }),
      ];
      const app = await renderApp('/offline?category=4&pages=2', {
        categories: CATEGORIES,
        api: { salesUnitsPublicList: async () => listed },
      });
      await waitFor(() => expect(cardNames()).toEqual(['Низкий', 'Высокий', 'Средний']));
      await click(within(await sorts()).getByRole('link', { name: 'По кэшбэку' }));
      await waitFor(() => expect(app.href()).toBe('/offline?category=4&sort=cashback'));
      await waitFor(() => expect(cardNames()).toEqual(['Высокий', 'Средний', 'Низкий']));
    });

    it('/offline: «По кэшбэку» shows the best cashback first even above outlets with a §5 position (the page’s cards keep the read’s order)', async () => {
      await renderApp('/offline?sort=cashback', {
        categories: CATEGORIES,
        api: {
          salesUnitsPublicList: async () => [
            outlet(1, 'С позицией, 5 %', { position: 1, maximumCashback: 5 }),
            outlet(2, 'Без позиции, 12 %', { position: null, maximumCashback: 12 }),
          ],
        },
      });
      await screen.findByRole('link', { name: 'Без позиции, 12 %' });
      const names = screen.getAllByRole('link', { name: /позици/ }).map((link) => link.textContent);
      expect(names).toEqual(['Без позиции, 12 %', 'С позицией, 5 %']);
    });

    it('/offline: «Открыто сейчас» is ?open, and the list keeps the outlets open now by the city’s hours; an empty one says so', async () => {
      const allDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '00:00', close: '24:00', dayOff: false }));
      const closed = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: null, close: null, dayOff: true }));
      const app = await renderApp('/offline', {
        categories: CATEGORIES,
        api: {
          salesUnitsPublicList: async () => [
            outlet(1, 'Круглосуточная', { position: 1, categoryId: 4 }),
            outlet(2, 'Закрытая', { position: 2, categoryId: 7 }),
          ],
          cityOpeningHours: async () => [
            ...allDay.map((row) => ({ ...row, salesUnitId: 1 })),
            ...closed.map((row) => ({ ...row, salesUnitId: 2 })),
          ],
        },
      });
      await screen.findByRole('link', { name: 'Закрытая' });
      const toggle = screen.getByRole('link', { name: 'Открыто сейчас' });
      expect(toggle.getAttribute('aria-current')).toBeNull();
      await click(toggle);
      await waitFor(() => expect(app.href()).toBe('/offline?open=true'));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Закрытая' })).toBeNull());
      expect(screen.getByRole('link', { name: 'Круглосуточная' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Открыто сейчас' }).getAttribute('aria-current')).toBe('page');

      await click(within(await chips()).getByRole('link', { name: 'Пекарни' }));
      await waitFor(() => expect(app.href()).toBe('/offline?category=7&open=true'));
      expect((await screen.findByText(/Ничего не нашлось/)).textContent).toContain(
        'в категории «Пекарни», открытых сейчас',
      );
      await click(screen.getByRole('link', { name: 'Сбросить фильтры' }));
      await waitFor(() => expect(app.href()).toBe('/offline'));
      await screen.findByRole('link', { name: 'Закрытая' });
    });
  },
);
