/**
 * The server render of a detail page whose entity does not exist: the page is the 404 (status, head of
 * its own) and carries the router's not-found match, so the browser does not read the missing entity again.
 */
import { describe, expect, it } from 'vitest';
import { OfetchApi } from '../../adapters/http/OfetchApi.ts';
import { MemoryTokenStore } from '../../adapters/memory/MemoryTokenStore.ts';
import { renderPage } from '../../ui/entry-server.tsx';
import { renderOverFetch } from './renderOverFetch.ts';

const MOSCOW = { id: 1, name: 'Москва' };

/** The API app's fetch for a catalogue without outlet 999999: cities, empty lists, and the API's 404 for that outlet. */
async function apiFetch(input: RequestInfo | URL): Promise<Response> {
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (path === '/api/city-codes/active-city-codes') {
    return json([MOSCOW]);
  }
  if (path === '/api/brands/offline-partners-list/') {
    return json({ brands: [] });
  }
  if (path === '/api/sales-units/public-one/999999') {
    return json({ message: 'NOT_FOUND' }, 404);
  }
  return json([]);
}

async function rendered(href: string) {
  const page = await renderOverFetch(href, apiFetch, MOSCOW.id);
  if (page === null) {
    throw new Error(`${href} was not rendered`);
  }
  await page.ready;
  return { page, html: await new Response(page.body).text() };
}

describe('the server render of a missing outlet', () => {
  it('is a 404 titled «Страница не найдена», showing the outlet’s own not-found notice', async () => {
    const { page, html } = await rendered('/offline/999999');
    expect(page.status).toBe(404);
    expect(page.head.title).toBe('Страница не найдена — Рядом');
    expect(page.head.description).not.toBe(
      'Рядом — кэшбэк у партнёров вашего города: онлайн-магазины, офлайн-точки, новости.',
    );
    expect(html).toContain('Точка не найдена');
  });

  it('carries the router’s matches for the browser’s router to hydrate from: the outlet’s a not-found, nothing of the server', async () => {
    const { page } = await rendered('/offline/999999');
    const carried = JSON.parse(JSON.stringify(page.router())) as ReturnType<typeof page.router>;
    expect(carried.matches.map(({ i, s }) => ({ i, s }))).toEqual([
      { i: '__root__#', s: 'success' },
      { i: '#offline#$outletId#offline#999999{"feedback_pages":1,"replies":[]}', s: 'notFound' },
    ]);
    expect(carried.matches[1]?.e).toEqual({ isNotFound: true, routeId: '/offline/$outletId' });
    expect(carried.matches[1]?.l).toBeUndefined();
  });

  it('carries each loader’s data, a failed read as failed only', async () => {
    const failing = async (input: RequestInfo | URL): Promise<Response> =>
      new URL(input instanceof Request ? input.url : String(input)).pathname === '/api/online-shops-categories'
        ? new Response(JSON.stringify({ message: 'INTERNAL_ERROR', details: { sql: 'select' } }), { status: 500 })
        : apiFetch(input);
    const page = await renderOverFetch('/brands', failing, MOSCOW.id);
    await page?.ready;
    const carried = JSON.parse(JSON.stringify(page?.router()));
    expect(carried.matches.map(({ i, s }: { i: string; s: string }) => ({ i, s }))).toEqual([
      { i: '__root__#', s: 'success' },
      { i: '#brands#brands{"category":0,"distance":false,"open":false}', s: 'success' },
    ]);
    expect(carried.matches[0].l).toEqual({
      offlineCategories: { status: 'ready', data: [] },
      onlineCategories: { status: 'failed' },
    });
    // Not ordered by distance, and a server render has no shopper's position: no outlets are measured.
    expect(carried.matches[1].l).toEqual({ brands: { status: 'ready', data: [] }, nearest: null });
  }, 20_000);

  it('is a 404 when the server’s reads say «not found» with an ApiError of their own module (the built entry bundles its own copy of core/errors.ts)', async () => {
    // What the server's DrizzlePageReads throws, as the bundle sees it: an ApiError, but not the bundle's class.
    class ForeignApiError extends Error {
      readonly code = 'NOT_FOUND';
      readonly status = 404;
      readonly details = undefined;
      constructor() {
        super('NOT_FOUND');
        this.name = 'ApiError';
      }
    }
    const reads = new OfetchApi({
      baseUrl: 'http://api.test',
      tokens: new MemoryTokenStore(),
      fetch: apiFetch as typeof fetch,
    });
    const missing = new Proxy(reads, {
      get: (target, method, receiver) =>
        method === 'salesUnit' ? () => Promise.reject(new ForeignApiError()) : Reflect.get(target, method, receiver),
    });
    const page = await renderPage({
      href: '/offline/12',
      reads: missing,
      view: { cityId: MOSCOW.id, cities: [MOSCOW] },
    });
    await page?.ready;
    expect(page?.status).toBe(404);
    expect(await new Response(page?.body).text()).toContain('Точка не найдена');
  });

  it('names an address no route knows «Страница не найдена» too', async () => {
    const { page } = await rendered('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.head.title).toBe('Страница не найдена — Рядом');
  });
});

describe('the server render of /brands ordered by distance (issue 21)', () => {
  const centre = { lat: 55.75, lon: 37.62 };
  const brandOf = (id: number, name: string, salesUnits: number[]) => ({
    id,
    name,
    positionSf: id,
    salesUnits,
    brandSalesUnitCategories: [],
    maximumCashback: 0.05,
    files: [],
    adresses: [],
  });
  const outletAt = (id: number, brandId: number, lat: number) => ({
    id,
    name: `Точка ${id}`,
    brandId,
    coordinatesLatitude: lat,
    coordinatesLongitude: 37.62,
    cityCodeId: 1,
    countryCodeId: 1,
    active: true,
    blocked: false,
    blockedSf: false,
    files: [],
  });

  async function catalogue(input: RequestInfo | URL): Promise<Response> {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/city-codes/active-city-codes') {
      return json([{ ...MOSCOW, latitude: centre.lat, longitude: centre.lon }]);
    }
    if (path === '/api/brands/offline-partners-list/') {
      return json({ brands: [brandOf(1, 'Северный', [11]), brandOf(2, 'Центральный', [21, 22])] });
    }
    if (path === '/api/sales-units/public-list') {
      return json([outletAt(11, 1, 55.8), outletAt(21, 2, 55.7), outletAt(22, 2, 55.7502), outletAt(31, 3, 55.7501)]);
    }
    return json([]);
  }

  it('measures from the city centre (no shopper’s position on the server) and carries one outlet per brand, not the city’s list', async () => {
    const page = await renderOverFetch('/brands?sort=distance', catalogue, MOSCOW.id);
    await page?.ready;
    const carried = JSON.parse(JSON.stringify(page?.router()));
    expect(carried.matches[1].i).toBe('#brands#brands{"category":0,"distance":true,"open":false}');
    expect(carried.matches[1].l.nearest).toEqual({
      origin: { kind: 'cityCentre', cityId: 1, position: centre },
      places: [
        { brandId: 1, id: 11, coordinatesLatitude: 55.8, coordinatesLongitude: 37.62 },
        { brandId: 2, id: 22, coordinatesLatitude: 55.7502, coordinatesLongitude: 37.62 },
      ],
    });
    const html = await new Response(page!.body).text();
    expect(html.indexOf('Центральный')).toBeLessThan(html.indexOf('Северный'));
    expect(html).toContain('20\u00a0м от центра города');
  }, 20_000);
});
