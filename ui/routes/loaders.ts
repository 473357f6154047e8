/**
 * The route loaders: every public page's data, read before the page renders, the same way on the
 * server (ui/entry-server.tsx), on hover or intent (preload) and on a client navigation. Each part
 * of a page is settled on its own, so one failed read shows 'Повторить' in its place rather than
 * blanking the page; only an entity that does not exist turns the page into its 404.
 */
import { notFound } from '@tanstack/react-router';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { HOME_BANNER_REQUESTS, homeBanners, type BannerKind } from '../../core/domain/showcase/banners.ts';
import { isWebsiteNews, websiteNewsWindow } from '../../core/domain/showcase/news.ts';
import { offlineCards, type ShowcaseFilter } from '../../core/domain/showcase/showcases.ts';
import { SHOWCASE_PAGE_SIZE, type ShowcasePage } from '../../core/domain/showcase/showcasePage.ts';
import { sortBrands } from '../../core/domain/showcase/sorting.ts';
import { ApiError } from '../../core/errors.ts';
import type { Action, ActionTerm, Banner, Brand, Category, NewsItem, OnlineShopRecord, OpeningHours, SalesUnitRecord } from '../../core/model/index.ts';
import type { OfflineSearch } from '../../core/domain/pageParams.ts';
import type { CityScope } from '../../core/ports/index.ts';
import type { RouterContext } from '../app/context.ts';
import { settle, type Settled } from '../app/settled.ts';
import { parseId } from './params.ts';

type Context = { context: RouterContext };

/** Cards built only to know the outlets' order carry no shopper's marks. */
const NO_FAVOURITES: ReadonlySet<number> = new Set();

/** The news window is taken to the minute, so the server's read and the browser's first read are the same call. */
const NEWS_CLOCK_STEP_MS = 60_000;

/**
 * The page's city (the root context's) as the API's scope, or null when there is none yet: the page asks for
 * one, or the session's start has not settled it (the router reads again once it has).
 */
function cityScope({ context }: Context): CityScope | null {
  const { cityId } = context;
  return cityId === null || cityId === undefined ? null : { countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId };
}

/** A detail page's own entity: when the API says it does not exist, the page is the 404; any other failure offers 'Повторить'. */
async function found<T>(read: Promise<T>): Promise<Settled<T>> {
  const settled = await settle(read);
  if (settled.status === 'failed' && settled.error instanceof ApiError && settled.error.status === 404) {
    throw notFound();
  }
  return settled;
}

function categories(context: RouterContext, section: 'online' | 'offline'): Promise<Settled<Category[]>> {
  const { api } = context.services;
  return settle(section === 'online' ? api.onlineCategories() : api.offlineCategories());
}

export interface HomeData {
  banners: Record<BannerKind, Banner[]> | null;
  brands: Settled<Brand[]>;
  shops: Settled<OnlineShopRecord[]>;
  offlineCategories: Settled<Category[]>;
  onlineCategories: Settled<Category[]>;
}

/** /: the banners (a showcase whose banners cannot be read shows none), the top partners and the online shops. */
export async function homeLoader(options: Context): Promise<HomeData | null> {
  const { api, logger } = options.context.services;
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const banners = Promise.all(
    HOME_BANNER_REQUESTS.map(({ showcase, typeId }) =>
      (showcase === 'offline' ? api.offlineBanners({ ...scope, typeId }) : api.onlineBanners({ ...scope, typeId })).catch((error: unknown) => {
        logger.error('home: banners could not be read', error);
        return [];
      }),
    ),
  ).then(homeBanners);
  const [bannerKinds, brands, shops, offline, online] = await Promise.all([
    banners,
    settle(api.offlinePartners({ cityCodeId: scope.cityCodeId, categoryId: 0 }).then((answer) => sortBrands(answer.brands))),
    settle(api.onlineShopsPublicList(scope)),
    categories(options.context, 'offline'),
    categories(options.context, 'online'),
  ]);
  return { banners: bannerKinds, brands, shops, offlineCategories: offline, onlineCategories: online };
}

