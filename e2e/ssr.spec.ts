/**
 * Server rendering (issue 12): every public page's HTML, read without JavaScript as a search engine
 * reads it, already holds its heading, its first cards, its own title, description and canonical
 * address; in a browser the page hydrates without a mismatch and without reading again the data it
 * carries; the city comes from `current_city_id`, else the city cookie. Lists are checked against the
 * API's answer for the same city. Nothing here sets a city cookie unless it says so: a crawler has none.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, MOSCOW, presetCity, serverUrl, test } from './support/fixtures.ts';
import { appHasHydrated, browserIsIdle, elementsHaveHydrated } from './support/hydration.ts';

/** The site's own title, which a page-specific title replaces. */
const SITE_TITLE = 'Рядом — кэшбэк у партнёров';

/** The title of every 404, whether no route knows the address or the page's entity does not exist. */
const NOT_FOUND_TITLE = 'Страница не найдена — Рядом';

/** What React and the portal say when the server's HTML and the browser's first render differ. */
const HYDRATION_MISMATCH = /did not match|hydrat|Minified React error #(418|419|425)/i;

/**
 * The public reads a server-rendered page carries the answers of (its router's loader data), feedbacks
 * included. Files (logos, photos) are not data.
 */
const PAGE_DATA_CALLS = [
  '/api/city-codes/active-city-codes',
  '/api/sales-unit-categories',
  '/api/online-shops-categories',
  '/api/brands/',
  '/api/sales-units/',
  '/api/online-shops/',
  '/api/sales-unit-actions/',
  '/api/online-shops-actions/',
  '/api/sales-unit-action-terms/',
  '/api/online-shops-action-terms/',
  '/api/sales-unit-opening-hours/',
  '/api/news/',
  '/api/showroom-offline-banners/',
  '/api/showroom-online-banners/',
  '/api/order-feedbacks/',
];

interface Card {
  id: number;
  name: string;
}

/** One list of the city as the API answers it: the records the page's cards are made from. */
interface CityLists {
  brands: Card[];
  outlets: Card[];
  shops: Card[];
  news: Card[];
}

async function postJson(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const response = await request.post(`${serverUrl()}${path}`, { data });
  expect(response.ok(), `POST ${path}`).toBe(true);
  return response.json();
}

/** The city's brands, outlets, online shops and news, each as id and the name its card and page show. */
async function cityLists(request: APIRequestContext, cityId: number): Promise<CityLists> {
  const scope = { countryCodeId: 1, cityCodeId: cityId };
  const [brands, outlets, shops, news] = await Promise.all([
    postJson(request, '/api/brands/offline-partners-list/', { cityCodeId: cityId, categoryId: 0 }) as Promise<{
      brands: Card[];
    }>,
    postJson(request, '/api/sales-units/public-list', scope) as Promise<Card[]>,
    postJson(request, '/api/online-shops/public-list', scope) as Promise<Array<{ shopId: number; name: string }>>,
    postJson(request, '/api/news/active-news', {
      ...scope,
      newsDestinationId: 1,
      dateFrom: 0,
      dateTo: Date.now(),
    }) as Promise<Array<{ id: number; title: string }>>,
  ]);
  return {
    brands: brands.brands.map(({ id, name }) => ({ id, name })),
    outlets: outlets.map(({ id, name }) => ({ id, name })),
    shops: shops.map(({ shopId, name }) => ({ id: shopId, name })),
    news: news.map(({ id, title }) => ({ id, name: title })),
  };
}

function first(cards: Card[], what: string): Card {
  const card = cards[0];
  if (card === undefined) {
    throw new Error(`the seed has no ${what} in ${MOSCOW.name}`);
  }
  return card;
}

/** A public page and what its server-rendered HTML must hold. */
interface PublicPage {
  path: string;
  heading: string;
  /** Words the page's own title holds. */
  title: string;
  /** The list its cards show, and the address prefix of their links. */
  cards?: { list: Card[]; prefix: string };
}

