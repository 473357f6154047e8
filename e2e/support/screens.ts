/**
 * The portal's main screens and how to tell each one has finished loading. Shared by the screen
 * checks (axe, layout) and by `npm run screenshots`, so it uses only Playwright's library API.
 * Detail screens take the first brand, outlet, shop and news item the seeded API lists for the city.
 */
import type { Page } from '@playwright/test';

/** The city the screens are shown in (the seed's first city). */
const SCREEN_CITY_ID = 1;

/** Which seeded record a detail screen shows. */
type DetailKind = 'brand' | 'outlet' | 'shop' | 'news';

export interface Screen {
  /** File-name friendly: 'home', 'brand', 'modal-registration'… */
  name: string;
  /** The address, or the detail screen it is with an id from the API. */
  path: string | { detail: DetailKind };
  /** An auth modal page: a dialog is the thing to wait for. */
  dialog?: boolean;
  /** Shown to a signed-in shopper (a visitor gets a login prompt there). */
  signedIn?: boolean;
}

/** Every main screen of portal §2, the auth modal pages and the bare sign-in pages. */
export const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/' },
  { name: 'brands', path: '/brands' },
  { name: 'offline', path: '/offline' },
  { name: 'online', path: '/online' },
  { name: 'news', path: '/news' },
  { name: 'brand', path: { detail: 'brand' } },
  { name: 'outlet', path: { detail: 'outlet' } },
  { name: 'shop', path: { detail: 'shop' } },
  { name: 'news-item', path: { detail: 'news' } },
  { name: 'partner-application', path: '/partner_application', signedIn: true },
  { name: 'partner-application-visitor', path: '/partner_application', dialog: true },
  { name: 'modal-registration', path: '/?modal=registration', dialog: true },
  { name: 'modal-authorization', path: '/?modal=authorization', dialog: true },
  { name: 'modal-forgot', path: '/?modal=forgot', dialog: true },
  { name: 'login', path: '/login' },
  { name: 'registration', path: '/registration' },
  { name: 'password-login', path: '/auth' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'not-found', path: '/no-such-page' },
];

async function postJson<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST ${path} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

function firstId(ids: readonly number[], what: string): number {
  const id = ids[0];
  if (id === undefined) {
    throw new Error(`the seed has no ${what} in city ${SCREEN_CITY_ID}`);
  }
  return id;
}

const detailCache = new Map<string, Promise<number>>();

/** The id of the first record of `kind` the showcase of the city lists. */
function detailId(baseUrl: string, kind: DetailKind): Promise<number> {
  const key = `${baseUrl} ${kind}`;
  const city = { countryCodeId: 1, cityCodeId: SCREEN_CITY_ID };
  const load: Record<DetailKind, () => Promise<number>> = {
    brand: async () =>
      firstId(
        (
          await postJson<{ brands: Array<{ id: number }> }>(baseUrl, '/api/brands/offline-partners-list', {
            cityCodeId: SCREEN_CITY_ID,
            categoryId: 0,
          })
        ).brands.map((brand) => brand.id),
        'brand',
      ),
    outlet: async () =>
      firstId(
        (await postJson<Array<{ id: number }>>(baseUrl, '/api/sales-units/public-list', city)).map(
          (outlet) => outlet.id,
        ),
        'outlet',
      ),
    shop: async () =>
      firstId(
        (await postJson<Array<{ shopId: number }>>(baseUrl, '/api/online-shops/public-list', city)).map(
          (shop) => shop.shopId,
        ),
        'online shop',
      ),
    news: async () =>
      firstId(
        (
          await postJson<Array<{ id: number }>>(baseUrl, '/api/news/active-news', {
            ...city,
            newsDestinationId: 1,
            dateFrom: 0,
            dateTo: Date.now(),
          })
        ).map((item) => item.id),
        'news item',
      ),
  };
  let id = detailCache.get(key);
  if (id === undefined) {
    id = load[kind]();
    detailCache.set(key, id);
  }
  return id;
}

const DETAIL_PREFIX: Record<DetailKind, string> = {
  brand: '/brands',
  outlet: '/offline',
  shop: '/online',
  news: '/news',
};

/** The address of `screen` on the server at `baseUrl`. */
async function screenPath(baseUrl: string, screen: Screen): Promise<string> {
  if (typeof screen.path === 'string') {
    return screen.path;
  }
  return `${DETAIL_PREFIX[screen.path.detail]}/${await detailId(baseUrl, screen.path.detail)}`;
}

/** Makes the portal start with the screens' city chosen, as for a returning visitor. */
export async function presetScreenCity(page: Page, baseUrl: string): Promise<void> {
  await page.context().addCookies([{ name: 'city_id', value: String(SCREEN_CITY_ID), url: baseUrl }]);
}

/**
 * Opens a screen and waits until it has settled: its heading (or dialog) shows, no route is loading,
 * the network is quiet and the fonts and eager images are in.
 */
export async function openScreen(page: Page, baseUrl: string, screen: Screen): Promise<void> {
  await page.goto(`${baseUrl}${await screenPath(baseUrl, screen)}`, { waitUntil: 'load' });
  if (screen.dialog === true) {
    await page.getByRole('dialog').first().waitFor({ state: 'visible' });
  } else {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  }
  // The route's 'Загружается' and the captcha's 'Загружается проверка…' are gone.
  await page
    .getByText(/^Загружается/)
    .first()
    .waitFor({ state: 'hidden' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold never load here: give the rest a moment, not forever.
    const pending = Array.from(document.images).filter((image) => !image.complete && image.loading !== 'lazy');
    const settled = Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) =>
            ['load', 'error'].forEach((type) => image.addEventListener(type, resolve, { once: true })),
          ),
      ),
    );
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}
