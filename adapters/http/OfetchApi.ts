import type { OutletOpeningHours } from '../../core/domain/openingHours.ts';
import type { $Fetch } from 'ofetch';
import type {
  ApiPort,
  ApplyingRequest,
  ApplyingRequestInput,
  BannerQuery,
  CityScope,
  Coordinates,
  LoginRequest,
  LogoutRequest,
  NewsQuery,
  PasswordLoginRequest,
  RefreshRequest,
  RegisterRequest,
  SearchRequest,
  SmsCodeSent,
  TokenStore,
} from '../../core/ports/index.ts';
import type {
  Action,
  ActionTerm,
  AuthUser,
  Banner,
  Brand,
  Category,
  City,
  FeedbackReply,
  NewsItem,
  OnlineShopRecord,
  OpeningHours,
  OrderFeedback,
  SalesUnitRecord,
  SearchAnswer,
  TenantProfile,
  TenantProfileEdit,
} from '../../core/model/index.ts';
import { MissingTokensError } from '../../core/errors.ts';
import type { MapSettings } from '../../core/domain/mapTiles.ts';
import type { MapOutlet } from '../../core/domain/showcase/mapOutlet.ts';
import { SERVER_ERROR_RETRY_DELAY_MS } from '../../core/domain/constants.ts';
import { createHttpClient, type HttpClientOptions } from './client.ts';
import { smsCodeSentOf } from './smsCodeSent.ts';
import { withServerRetry } from './request.ts';
import { sendWithRenewal } from './bearer.ts';
import type { BearerRenewal } from './SessionRefresher.ts';

/** Rows a page of GET /api/sales-unit-opening-hours/all-opening-hours holds (the server's ALL_LIST_PAGE_SIZE). */
const OPENING_HOURS_PAGE_SIZE = 1000;

/** The most pages of opening hours read for one city: 7 rows an outlet, 50 pages are 7 000 outlets. */
const MAX_OPENING_HOURS_PAGES = 50;

export interface OfetchApiOptions extends HttpClientOptions {
  /** Where the Bearer token of the signed-in user is read on every marked call. */
  tokens: TokenStore;
  /** Delay before the single retry of a 5xx answer; defaults to SERVER_ERROR_RETRY_DELAY_MS. */
  retryDelayMs?: number;
  /** Origin of the site itself, for /api/v1/coordinates (portal §7: «on the site's own host»); defaults to baseUrl. */
  siteUrl?: string;
  /** Refreshes the session when a Bearer call is refused with 401; without it the 401 is the answer. */
  renewal?: BearerRenewal;
  /**
   * How long a city's outlet lists, once read, answer again without asking (0, the default: never): the whole
   * list, a POST which no HTTP cache keeps and which a page reads for each first page, filter, brand and
   * «Показать ещё»; and the map's, which a page starts reading before the map's code has come and the map reads
   * again once it has. The browser keeps them as long as the API lets caches keep its answers.
   */
  keepOutletListMs?: number;
  /** The clock of `keepOutletListMs`; Date.now unless told. */
  now?: () => number;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: object;
  query?: Record<string, string | number>;
  bearer?: boolean;
  baseURL?: string;
}

/**
 * ApiPort over HTTP (portal §7) with ofetch.
 *
 * Wire shapes the server follows where the spec is silent:
 * - register / login answer `{ token, resendAfterSeconds }` (adapters/http/smsCodeSent.ts); the auth calls answer the AuthUser object itself.
 * - GET …/favorite-online-shops and …/favorite-sales-units answer a JSON array of ids (`number[]`);
 *   POST sends `{ onlineShopId }` / `{ salesUnitId }` as the JSON body, DELETE sends the same key as a query parameter.
 * - Errors answer `{ message: 'CODE' }` with a 4xx/5xx status.
 */
export class OfetchApi implements ApiPort {
  private readonly http: $Fetch;
  private readonly tokens: TokenStore;
  private readonly retryDelayMs: number;
  private readonly siteUrl: string;
  private readonly renewal: BearerRenewal | undefined;
  private readonly keepOutletListMs: number;
  private readonly now: () => number;
  /** The outlet lists read lately (the whole list and the map's), by list and city, each until it is no longer fresh. */
  private readonly outletLists = new Map<string, { until: number; list: Promise<unknown> }>();

  constructor(options: OfetchApiOptions) {
    this.http = createHttpClient(options);
    this.tokens = options.tokens;
    this.retryDelayMs = options.retryDelayMs ?? SERVER_ERROR_RETRY_DELAY_MS;
    this.siteUrl = options.siteUrl ?? options.baseUrl;
    this.renewal = options.renewal;
    this.keepOutletListMs = options.keepOutletListMs ?? 0;
    this.now = options.now ?? Date.now;
  }

  register(request: RegisterRequest): Promise<SmsCodeSent> {
    const { referral, ...fields } = request;
    const body = referral === undefined ? fields : { ...fields, [referral.key]: referral.id };
    return this.stepToken('/api/authentication/register', body);
  }

  registerSmsCode(request: { code: string; token: string }): Promise<AuthUser> {
    return this.authUser('/api/authentication/register-sms-code', request);
  }