function publicPages(lists: CityLists): PublicPage[] {
  const brand = first(lists.brands, 'brand');
  const outlet = first(lists.outlets, 'outlet');
  const shop = first(lists.shops, 'online shop');
  const newsItem = first(lists.news, 'news item');
  return [
    {
      path: '/',
      heading: 'Кэшбэк у партнёров рядом с вами',
      title: 'кэшбэк у партнёров рядом',
      cards: { list: lists.brands, prefix: '/brands' },
    },
    {
      path: '/brands',
      heading: 'Офлайн-партнёры',
      title: 'офлайн-партнёры',
      cards: { list: lists.brands, prefix: '/brands' },
    },
    {
      path: '/offline',
      heading: 'Точки партнёров',
      title: 'точки партнёров',
      cards: { list: lists.outlets, prefix: '/offline' },
    },
    {
      path: '/online',
      heading: 'Онлайн-покупки',
      title: 'онлайн-магазины',
      cards: { list: lists.shops, prefix: '/online' },
    },
    { path: '/news', heading: 'Новости', title: 'новости', cards: { list: lists.news, prefix: '/news' } },
    { path: `/brands/${brand.id}`, heading: brand.name, title: brand.name },
    { path: `/offline/${outlet.id}`, heading: outlet.name, title: outlet.name },
    { path: `/online/${shop.id}`, heading: shop.name, title: shop.name },
    { path: `/news/${newsItem.id}`, heading: newsItem.name, title: newsItem.name },
    { path: '/partner_application', heading: 'Стать партнёром', title: 'Стать партнёром' },
  ];
}

/** Addresses that are no page, and the heading their 404 shows. */
const MISSING_PAGES = [
  { path: '/no-such-page', heading: 'Страница не найдена' },
  { path: '/brands/999999', heading: 'Партнёр не найден' },
];

/** A browser that runs no script, as a crawler reads a page; it loads no images either. */
async function pageWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: serverUrl() });
  await context.route('**/api/{upload,files}/**', (route) => route.abort());
  return context.newPage();
}

/** The ids of the `prefix`/ID card links in the page, in order. */
async function cardIds(page: Page, prefix: string): Promise<number[]> {
  const hrefs = await page
    .locator('a.card__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.flatMap((href) => {
    const match = new RegExp(`^${prefix}/(\\d+)$`).exec(href);
    return match === null ? [] : [Number(match[1])];
  });
}

/** The city the page was rendered for, from the data it carries for hydration. */
async function renderedCityId(page: Page): Promise<number | null> {
  const data = JSON.parse((await page.locator('script#rendered-page').textContent()) ?? 'null') as {
    view: { cityId: number | null };
  } | null;
  return data?.view.cityId ?? null;
}

/** What a page logs from now on, and which of its requests go to an address starting with one of `prefixes`. */
function watch(page: Page, prefixes: readonly string[]): { messages: string[]; requests: string[] } {
  const messages: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => messages.push(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (prefixes.some((prefix) => path.startsWith(prefix))) {
      requests.push(`${sent.method()} ${path}`);
    }
  });
  return { messages, requests };
}

