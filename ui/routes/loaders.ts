/**
 * The route loaders: every public page's data, read before the page renders, the same way on the
 * server (ui/entry-server.tsx), on hover or intent (preload) and on a client navigation. Their inputs are
 * the root context's city, the route's path params and its `loaderDeps` (validated search params), nothing
 * else. A server-rendered page carries what they returned (the router's dehydrated matches), from which the
 * browser's router hydrates without running them, so this module comes with the first navigation that needs
 * it (the routes import it on demand). Each part of a page is settled on its own, so one failed read shows
 * 'Повторить' in its place rather than blanking the page; only an entity that does not exist turns the page
 * into its 404.
 */
import { notFound } from '@tanstack/react-router';
import { cityTimeZone } from '../../core/domain/cityTime.ts';
import { chooseOrigin, cityCentreOf } from '../../core/domain/geo/cityArea.ts';
import type { DistanceOrigin } from '../../core/domain/geo/distance.ts';
import type { PreviewTile } from '../../core/domain/geo/mapPreview.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { openOutletIds } from '../../core/domain/openingHours.ts';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { HOME_BANNER_REQUESTS, homeBanners, type BannerKind, type HomeBanner } from '../../core/domain/showcase/banners.ts';
import { isWebsiteNews, websiteNewsWindow } from '../../core/domain/showcase/news.ts';
import { offlineCards, type ShowcaseFilter } from '../../core/domain/showcase/showcases.ts';
import { SHOWCASE_PAGE_SIZE, type ShowcasePage } from '../../core/domain/showcase/showcasePage.ts';
import { nearestBrandOutlets, type BrandPlace } from '../../core/domain/showcase/brandPlaces.ts';
import { sortBrands } from '../../core/domain/showcase/sorting.ts';
import { brandsOpenNow } from '../../core/domain/showcase/listQuery.ts';
import { ApiError } from '../../core/errors.ts';
import type { Action, ActionTerm, Brand, Category, FeedbackReply, NewsItem, OnlineShopRecord, OpeningHours, OrderFeedback, SalesUnitRecord } from '../../core/model/index.ts';
import type { FeedbackSearch, OfflineSearch } from '../../core/domain/pageParams.ts';
import { feedbackOutlets, pagedList, pagesToRead, type PagedList } from '../../core/domain/showcase/feedbacks.ts';
import type { CityScope, Coordinates } from '../../core/ports/index.ts';
import type { RouterContext } from '../app/context.ts';
import { settle, type Settled } from '../app/settled.ts';
import { cityMapPreview } from './mapPreviewLoader.ts';
import { parseId } from './params.ts';

type Context = { context: RouterContext };

/** Cards built only to know the outlets' order carry no shopper's marks. */
const NO_FAVOURITES: ReadonlySet<number> = new Set();

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
  try {
    return { status: 'ready', data: await read };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw notFound();
    }
    return { status: 'failed' };
  }
}

function categories(context: RouterContext, section: 'online' | 'offline'): Promise<Settled<Category[]>> {
  const { api } = context.services;
  return settle(section === 'online' ? api.onlineCategories() : api.offlineCategories());
}

/** The two catalogues' categories: the layout's catalogue menu lists them and cards name theirs. */
export interface RootData {
  offlineCategories: Settled<Category[]>;
  onlineCategories: Settled<Category[]>;
}

/** Every page (the root route): the categories of both catalogues. */
export async function rootLoader({ context }: Context): Promise<RootData> {
  const [offline, online] = await Promise.all([categories(context, 'offline'), categories(context, 'online')]);
  return { offlineCategories: offline, onlineCategories: online };
}

export interface HomeData {
  banners: Record<BannerKind, HomeBanner[]> | null;
  brands: Settled<Brand[]>;
  shops: Settled<OnlineShopRecord[]>;
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
  const [bannerKinds, brands, shops] = await Promise.all([
    banners,
    settle(api.offlinePartners({ cityCodeId: scope.cityCodeId, categoryId: 0 }).then((answer) => sortBrands(answer.brands))),
    settle(api.onlineShopsPublicList(scope)),
  ]);
  return { banners: bannerKinds, brands, shops };
}

export interface BrandsData {
  brands: Settled<Brand[]>;
  /**
   * Where each brand's nearest outlet in the city stands, and the origin it was measured from (core
   * nearestBrandOutlets): read when the list is ordered by distance, or in the browser when the tab keeps the
   * shopper's position (the page labels its brands then). Null otherwise, or when the city's outlets could not be read.
   */
  nearest: BrandPlaces | null;
}

/** Each brand's nearest outlet (id and coordinates only, not the city's outlet list) measured from `origin`. */
export interface BrandPlaces {
  origin: DistanceOrigin;
  places: BrandPlace[];
}