export interface BrandsData {
  brands: Settled<Brand[]>;
  categories: Settled<Category[]>;
}

/** /brands: the server narrows the brands to the category, the core sorts them by positionSf. */
export async function brandsLoader(options: Context & { deps: { category: number } }): Promise<BrandsData | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const { api } = options.context.services;
  const [brands, names] = await Promise.all([
    settle(api.offlinePartners({ cityCodeId: scope.cityCodeId, categoryId: options.deps.category }).then((answer) => sortBrands(answer.brands))),
    categories(options.context, 'offline'),
  ]);
  return { brands, categories: names };
}

export interface ListData<T> {
  records: Settled<T[]>;
  categories: Settled<Category[]>;
}

export interface OfflineData {
  /** The filter of the address (its category and search text), which `page` is narrowed by. */
  filter: ShowcaseFilter;
  /** How many pages of cards the address shows (`?pages`). */
  pages: number;
  /** The first `pages` pages of the showcase narrowed by `filter`, and how many it lists in all (a page is sent with these, not with the city's thousands). */
  page: Settled<ShowcasePage<SalesUnitRecord>>;
  categories: Settled<Category[]>;
}

/** /offline: the pages the address shows of the city's outlets, narrowed by its category and search. */
export async function offlineLoader(options: Context & { deps: OfflineSearch }): Promise<OfflineData | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const { category, q, pages } = options.deps;
  const filter: ShowcaseFilter = { category, query: q };
  const [page, names] = await Promise.all([
    settle(options.context.services.api.salesUnitsPublicPage({ ...scope, filter, size: SHOWCASE_PAGE_SIZE * pages })),
    categories(options.context, 'offline'),
  ]);
  return { filter, pages, page, categories: names };
}

/** /online: the city's online shops; the category and search narrow them in the page. */
export async function onlineLoader(options: Context): Promise<ListData<OnlineShopRecord> | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const [records, names] = await Promise.all([settle(options.context.services.api.onlineShopsPublicList(scope)), categories(options.context, 'online')]);
  return { records, categories: names };
}

export interface BrandData {
  brand: Settled<Brand>;
  /** The brand's public outlets in the city (not the city's thousands); null when no city is chosen. */
  outlets: Settled<SalesUnitRecord[]> | null;
  /** The brand's outlet shown in full (`?outlet`, else its first in position order) with its offers; null when it has none here. */
  chosen: { id: number; offers: OutletOffersData } | null;
  categories: Settled<Category[]>;
}

/** /brands/$brandId: the brand, its outlets in the city for «Точки в вашем городе», and the chosen outlet's offers. */
export async function brandLoader(options: Context & { params: { brandId: string }; deps: { outlet: number | null } }): Promise<BrandData> {
  const { api, config } = options.context.services;
  const id = parseId(options.params.brandId) ?? 0;
  const scope = cityScope(options);
  const [brand, names] = await Promise.all([found(api.brand(id)), categories(options.context, 'offline')]);
  const outlets = scope === null || brand.status === 'failed' ? null : await settle(api.brandOutletsPublicList({ ...scope, brandId: id }));
  const ids = outlets?.status === 'ready' ? offlineCards(outlets.data, { baseApi: config.fileBase, favourites: NO_FAVOURITES }).map((card) => card.id) : [];
  const chosenId = ids.find((outletId) => outletId === options.deps.outlet) ?? ids[0];
  return {
    brand,
    outlets,
    chosen: chosenId === undefined ? null : { id: chosenId, offers: await outletOffers(options.context, chosenId) },
    categories: names,
  };
}

export interface OutletOffersData {
  actions: Settled<Action[]>;
  terms: Settled<ActionTerm[]>;
  hours: Settled<OpeningHours[]>;
}

