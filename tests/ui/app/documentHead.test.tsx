// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { ApiError } from '../../../core/errors.ts';
import { renderApp } from '../renderApp.tsx';

afterEach(cleanup);

describe('the document head follows the page on screen', () => {
  it('names the list page after its city, and the next page after a client navigation', async () => {
    document.head.innerHTML = '<meta name="description" content="" /><link rel="canonical" href="/" />';
    const app = await renderApp('/brands');
    await waitFor(() => expect(document.title).toBe('Москва: офлайн-партнёры с кэшбэком — Рядом'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Москва: партнёры «Рядом»/,
    );

    await app.router.navigate({ to: '/news' });
    await waitFor(() => expect(document.title).toBe('Москва: новости — Рядом'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/news`,
    );
  });

  it('names the 404 of a missing outlet «Страница не найдена» after a client navigation', async () => {
    document.head.innerHTML = '<meta name="description" content="" /><link rel="canonical" href="/" />';
    const app = await renderApp('/brands', {
      api: {
        salesUnit: async () => {
          throw new ApiError('NOT_FOUND', 404);
        },
        salesUnitActions: async () => [],
        salesUnitActionTerms: async () => [],
        openingHours: async () => [],
      },
    });
    await waitFor(() => expect(document.title).toBe('Москва: офлайн-партнёры с кэшбэком — Рядом'));

    await app.router.navigate({ to: '/offline/$outletId', params: { outletId: '999999' } });
    await app.view.findByRole('heading', { level: 1, name: 'Точка не найдена' });
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Рядом'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).not.toMatch(
      /^Москва: партнёры/,
    );
  });
});