/** The city's brands in a category, in §5's order (core sortBrands). */
function cityBrands(context: RouterContext, scope: CityScope, category: number): Promise<Settled<Brand[]>> {
  return settle(context.services.api.offlinePartners({ cityCodeId: scope.cityCodeId, categoryId: category }).then((answer) => sortBrands(answer.brands)));
}

/** The category's brands of the city with an outlet open now. */
function openBrands(context: RouterContext, scope: CityScope, category: number): Promise<Settled<Brand[]>> {
  const { api } = context.services;
  const read = Promise.all([api.offlinePartners({ cityCodeId: scope.cityCodeId, categoryId: category }), openNowIds(api, scope)]);
  return settle(read.then(([answer, open]) => brandsOpenNow(sortBrands(answer.brands), open)));
}

/**
 * Each brand's nearest outlet measured from where «по расстоянию» measures (distanceOrigin): the city's outlets are
 * read whole (in-process on the server, kept by the browser's API adapter) and only one place per brand is kept, so
 * the page carries no more than it orders and labels by. Null without an origin or when a read fails (the list
 * keeps §5's order, without distances).
 */
async function brandPlaces(services: RouterContext['services'], scope: CityScope, brands: Promise<Settled<Brand[]>>): Promise<BrandPlaces | null> {
  try {
    const [origin, outlets, listed] = await Promise.all([distanceOrigin(services, scope), services.api.salesUnitsPublicList(scope), brands]);
    return origin === undefined || listed.status !== 'ready' ? null : { origin, places: nearestBrandOutlets(listed.data, outlets, origin) };
  } catch (error) {
    services.logger.error('brands: the outlets to measure the brands by could not be read', error);
    return null;
  }
}

/**
 * /brands: the server narrows the brands to the category, the core sorts them by positionSf; ordered by distance
 * (`distance`), or with the shopper's position kept in the tab, each brand's nearest outlet beside them.
 */
export async function brandsLoader(options: Context & { deps: { category: number; distance: boolean; open?: boolean } }): Promise<BrandsData | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const { services } = options.context;
  // «Открыто сейчас» (`?open=1`): the brands with an outlet open now by the city's hours (core brandsOpenNow); a failed
  // read of the hours fails the list (its «Повторить»), never shows a closed brand as open.
  const brands = options.deps.open === true ? openBrands(options.context, scope, options.deps.category) : cityBrands(options.context, scope, options.deps.category);
  const measures = options.deps.distance || services.positions?.read() != null;
  const [listed, nearest] = await Promise.all([brands, measures ? brandPlaces(services, scope, brands) : null]);
  return { brands: listed, nearest };
}

export interface ListData<T> {
  records: Settled<T[]>;
}

export interface OfflineData {
  /** The filter of the address (its category and search text), which `page` is narrowed by. */
  filter: ShowcaseFilter;
  /** How many pages of cards the address shows (`?pages`). */
  pages: number;
  /** The first `pages` pages of the showcase narrowed by `filter`, and how many it lists in all (a page is sent with these, not with the city's thousands). */
  page: Settled<ShowcasePage<SalesUnitRecord>>;
  /** On the city's map (`?view=map` without `?area`): the tiles of its first view (ui/routes/mapPreviewLoader.ts). */
  mapPreview: PreviewTile[] | null;
}

/** The city's outlets open now: its opening hours under the core's rule, in the city's time zone (core cityTimeZone). */
async function openNowIds(api: RouterContext['services']['api'], scope: CityScope): Promise<ReadonlySet<number>> {
  const [rows, cities] = await Promise.all([api.cityOpeningHours(scope), api.activeCities({ countryCodeId: scope.countryCodeId })]);
  return openOutletIds(rows, Date.now(), cityTimeZone(cities.find((city) => city.id === scope.cityCodeId)));
}

/**
 * Where «по расстоянию» measures from (core chooseOrigin): the shopper's position kept in the tab (`positions`, which
 * a server render has not), else the city's centre. In the browser the page is worked out of the whole list there
 * (core outletListReads), so the position is never sent.
 */
async function distanceOrigin(services: RouterContext['services'], scope: CityScope): Promise<DistanceOrigin | undefined> {
  const cities = await services.api.activeCities({ countryCodeId: scope.countryCodeId });
  const city = cities.find((candidate) => candidate.id === scope.cityCodeId);
  const centre = city === undefined ? null : cityCentreOf(city);
  return chooseOrigin(scope.cityCodeId, centre, services.positions?.read() ?? null).origin ?? undefined;
}

