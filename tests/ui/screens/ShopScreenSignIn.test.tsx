// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp.tsx';
import { shop } from './fixtures.ts';

afterEach(cleanup);

const MARKET = shop(1, 'Маркет', { maximumCashback: 0.1, adUrl: 'https://market.ru/?utm_source=ryadom' });

describe(
  '/online/$shopId signed out: «Перейти в магазин» says cashback needs signing in first (issue 19)',
  { timeout: 20_000 },
  () => {
    it('tells the shopper to sign in first and offers it, with the shop still reachable without cashback', async () => {
      const app = await renderApp('/online/1', {
        api: {
          onlineShop: async () => MARKET,
          onlineShopActions: async () => [],
          onlineShopActionTerms: async () => [],
        },
      });
      const note = await screen.findByRole('note');
      expect(note.textContent).toContain('Кэшбэк начисляется только за покупки после входа');
      expect(screen.getByRole('link', { name: /Перейти без кэшбэка/ }).getAttribute('href')).toBe(
        'https://market.ru/?utm_source=ryadom',
      );
      expect(screen.queryByRole('link', { name: /^Перейти в магазин/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Войти и получить кэшбэк' }));
      await waitFor(() => expect(app.href()).toBe('/online/1?modal=authorization'));
    });
  },
);