/**
 * Resolves once React has taken over the server's HTML (hydrateRoot marks the container), has hydrated the
 * route's own heading (its lazy chunk is in) and has no work left (the browser is idle, with no deadline that
 * a slow host could reach first), so a mismatch has been reported by then.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(appHasHydrated);
  await page.waitForFunction(elementsHaveHydrated, 'h1');
  await page.evaluate(browserIsIdle);
}

test.describe('server-rendered pages', () => {
  test('without JavaScript each public page already holds its heading, first cards, own title, description and canonical address', async ({
    browser,
    request,
  }) => {
    const lists = await cityLists(request, MOSCOW.id);
    const page = await pageWithoutJavaScript(browser);
    const titles = new Set<string>();
    for (const publicPage of publicPages(lists)) {
      await test.step(publicPage.path, async () => {
        const response = await page.goto(publicPage.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('script#rendered-page'), 'the page was rendered on the server').toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicPage.heading);
        const title = await page.title();
        expect(title).not.toBe(SITE_TITLE);
        expect(title.toLowerCase()).toContain(publicPage.title.toLowerCase());
        titles.add(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${serverUrl()}${publicPage.path}`);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        if (publicPage.cards !== undefined) {
          const { list, prefix } = publicPage.cards;
          const ids = (await cardIds(page, prefix)).slice(0, 3);
          expect(ids.length, 'the first cards').toBe(Math.min(3, list.length));
          expect(list.map((card) => card.id)).toEqual(expect.arrayContaining(ids));
          const firstCard = list.find((card) => card.id === ids[0])!;
          await expect(page.locator(`a.card__link[href="${prefix}/${firstCard.id}"]`).first()).toHaveText(
            firstCard.name,
          );
        }
      });
    }
    expect(titles.size, 'every page has a title of its own').toBe(publicPages(lists).length);

    for (const missing of MISSING_PAGES) {
      await test.step(`${missing.path} is a 404`, async () => {
        const response = await page.goto(missing.path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(missing.heading);
        await expect(page).toHaveTitle(NOT_FOUND_TITLE);
      });
    }
    await page.context().close();
  });

  test('each page hydrates without a mismatch and without reading again the data it carries', async ({
    context,
    request,
  }) => {
    const pages = [
      ...publicPages(await cityLists(request, MOSCOW.id)),
      ...MISSING_PAGES.map((missing) => ({ ...missing, missing: true })),
    ];
    for (const publicPage of pages) {
      await test.step(publicPage.path, async () => {
        // A tab per page: whatever a page logs late stays its own.
        const page = await context.newPage();
        const { messages, requests: dataCalls } = watch(page, PAGE_DATA_CALLS);
        await page.goto(publicPage.path);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicPage.heading);
        await page.waitForLoadState('networkidle');
        // Soft: one run names every page that does not hydrate cleanly.
        expect
          .soft(
            messages.filter((message) => HYDRATION_MISMATCH.test(message)),
            `${publicPage.path}: hydration mismatches`,
          )
          .toEqual([]);
        // The page needs no inline script: anything the CSP refuses would be a part React could not put in place.
        expect
          .soft(
            messages.filter((message) => /Content Security Policy/.test(message)),
            `${publicPage.path}: CSP refusals`,
          )
          .toEqual([]);
        // A 404 carries the API's refusal of its missing record too: nothing is read again.
        expect.soft(dataCalls, `${publicPage.path}: reads the page already carries`).toEqual([]);
        await page.close();
      });
    }
  });

  test('a missing outlet is a 404 of its own, and the browser does not ask for it again after hydration', async ({
    browser,
    context,
  }) => {
    const path = '/offline/999999';
    await test.step('without JavaScript: status 404, its own title and the outlet’s not-found notice', async () => {
      const page = await pageWithoutJavaScript(browser);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(NOT_FOUND_TITLE);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Точка не найдена');
      await page.context().close();
    });
    await test.step('with JavaScript: no read of the missing outlet, no hydration mismatch', async () => {
      const page = await context.newPage();
      const { messages, requests: outletReads } = watch(page, ['/api/sales-units/public-one/']);
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Точка не найдена');
      await expect(page).toHaveTitle(NOT_FOUND_TITLE);
      await page.waitForLoadState('networkidle');
      expect(
        messages.filter((message) => HYDRATION_MISMATCH.test(message)),
        'hydration mismatches',
      ).toEqual([]);
      expect(outletReads, 'reads of the missing outlet').toEqual([]);
      await page.close();
    });
  });

  test('after hydration a navigation link opens the next page in place and names the document after it', async ({
    page,
  }) => {
    // A returning visitor: a first visit is asked for a city, and that dialog covers the page.
    await presetCity(page);
    await page.goto('/');
    await hydrated(page);
    // A full page load would lose this mark: a client navigation keeps it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Офлайн-партнёры' })
      .click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Офлайн-партнёры');
    await expect(page).toHaveTitle(/офлайн-партнёры/i);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('the page is rendered for the city of the cookie, and current_city_id wins over the cookie', async ({
    browser,
    request,
  }) => {
    const cities = (await postJson(request, '/api/city-codes/active-city-codes', { countryCodeId: 1 })) as Card[];
    const [cookieCity, addressCity] = cities.filter((city) => city.id !== MOSCOW.id);
    expect(addressCity, 'the seed has three active cities').toBeDefined();
    const page = await pageWithoutJavaScript(browser);
    await page.context().addCookies([{ name: 'city_id', value: String(cookieCity!.id), url: serverUrl() }]);

    for (const [address, city] of [
      ['/offline', cookieCity!],
      [`/offline?current_city_id=${addressCity!.id}`, addressCity!],
    ] as const) {
      await test.step(`${address} with the cookie of ${cookieCity!.name}`, async () => {
        const outlets = (await cityLists(request, city.id)).outlets;
        expect(outlets.length, `the seed has outlets in ${city.name}`).toBeGreaterThan(0);
        await page.goto(address);
        expect(await renderedCityId(page)).toBe(city.id);
        await expect(page).toHaveTitle(new RegExp(city.name));
        expect(await cardIds(page, '/offline')).toEqual(outlets.map((outlet) => outlet.id));
      });
    }
    await page.context().close();
  });
});