/** /offline: the pages the address shows of the city's outlets, narrowed by its category and search, in its order. */
export async function offlineLoader(
  options: Context & { deps: Pick<OfflineSearch, 'category' | 'q' | 'open' | 'sort' | 'pages' | 'view' | 'area'> },
): Promise<OfflineData | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const { category, q, open, sort, pages, view, area } = options.deps;
  const { services } = options.context;
  const { api } = services;
  // The city's whole map opens where distances are measured from (core mapStartOf); a narrowed one fits its area.
  const cityMap = view === 'map' && area === undefined;
  const origin = sort === 'distance' || cityMap ? await distanceOrigin(services, scope) : undefined;
  const filter: ShowcaseFilter =
    sort === 'default' ? { category, query: q } : { category, query: q, sort, ...(sort === 'distance' && origin !== undefined ? { origin } : {}) };
  const size = SHOWCASE_PAGE_SIZE * pages;
  // «Открыто сейчас» (`?open=1`): the list carries no hours, so the city's are read beside it and the core's rule
  // (openOutletIds, in the city's time zone) picks the outlets open at the moment of the read; a failed read of the
  // hours fails the list (its 'Повторить'), never shows closed outlets as open.
  const read = open
    ? openNowIds(api, scope).then((openOutletIds) => api.salesUnitsPublicPage({ ...scope, filter: { ...filter, openOutletIds }, size }))
    : api.salesUnitsPublicPage({ ...scope, filter, size });
  const [page, mapPreview] = await Promise.all([settle(read), cityMap ? cityMapPreview(api, origin) : null]);
  return { filter, pages, page, mapPreview };
}

/** /online: the city's online shops; the category and search narrow them in the page. */
export async function onlineLoader(options: Context): Promise<ListData<OnlineShopRecord> | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  return { records: await settle(options.context.services.api.onlineShopsPublicList(scope)) };
}

export interface BrandData {
  brand: Settled<Brand>;
  /** The brand's public outlets in the city (not the city's thousands); null when no city is chosen. */
  outlets: Settled<SalesUnitRecord[]> | null;
  /** The brand's outlet shown in full (`?outlet`, else its first in position order) with its offers; null when it has none here. */
  chosen: { id: number; offers: OutletOffersData } | null;
  /** The feedbacks on the brand's outlets the address shows; null when the brand could not be read. */
  feedbacks: FeedbacksData | null;
}

/** The chosen outlet of a brand page (`?outlet`) and its feedbacks'. */
export type BrandDeps = { outlet: number | null } & FeedbackSearch;

/** /brands/$brandId: the brand, its outlets in the city for «Точки в вашем городе», the chosen outlet's offers, and its feedbacks. */
export async function brandLoader(options: Context & { params: { brandId: string }; deps: BrandDeps }): Promise<BrandData> {
  const { api, config } = options.context.services;
  const id = parseId(options.params.brandId) ?? 0;
  const scope = cityScope(options);
  const brand = await found(api.brand(id));
  const [outlets, feedbacks] = await Promise.all([
    scope === null || brand.status === 'failed' ? null : settle(api.brandOutletsPublicList({ ...scope, brandId: id })),
    brand.status === 'failed' ? null : feedbacksOf(options.context, brand.data.salesUnits, brand.data.totalFeedbacks, options.deps),
  ]);
  const ids = outlets?.status === 'ready' ? offlineCards(outlets.data, { baseApi: config.fileBase, favourites: NO_FAVOURITES }).map((card) => card.id) : [];
  const chosenId = ids.find((outletId) => outletId === options.deps.outlet) ?? ids[0];
  return {
    brand,
    outlets,
    chosen: chosenId === undefined ? null : { id: chosenId, offers: await outletOffers(options.context, chosenId) },
    feedbacks,
  };
}

export interface FeedbacksData {
  /** The feedbacks of the pages the address shows (`?feedback_pages`), and whether another page may hold more. */
  list: Settled<PagedList<OrderFeedback>>;
  /** How many pages of feedbacks the address shows. */
  pages: number;
  /** The replies of the listed feedbacks the address opens (`?replies`), each whole, by feedback id. */
  replies: Record<number, Settled<FeedbackReply[]>>;
}

/** Every page of a list of `count` from the first: a feedback's replies, read whole when opened. */
function readPages<T>(count: number, read: (page: number) => Promise<T[]>): Promise<T[][]> {
  return Promise.all(Array.from({ length: pagesToRead(Number.POSITIVE_INFINITY, count) }, (_, page) => read(page)));
}