  login(request: LoginRequest): Promise<SmsCodeSent> {
    return this.stepToken('/api/authentication/login', request);
  }

  authSmsCode(request: { requestId: string; code: string }): Promise<AuthUser> {
    return this.authUser('/api/authentication/auth-sms-code', request);
  }

  passwordLogin(request: PasswordLoginRequest): Promise<AuthUser> {
    return this.authUser('/api/authentication/auth', request);
  }

  async forgotPassword(request: { login: string; token: string }): Promise<void> {
    await this.call('/api/authentication/forgot-password', { method: 'POST', body: request });
  }

  async resetPassword(request: { password: string; token: string }): Promise<void> {
    await this.call('/api/authentication/reset-password', { method: 'POST', body: request });
  }

  logout(request: LogoutRequest): Promise<void> {
    return this.call('/api/authentication/logout', { method: 'POST', body: request });
  }

  refresh(request: RefreshRequest): Promise<AuthUser> {
    return this.authUser('/api/authentication/refresh', request);
  }

  frameSession(request: RefreshRequest): Promise<AuthUser> {
    return this.authUser('/api/authentication/frame-session', request);
  }

  getTenantProfile(id: number): Promise<TenantProfile> {
    return this.call(`/api/tenant-profiles/${id}`, { bearer: true });
  }

  updateTenantProfile(id: number, edit: TenantProfileEdit): Promise<TenantProfile> {
    return this.call(`/api/tenant-profiles/${id}`, { method: 'PUT', body: edit, bearer: true });
  }

  getFavouriteOnlineShops(profileId: number): Promise<number[]> {
    return this.call(`/api/tenant-profiles/${profileId}/favorite-online-shops`, { bearer: true });
  }

  async addFavouriteOnlineShop(profileId: number, onlineShopId: number): Promise<void> {
    await this.call(`/api/tenant-profiles/${profileId}/favorite-online-shops`, {
      method: 'POST',
      body: { onlineShopId },
      bearer: true,
    });
  }

  async removeFavouriteOnlineShop(profileId: number, onlineShopId: number): Promise<void> {
    await this.call(`/api/tenant-profiles/${profileId}/favorite-online-shops`, {
      method: 'DELETE',
      query: { onlineShopId },
      bearer: true,
    });
  }

  getFavouriteSalesUnits(profileId: number): Promise<number[]> {
    return this.call(`/api/tenant-profiles/${profileId}/favorite-sales-units`, { bearer: true });
  }

  async addFavouriteSalesUnit(profileId: number, salesUnitId: number): Promise<void> {
    await this.call(`/api/tenant-profiles/${profileId}/favorite-sales-units`, {
      method: 'POST',
      body: { salesUnitId },
      bearer: true,
    });
  }

  async removeFavouriteSalesUnit(profileId: number, salesUnitId: number): Promise<void> {
    await this.call(`/api/tenant-profiles/${profileId}/favorite-sales-units`, {
      method: 'DELETE',
      query: { salesUnitId },
      bearer: true,
    });
  }

  activeCities(request: { countryCodeId: number }): Promise<City[]> {
    return this.call('/api/city-codes/active-city-codes', { method: 'POST', body: request });
  }

  onlineCategories(): Promise<Category[]> {
    return this.call('/api/online-shops-categories');
  }

  offlineCategories(): Promise<Category[]> {
    return this.call('/api/sales-unit-categories');
  }

  salesUnitsPublicList(scope: CityScope): Promise<SalesUnitRecord[]> {
    return this.keptOutletList('/api/sales-units/public-list', { method: 'POST', body: scope }, scope);
  }

  salesUnitsMapList(scope: CityScope): Promise<MapOutlet[]> {
    return this.keptOutletList('/api/sales-units/map-list', { query: { ...scope } }, scope);
  }

  /** A city's outlet list at `path`, read once per `keepOutletListMs` (every time without it); a failed read is not kept. */
  private keptOutletList<T>(path: string, options: CallOptions, scope: CityScope): Promise<T> {
    if (this.keepOutletListMs <= 0) {
      return this.call<T>(path, options);
    }
    const key = `${path}:${scope.countryCodeId}:${scope.cityCodeId}`;
    const now = this.now();
    const kept = this.outletLists.get(key);
    if (kept !== undefined && kept.until > now) {
      return kept.list as Promise<T>;
    }
    const list = this.call<T>(path, options);
    this.outletLists.set(key, { until: now + this.keepOutletListMs, list });
    list.catch(() => {
      if (this.outletLists.get(key)?.list === list) {
        this.outletLists.delete(key);
      }
    });
    return list;
  }

  /** Every page of the city's opening hours: the server answers OPENING_HOURS_PAGE_SIZE rows a page, a short page is the last. */
  async cityOpeningHours(scope: CityScope): Promise<OutletOpeningHours[]> {
    const rows: OutletOpeningHours[] = [];
    for (let page = 0; page < MAX_OPENING_HOURS_PAGES; page += 1) {
      const answer = await this.call<OutletOpeningHours[]>('/api/sales-unit-opening-hours/all-opening-hours', {
        query: { cityCodeId: scope.cityCodeId, page },
      });
      rows.push(...answer);
      if (answer.length < OPENING_HOURS_PAGE_SIZE) {
        break;
      }
    }
    return rows;
  }