/** An outlet's actions, terms and opening hours (the outlet page, and the outlet a brand page shows). */
export async function outletOffers(context: RouterContext, salesUnitId: number): Promise<OutletOffersData> {
  const { api } = context.services;
  const [actions, terms, hours] = await Promise.all([
    settle(api.salesUnitActions(salesUnitId)),
    settle(api.salesUnitActionTerms(salesUnitId)),
    settle(api.openingHours(salesUnitId)),
  ]);
  return { actions, terms, hours };
}

export interface OutletData {
  record: Settled<SalesUnitRecord>;
  offers: OutletOffersData;
  categories: Settled<Category[]>;
}

/** /offline/$outletId: the outlet with its actions, terms and hours. */
export async function outletLoader(options: Context & { params: { outletId: string } }): Promise<OutletData> {
  const id = parseId(options.params.outletId) ?? 0;
  const [record, offers, names] = await Promise.all([
    found(options.context.services.api.salesUnit(id)),
    outletOffers(options.context, id),
    categories(options.context, 'offline'),
  ]);
  return { record, offers, categories: names };
}

export interface ShopData {
  record: Settled<OnlineShopRecord>;
  actions: Settled<Action[]>;
  terms: Settled<ActionTerm[]>;
  categories: Settled<Category[]>;
}

/** /online/$shopId: the shop with its actions and terms. */
export async function shopLoader(options: Context & { params: { shopId: string } }): Promise<ShopData> {
  const { api } = options.context.services;
  const id = parseId(options.params.shopId) ?? 0;
  const [record, actions, terms, names] = await Promise.all([
    found(api.onlineShop(id)),
    settle(api.onlineShopActions(id)),
    settle(api.onlineShopActionTerms(id)),
    categories(options.context, 'online'),
  ]);
  return { record, actions, terms, categories: names };
}

/** Now, to the minute: the news window of both the server's and the browser's read. */
function newsNow(context: RouterContext): number {
  return Math.floor(context.services.clock.now() / NEWS_CLOCK_STEP_MS) * NEWS_CLOCK_STEP_MS;
}

/** /news: the website news of the city from the fixed start date until now. */
export async function newsLoader(options: Context): Promise<Settled<NewsItem[]> | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  return settle(options.context.services.api.activeNews({ ...scope, ...websiteNewsWindow(newsNow(options.context)) }));
}

/** /news/$newsId: only what the news list could show opens (website news, published by now); anything else is the 404. */
export async function newsItemLoader(options: Context & { params: { newsId: string } }): Promise<Settled<NewsItem>> {
  const item = await found(options.context.services.api.news(parseId(options.params.newsId) ?? 0));
  if (item.status === 'ready' && !isWebsiteNews(item.data, options.context.services.clock.now())) {
    throw notFound();
  }
  return item;
}

/** /partner_application: the outlet categories the applicant picks from. */
export function partnerApplicationLoader({ context }: Context): Promise<Settled<Category[]>> {
  return categories(context, 'offline');
}

export interface FavouritesData {
  outlets: Settled<SalesUnitRecord[]>;
  shops: Settled<OnlineShopRecord[]>;
  offlineCategories: Settled<Category[]>;
  onlineCategories: Settled<Category[]>;
}

/** /favourites: the city's public lists, which the page narrows to the shopper's favourites. */
export async function favouritesLoader(options: Context): Promise<FavouritesData | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const { api } = options.context.services;
  const [outlets, shops, offline, online] = await Promise.all([
    settle(api.salesUnitsPublicList(scope)),
    settle(api.onlineShopsPublicList(scope)),
    categories(options.context, 'offline'),
    categories(options.context, 'online'),
  ]);
  return { outlets, shops, offlineCategories: offline, onlineCategories: online };
}

/** /frames: the city's offline partners, all categories (the nearby card reads the visitor's position itself). */
export function framesLoader(options: Context): Promise<BrandsData | null> {
  return brandsLoader({ ...options, deps: { category: ALL_CATEGORY_ID } });
}