/** The feedbacks on outlets (`count` in all, as their record says) and the replies the address opens. */
async function feedbacksOf(context: RouterContext, salesUnitIds: readonly number[], count: number, search: FeedbackSearch): Promise<FeedbacksData> {
  const { api } = context.services;
  const ids = feedbackOutlets(salesUnitIds);
  const pages = Array.from({ length: pagesToRead(search.feedback_pages, count) }, (_, page) => api.feedbacks({ salesUnitIds: ids, page }));
  const list = await settle(Promise.all(pages).then((read) => pagedList(read, count)));
  const opened = list.status === 'ready' ? list.data.items.filter((feedback) => feedback.replies > 0 && search.replies.includes(feedback.id)) : [];
  const replies = await Promise.all(
    opened.map(async (feedback) => [feedback.id, await settle(readPages(feedback.replies, (page) => api.feedbackReplies(feedback.id, page)).then((read) => pagedList(read, feedback.replies).items))] as const),
  );
  return { list, pages: search.feedback_pages, replies: Object.fromEntries(replies) };
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
  /** The feedbacks on the outlet the address shows; null when the outlet could not be read. */
  feedbacks: FeedbacksData | null;
}

/** /offline/$outletId: the outlet with its actions, terms, hours and feedbacks. */
export async function outletLoader(options: Context & { params: { outletId: string }; deps: FeedbackSearch }): Promise<OutletData> {
  const id = parseId(options.params.outletId) ?? 0;
  // The feedbacks' pages are bounded by the outlet's count of them: they are read once the outlet is known.
  const record = found(options.context.services.api.salesUnit(id));
  const [offers, feedbacks] = await Promise.all([
    outletOffers(options.context, id),
    record.then((read) => (read.status === 'ready' ? feedbacksOf(options.context, [id], read.data.feedbacks, options.deps) : null)),
  ]);
  return { record: await record, offers, feedbacks };
}

export interface ShopData {
  record: Settled<OnlineShopRecord>;
  actions: Settled<Action[]>;
  terms: Settled<ActionTerm[]>;
}

/** /online/$shopId: the shop with its actions and terms. */
export async function shopLoader(options: Context & { params: { shopId: string } }): Promise<ShopData> {
  const { api } = options.context.services;
  const id = parseId(options.params.shopId) ?? 0;
  const [record, actions, terms] = await Promise.all([found(api.onlineShop(id)), settle(api.onlineShopActions(id)), settle(api.onlineShopActionTerms(id))]);
  return { record, actions, terms };
}

/** /news: the website news of the city from the fixed start date until now. */
export async function newsLoader(options: Context): Promise<Settled<NewsItem[]> | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  return settle(options.context.services.api.activeNews({ ...scope, ...websiteNewsWindow(options.context.services.clock.now()) }));
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
}

/** /favourites: the city's public lists, which the page narrows to the shopper's favourites. */
export async function favouritesLoader(options: Context): Promise<FavouritesData | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const { api } = options.context.services;
  const [outlets, shops] = await Promise.all([settle(api.salesUnitsPublicList(scope)), settle(api.onlineShopsPublicList(scope))]);
  return { outlets, shops };
}

/** The frames card's read: where the visitor is, and the outlets of the city there (the card measures them). */
export interface NearbyData {
  at: Coordinates;
  cityId: number;
  records: SalesUnitRecord[];
}

export interface FramesData {
  /** The city's offline partners; null when no city is chosen. */
  partners: BrandsData | null;
  /**
   * Not awaited: the page shows the partners at once and the card when it is there (null when the visitor's
   * position or the city's outlets cannot be read). Frames mode is never
   * rendered on the server (ui/entry-server.tsx), so this visitor's own read is in no shared page.
   */
  nearby: Promise<NearbyData | null>;
}

/** The frames card's read: /api/v1/coordinates with the iframe flag, then the outlets of the city it names (else the page's). */
async function nearbyOutlets(context: RouterContext): Promise<NearbyData | null> {
  const { api } = context.services;
  const at = await api.coordinates({ iframe: true }).catch(() => null);
  const cityId = at?.cityCodeId ?? context.cityId ?? null;
  if (at === null || cityId === null) {
    return null;
  }
  const records = await api.salesUnitsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }).catch(() => null);
  return records === null ? null : { at, cityId, records };
}

/**
 * /frames: the city's offline partners, all categories, and the card of the outlets nearest to the visitor;
 * nothing until the session's start has settled the city (the card may name a city of its own).
 */
export async function framesLoader(options: Context): Promise<FramesData | null> {
  if (options.context.cityId === undefined) {
    return null;
  }
  const scope = cityScope(options);
  const partners = scope === null ? null : { brands: await cityBrands(options.context, scope, ALL_CATEGORY_ID), nearest: null };
  return { partners, nearby: nearbyOutlets(options.context) };
}