  onlineShopsPublicList(scope: CityScope): Promise<OnlineShopRecord[]> {
    return this.call('/api/online-shops/public-list', { method: 'POST', body: scope });
  }

  offlinePartners(request: { cityCodeId: number; categoryId: number }): Promise<{ brands: Brand[] }> {
    return this.call('/api/brands/offline-partners-list/', { method: 'POST', body: request });
  }

  brand(id: number): Promise<Brand> {
    return this.call(`/api/brands/${id}`);
  }

  salesUnit(id: number): Promise<SalesUnitRecord> {
    return this.call(`/api/sales-units/public-one/${id}`);
  }

  onlineShop(id: number): Promise<OnlineShopRecord> {
    return this.call(`/api/online-shops/public-one/${id}`);
  }

  salesUnitActions(salesUnitId: number): Promise<Action[]> {
    return this.call(`/api/sales-unit-actions/${salesUnitId}/actions`);
  }

  onlineShopActions(shopId: number): Promise<Action[]> {
    return this.call(`/api/online-shops-actions/all-actions/${shopId}`);
  }

  salesUnitActionTerms(salesUnitId: number): Promise<ActionTerm[]> {
    return this.call(`/api/sales-unit-action-terms/${salesUnitId}/action-terms`);
  }

  onlineShopActionTerms(shopId: number): Promise<ActionTerm[]> {
    return this.call(`/api/online-shops-action-terms/${shopId}/action-terms`);
  }

  openingHours(salesUnitId: number): Promise<OpeningHours[]> {
    return this.call(`/api/sales-unit-opening-hours/${salesUnitId}/opening-hours/`);
  }

  search(request: SearchRequest): Promise<SearchAnswer> {
    const query: Record<string, string | number> = { cityCodeId: request.cityCodeId, q: request.q };
    if (request.kinds !== undefined) {
      query.kinds = request.kinds.join(',');
    }
    if (request.limit !== undefined) {
      query.limit = request.limit;
    }
    return this.call('/api/search', { query });
  }

  activeNews(query: NewsQuery): Promise<NewsItem[]> {
    return this.call('/api/news/active-news', { method: 'POST', body: query });
  }

  news(id: number): Promise<NewsItem> {
    return this.call(`/api/news/${id}`);
  }

  createApplyingRequest(input: ApplyingRequestInput): Promise<ApplyingRequest> {
    const body = { ...input, blocked: false, applyingRequestStatusId: 1 };
    return this.call('/api/applying-requests', { method: 'POST', body, bearer: true });
  }

  feedbacks(request: { salesUnitIds: number[]; page: number }): Promise<OrderFeedback[]> {
    return this.call('/api/order-feedbacks/get-feedbacks', { method: 'POST', body: request });
  }

  feedbackReplies(feedbackId: number, page: number): Promise<FeedbackReply[]> {
    return this.call(`/api/order-feedbacks/${feedbackId}/order-feedbacks-replies`, { query: { page } });
  }

  offlineBanners(query: BannerQuery): Promise<Banner[]> {
    return this.call('/api/showroom-offline-banners/active-banners', { method: 'POST', body: query });
  }

  onlineBanners(query: BannerQuery): Promise<Banner[]> {
    return this.call('/api/showroom-online-banners/active-banners', { method: 'POST', body: query });
  }

  mapSettings(): Promise<MapSettings> {
    return this.call('/api/map-settings');
  }

  coordinates(options?: { iframe?: boolean }): Promise<Coordinates> {
    const query = options?.iframe === true ? { iframe: 1 } : undefined;
    return this.call('/api/v1/coordinates', { baseURL: this.siteUrl, ...(query && { query }) });
  }

  private async call<T>(path: string, options: CallOptions = {}): Promise<T> {
    const request = {
      method: options.method ?? 'GET',
      ...(options.body !== undefined && { body: options.body }),
      ...(options.query !== undefined && { query: options.query }),
      ...(options.baseURL !== undefined && { baseURL: options.baseURL }),
    };
    if (options.bearer !== true) {
      return withServerRetry(() => this.http<T>(path, request), this.retryDelayMs);
    }
    return sendWithRenewal(this.tokens, this.renewal, (accessToken) =>
      withServerRetry(
        () => this.http<T>(path, { ...request, headers: { Authorization: `Bearer ${accessToken}` } }),
        this.retryDelayMs,
      ),
    );
  }

  private async stepToken(path: string, body: object): Promise<SmsCodeSent> {
    return smsCodeSentOf(await this.call<unknown>(path, { method: 'POST', body }));
  }

  private async authUser(path: string, body: object): Promise<AuthUser> {
    const answer = await this.call<unknown>(path, { method: 'POST', body });
    if (!isRecord(answer) || !isFilled(answer.accessToken) || !isFilled(answer.refreshToken)) {
      throw new MissingTokensError();
    }
    return answer as unknown as AuthUser;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}
