// @vitest-environment jsdom
/**
 * A page's router hydrates from the matches another router loaded, through the JSON a server-rendered page
 * carries (ui/app/dehydrateRouter.ts → the page → ui/app/renderedPage.ts): the router's own hydrate puts them in
 * place, the page shows their data at once, and nothing is read again.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { ApiPort } from '../../../core/ports/index.ts';
import { dehydrateRouter } from '../../../ui/app/dehydrateRouter.ts';
import { hydrateRouter, readRenderedPage } from '../../../ui/app/renderedPage.ts';
import { ServerSession } from '../../../ui/app/serverSession.ts';
import { createAppRouter } from '../../../ui/router.tsx';
import { CITIES, memoryServices, renderApp } from '../renderApp.tsx';
import { outlet } from '../screens/fixtures.ts';

afterEach(cleanup);

beforeAll(async () => {
  await import('../../../ui/screens/OutletScreen.tsx');
}, 60_000);

const BAR = outlet(5, 'Бар «Ночь»', { feedbacks: 1 });

/** A browser's router over an API that answers nothing and counts what it is asked. */
function browserRouter(href: string) {
  const asked: string[] = [];
  const api = new Proxy({} as ApiPort, {
    get: (_target, method) => () => {
      asked.push(String(method));
      return Promise.reject(new Error(`${String(method)} read again`));
    },
  });
  const services = memoryServices(api);
  const router = createAppRouter(
    { services, session: new ServerSession({ cityId: 1, cities: CITIES }) },
    createMemoryHistory({ initialEntries: [href] }),
  );
  return { router, asked };
}

describe('the router hydrates from a rendered page’s matches', () => {
  it('shows the loaded outlet, its offers and feedbacks at once, and reads none of them again', async () => {
    const loaded = await renderApp('/offline/5', {
      api: {
        salesUnit: async () => BAR,
        salesUnitActions: async () => [
          { id: 1, number: 1, sf: false, paymentSize: 0.05, paymentSizePro: null, title: 'Кэшбэк на всё' },
        ],
        salesUnitActionTerms: async () => [],
        openingHours: async () => [],
        feedbacks: async () => [
          {
            id: 1,
            salesUnitId: 5,
            rating: 5,
            text: 'Отлично',
            authorName: 'Гость',
            purchaseDate: '2025-01-10',
            createdAt: '2025-01-11T10:00:00.000Z',
            replies: 0,
          },
        ],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Бар «Ночь»' });
    // Through the page, as the server writes it and the browser reads it.
    document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="rendered-page"></script>');
    document.getElementById('rendered-page')!.textContent = JSON.stringify({
      view: { cityId: 1, cities: CITIES },
      router: dehydrateRouter(loaded.router),
    });
    const page = readRenderedPage(document);
    cleanup();
    expect(page).not.toBeNull();

    const { router, asked } = browserRouter('/offline/5');
    await hydrateRouter(router, page!.router);
    expect(router.state.status).toBe('idle');
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Бар «Ночь»' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Акции' })).getByText('Кэшбэк на всё')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Отзывы' })).getByText('Отлично')).toBeTruthy();
    expect(asked).toEqual([]);
    expect('$_TSR' in window).toBe(false);
  });
});
