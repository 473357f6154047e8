/**
 * The PageReads port (core/ports/pageReads.ts) on the server: the server render's reads go straight to the server's
 * queries (server/queries, Drizzle) and its answer cache, never through its own API over HTTP (issue 33 §1).
 *
 * Each read is kept in the API's answer cache (server/http/answerCache.ts) under the key its API route keeps it
 * under (method, route, validated input), as the same JSON bytes with the same lifetime rule (server/http/cache.ts
 * publicCache: until the content version moves on, or PUBLIC_CACHE_SECONDS for a read that also reads the clock), so
 * a render and the API warm each other's answers and a page holds exactly what the API would have answered.
 */
import type { MapSettings } from '../../core/domain/mapTiles.ts';
import type { OutletOpeningHours } from '../../core/domain/openingHours.ts';
import { ApiError } from '../../core/errors.ts';
import type { PageReads } from '../../core/ports/index.ts';
import type { ServerDeps } from '../deps.ts';
import { answerCacheOf, contentVersionsOf, type CachedAnswer } from '../http/answerCache.ts';
import { weakEtag } from '../http/cache.ts';
import { activeBanners } from '../queries/banners.ts';
import { offlinePartners, publicBrandById } from '../queries/brands.ts';
import { activeCities, activeOfflineCategories, onlineCategoryList } from '../queries/catalogue.ts';
import { feedbackIsPublic, feedbackPage, replyPage } from '../queries/feedbacks.ts';
import { activeNews, publishedNews } from '../queries/news.ts';
import {
  allOpeningHours,
  outletActions,
  outletActionTerms,
  outletOpeningHours,
  shopActions,
  shopActionTerms,
} from '../queries/offers.ts';
import { onlineShopExists, publicOnlineShop, publicOnlineShops } from '../queries/onlineShops.ts';
import { publicSalesUnit, publicSalesUnits, salesUnitIsListable } from '../queries/salesUnits.ts';
import { ALL_LIST_PAGE_SIZE } from '../routes/offers.ts';

/** The most pages of opening hours read for one city, as the browser's adapter reads them (OfetchApi). */
const MAX_OPENING_HOURS_PAGES = 50;

/** How a read is kept: by the content version (the default), or for the fixed lifetime when its answer also reads the clock. */
interface ReadKind {
  readsClock?: boolean;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function notFound(): never {
  throw new ApiError('NOT_FOUND', 404);
}

export class DrizzlePageReads implements PageReads {
  constructor(private readonly deps: ServerDeps) {}

  activeCities = ({ countryCodeId }: { countryCodeId: number }) =>
    this.kept('POST /api/city-codes/active-city-codes', { json: { countryCodeId } }, () =>
      activeCities(this.deps.db, countryCodeId),
    );

  onlineCategories = () => this.kept('GET /api/online-shops-categories', {}, () => onlineCategoryList(this.deps.db));

  offlineCategories = () =>
    this.kept('GET /api/sales-unit-categories', {}, () => activeOfflineCategories(this.deps.db, null));

  salesUnitsPublicList: PageReads['salesUnitsPublicList'] = ({ countryCodeId, cityCodeId }) =>
    this.kept('POST /api/sales-units/public-list', { json: { countryCodeId, cityCodeId } }, () =>
      publicSalesUnits(this.deps.db, { countryCodeId, cityCodeId }),
    );

  /** Every page of the city's opening hours, as the API pages them (a short page is the last). */
  cityOpeningHours: PageReads['cityOpeningHours'] = async ({ cityCodeId }) => {
    const rows: OutletOpeningHours[] = [];
    for (let page = 0; page < MAX_OPENING_HOURS_PAGES; page += 1) {
      const answer = await this.kept(
        'GET /api/sales-unit-opening-hours/all-opening-hours',
        { query: { cityCodeId, page } },
        () => allOpeningHours(this.deps.db, cityCodeId, { page, size: ALL_LIST_PAGE_SIZE }),
      );
      rows.push(...answer);
      if (answer.length < ALL_LIST_PAGE_SIZE) {
        break;
      }
    }
    return rows;
  };

  onlineShopsPublicList: PageReads['onlineShopsPublicList'] = ({ countryCodeId, cityCodeId }) =>
    this.kept('POST /api/online-shops/public-list', { json: { countryCodeId, cityCodeId } }, () =>
      publicOnlineShops(this.deps.db, countryCodeId, cityCodeId),
    );

  offlinePartners: PageReads['offlinePartners'] = ({ cityCodeId, categoryId }) =>
    this.kept('POST /api/brands/offline-partners-list/', { json: { cityCodeId, categoryId } }, async () => ({
      brands: await offlinePartners(this.deps.db, cityCodeId, categoryId),
    }));

  brand: PageReads['brand'] = (id) =>
    this.kept('GET /api/brands/:id', { param: { id } }, () => publicBrandById(this.deps.db, id));

  salesUnit: PageReads['salesUnit'] = (id) =>
    this.kept('GET /api/sales-units/public-one/:id', { param: { id } }, () => publicSalesUnit(this.deps.db, id));

  onlineShop: PageReads['onlineShop'] = (id) =>
    this.kept('GET /api/online-shops/public-one/:id', { param: { id } }, () => publicOnlineShop(this.deps.db, id));

  salesUnitActions: PageReads['salesUnitActions'] = (id) =>
    this.kept('GET /api/sales-unit-actions/:id/actions', { param: { id } }, () =>
      this.ofOutlet(id, () => outletActions(this.deps.db, id)),
    );

