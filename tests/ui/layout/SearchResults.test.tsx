// @vitest-environment jsdom
/** The header search's results panel (issue 21) over the in-memory back end, from the main page. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InMemoryApi } from '../../../adapters/memory/InMemoryApi.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { MemoryWorld } from '../../../adapters/memory/MemoryWorld.ts';
import { visibleOfflineCards } from '../../../core/domain/showcase/offlineCard.ts';
import type { OnlineShopRecord } from '../../../core/model/index.ts';
import { renderApp, type RenderAppOptions } from '../renderApp.tsx';

afterEach(cleanup);

const CITY = 1;

/** The seeded in-memory world with «Мегалавка» (every city's shop) and one listed outlet of city 1 found by «пломбир». */
function world(): { api: InMemoryApi; outlet: { id: number; name: string }; shopId: number } {
  const memory = new MemoryWorld({ seed: 1 });
  const template = [...memory.catalogue.onlineShops.values()][0]!;
  const shopId = 90_001;
  const shop: OnlineShopRecord = {
    ...template,
    shopId,
    name: 'Мегалавка',
    nameSf: null,
    keywords: null,
    keywordsSf: null,
    cityCodeId: null,
    countryCodeId: 1,
    maximumCashback: 0.1,
  };
  memory.catalogue.onlineShops.set(shopId, shop);
  const listed = visibleOfflineCards(
    [...memory.catalogue.salesUnits.values()].filter((unit) => unit.cityCodeId === CITY),
  )[0]!;
  const stored = memory.catalogue.salesUnits.get(listed.id)!;
  stored.keywords = 'пломбир, десерты';
  stored.coordinatesLatitude = 55.75;
  stored.coordinatesLongitude = 37.6;
  return {
    api: new InMemoryApi({ tokens: new MemoryTokenStore(), world: memory }),
    outlet: { id: listed.id, name: listed.name },
    shopId,
  };
}

async function renderWith(url: string, options: Omit<RenderAppOptions, 'api'> = {}) {
  const backEnd = world();
  const app = await renderApp(url, { ...options, api: { search: (request) => backEnd.api.search(request) } });
  await waitFor(() => expect(screen.getByRole('search').dataset.ready).toBe('true'));
  return { app, ...backEnd };
}

function box(): HTMLInputElement {
  return screen.getByRole('searchbox') as HTMLInputElement;
}

function panel(): HTMLElement {
  return screen.getByRole('region', { name: 'Результаты поиска' });
}

describe('the header search results panel (issue 21)', () => {
  it('from the main page, «Мегалавка» finds the online shop with its cashback, linking to it', async () => {
    const { app, shopId } = await renderWith('/');
    fireEvent.change(box(), { target: { value: 'мегалавка' } });
    // The seeded catalogue has Мегалавки of its own; ours is among them.
    const links = await screen.findAllByRole('link', { name: /Мегалавка/ }, { timeout: 3000 });
    expect(within(panel()).getByRole('heading', { name: /Онлайн-магазины/ })).toBeTruthy();
    const link = links.find((candidate) => candidate.getAttribute('href') === `/online/${shopId}`);
    expect(link).toBeDefined();
    expect(link?.textContent).toMatch(/до \d+%/);
    // Typing on the main page opens the panel; the address stays.
    expect(app.href()).toBe('/');
  });

  it('a keyword finds an outlet under «Точки»; Escape closes the panel and keeps the text', async () => {
    const { outlet } = await renderWith('/');
    fireEvent.change(box(), { target: { value: 'пломбир' } });
    await waitFor(() => expect(within(panel()).getByRole('heading', { name: /Точки/ })).toBeTruthy(), {
      timeout: 3000,
    });
    const links = within(panel()).getAllByRole('link', {
      name: new RegExp(outlet.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    expect(links.map((link) => link.getAttribute('href'))).toContain(`/offline/${outlet.id}`);
    // The arrow keys walk from the box into the panel's links and back.
    act(() => box().focus());
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(panel()).getAllByRole('link')[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box());
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Результаты поиска' })).toBeNull();
    expect(box().value).toBe('пломбир');
  });

  it('«ничего не найдено» offers the whole list; Enter and «Все результаты» open the list with ?q', async () => {
    const { app } = await renderWith('/');
    fireEvent.change(box(), { target: { value: 'яяяяя' } });
    await waitFor(() => expect(within(panel()).getByText(/ничего не найдено/)).toBeTruthy(), { timeout: 3000 });
    expect(within(panel()).getByRole('link', { name: 'Смотреть весь список' }).getAttribute('href')).toBe('/brands');
    fireEvent.change(box(), { target: { value: 'мегалавка' } });
    const all = await screen.findByRole('link', { name: 'Все результаты' }, { timeout: 3000 });
    expect(all.getAttribute('href')).toBe(`/brands?q=${encodeURIComponent('мегалавка')}`);
    await act(async () => {
      fireEvent.submit(screen.getByRole('search'));
    });
    await waitFor(() => expect(app.href()).toBe(`/brands?q=${encodeURIComponent('мегалавка')}`));
    expect(screen.queryByRole('region', { name: 'Результаты поиска' })).toBeNull();
  });

  describe('an outlet’s distance, with the shopper’s position only', () => {
    /** The link of the outlet «пломбир» finds, in the panel. */
    async function foundOutlet(outlet: { id: number }): Promise<HTMLElement> {
      fireEvent.change(box(), { target: { value: 'пломбир' } });
      await waitFor(() => expect(within(panel()).getByRole('heading', { name: /Точки/ })).toBeTruthy(), {
        timeout: 3000,
      });
      return within(panel())
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === `/offline/${outlet.id}`)!;
    }

    it('with the shopper’s position the outlet says how far it is, beside its cashback', async () => {
      // The shopper stands 22 m north of the outlet.
      const { outlet } = await renderWith('/', { position: { lat: 55.7502, lon: 37.6 } });
      const link = await foundOutlet(outlet);
      await waitFor(() => expect(link.textContent).toContain('20\u00a0м'));
      expect(link.textContent).toMatch(/до \d+%/);
      expect(link.textContent).not.toContain('центра');
    });

    it('without it, no distance: not from the city centre either', async () => {
      const { outlet } = await renderWith('/', {
        position: null,
        cities: [{ id: 1, name: 'Москва', latitude: 55.75, longitude: 37.62 }],
      });
      const link = await foundOutlet(outlet);
      // The distance's part of the panel comes on its own: let it come before saying it shows nothing.
      await act(async () => {
        await import('../../../ui/layout/SearchDistance.tsx');
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      expect(link.textContent).toMatch(/до \d+%/);
      expect(link.textContent).not.toMatch(/\d\u00a0(м|км)/);
    });
  });
});