  onlineShopActions: PageReads['onlineShopActions'] = (id) =>
    this.kept('GET /api/online-shops-actions/all-actions/:id', { param: { id } }, () =>
      this.ofShop(id, () => shopActions(this.deps.db, id)),
    );

  salesUnitActionTerms: PageReads['salesUnitActionTerms'] = (id) =>
    this.kept('GET /api/sales-unit-action-terms/:id/action-terms', { param: { id } }, () =>
      this.ofOutlet(id, () => outletActionTerms(this.deps.db, id)),
    );

  onlineShopActionTerms: PageReads['onlineShopActionTerms'] = (id) =>
    this.kept('GET /api/online-shops-action-terms/:id/action-terms', { param: { id } }, () =>
      this.ofShop(id, () => shopActionTerms(this.deps.db, id)),
    );

  openingHours: PageReads['openingHours'] = (id) =>
    this.kept('GET /api/sales-unit-opening-hours/:id/opening-hours/', { param: { id } }, () =>
      this.ofOutlet(id, () => outletOpeningHours(this.deps.db, id)),
    );

  activeNews: PageReads['activeNews'] = (query) => {
    const { countryCodeId, cityCodeId, newsDestinationId, dateFrom, dateTo } = query;
    const input = { countryCodeId, cityCodeId, newsDestinationId, dateFrom, dateTo };
    return this.kept(
      'POST /api/news/active-news',
      { json: input },
      () => activeNews(this.deps.db, input, this.deps.clock.now()),
      { readsClock: true },
    );
  };

  news: PageReads['news'] = (id) =>
    this.kept('GET /api/news/:id', { param: { id } }, () => publishedNews(this.deps.db, id, this.deps.clock.now()), {
      readsClock: true,
    });

  feedbacks: PageReads['feedbacks'] = ({ salesUnitIds, page }) =>
    this.kept('POST /api/order-feedbacks/get-feedbacks', { json: { salesUnitIds, page } }, () =>
      feedbackPage(this.deps.db, salesUnitIds, page),
    );

  feedbackReplies: PageReads['feedbackReplies'] = (id, page) =>
    this.kept('GET /api/order-feedbacks/:id/order-feedbacks-replies', { param: { id }, query: { page } }, async () => {
      const [known, replies] = await Promise.all([
        feedbackIsPublic(this.deps.db, id),
        replyPage(this.deps.db, id, page),
      ]);
      return known ? replies : null;
    });

  offlineBanners: PageReads['offlineBanners'] = ({ countryCodeId, cityCodeId, typeId }) =>
    this.kept(
      'POST /api/showroom-offline-banners/active-banners',
      { json: { countryCodeId, cityCodeId, typeId } },
      () => activeBanners(this.deps.db, 'offline', { countryCodeId, cityCodeId, typeId }),
    );

  onlineBanners: PageReads['onlineBanners'] = ({ countryCodeId, cityCodeId, typeId }) =>
    this.kept('POST /api/showroom-online-banners/active-banners', { json: { countryCodeId, cityCodeId, typeId } }, () =>
      activeBanners(this.deps.db, 'online', { countryCodeId, cityCodeId, typeId }),
    );

  /** Configuration, not rows: read from the settings each time, as GET /api/map-settings answers it. */
  mapSettings = (): Promise<MapSettings> => {
    const { tilesUrl, attribution } = this.deps.config.map;
    return Promise.resolve({ tilesUrl, attribution });
  };

  /** A listable outlet's read; null (not found) for a missing or hidden outlet, as the API's 404. */
  private async ofOutlet<T>(id: number, read: () => Promise<T>): Promise<T | null> {
    const [listable, result] = await Promise.all([salesUnitIsListable(this.deps.db, id), read()]);
    return listable ? result : null;
  }

  private async ofShop<T>(id: number, read: () => Promise<T>): Promise<T | null> {
    const [exists, result] = await Promise.all([onlineShopExists(this.deps.db, id), read()]);
    return exists ? result : null;
  }

  /**
   * The answer of `route` for `input` from the answer cache, else built by `build` (null: not found) and kept there by
   * publicCache's rule. Always a JSON round trip, so a render sees exactly the shapes the browser's reads see.
   */
  private async kept<T>(
    route: string,
    input: Record<string, unknown>,
    build: () => Promise<T | null>,
    kind: ReadKind = {},
  ): Promise<T> {
    const ttlMs = this.deps.config.publicCacheSeconds * 1000;
    if (ttlMs <= 0) {
      const value = await build();
      return value === null ? notFound() : (JSON.parse(JSON.stringify(value)) as T);
    }
    const answers = answerCacheOf(this.deps);
    const key = `${route} ${JSON.stringify(input)}`;
    const now = this.deps.clock.now();
    // The version before the build reads anything: a write during the build clears the cache (answerCache.ts).
    const version = kind.readsClock === true ? undefined : contentVersionsOf(this.deps)?.current();
    let answer = answers.get(key, now);
    if (answer === undefined || answer.version !== version) {
      const built = await answers.shared(key, async () => {
        const value = await build();
        if (value === null) {
          return null;
        }
        const bytes = encoder.encode(JSON.stringify(value));
        const expiresAt = version === undefined ? now + ttlMs : Number.POSITIVE_INFINITY;
        const made: CachedAnswer = {
          bytes,
          etag: weakEtag(bytes),
          contentType: 'application/json',
          expiresAt,
          ...(version === undefined ? {} : { version }),
        };
        answers.set(key, made, now);
        return made;
      });
      if (built.answer === null) {
        notFound();
      }
      answer = built.answer;
    }
    return JSON.parse(decoder.decode(answer.bytes)) as T;
  }
}
