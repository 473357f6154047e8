import type { LogoutScope } from '../domain/logoutRequest.ts';
import type { MapSettings } from '../domain/mapTiles.ts';
import type { OutletOpeningHours } from '../domain/openingHours.ts';
import type { MapOutlet } from '../domain/showcase/mapOutlet.ts';
import type { ApplyingRequest, ApplyingRequestInput } from '../domain/partnerApplicationSchema.ts';
import type {
  Action,
  ActionTerm,
  AuthUser,
  Banner,
  BannerQuery,
  Brand,
  Category,
  City,
  CityScope,
  Coordinates,
  FeedbackReply,
  Gender,
  NewsItem,
  NewsQuery,
  OnlineShopRecord,
  OpeningHours,
  OrderFeedback,
  ReferralKey,
  SalesUnitRecord,
  SearchAnswer,
  SearchKind,
  TenantProfile,
  TenantProfileEdit,
} from '../model/index.ts';

export interface RegisterRequest {
  /** 11 phone digits. */
  phone: string;
  name: string;
  gender: Gender;
  /** Unix seconds. */
  birthday: number;
  /** Captcha payload. */
  token: string;
  cityCodeId: number | null;
  fingerprint: string;
  /** At most one referral key (suid, tid or did) is present. */
  referral?: { key: ReferralKey; id: string };
}

export interface LoginRequest {
  /** 11 phone digits. */
  login: string;
  fingerprint: string;
  /** Captcha payload. */
  token: string;
}

/**
 * The answer of a request that sent an SMS code (register, login, the social phone step): the code step's token
 * and the seconds until the server lets the phone get the next SMS (its `smsMinIntervalSeconds`), which the
 * code step counts down before «Отправить код ещё раз».
 */
export interface SmsCodeSent {
  token: string;
  resendAfterSeconds: number;
}

export interface PasswordLoginRequest extends LoginRequest {
  password: string;
}

/** The header's one search (issue 21, docs/api.md «Search»): what `search` is asked. */
export interface SearchRequest {
  cityCodeId: number;
  /** 1 to 100 characters (SEARCH_TEXT_MAX_LENGTH); trimmed at its start only by the ranking. */
  q: string;
  /** Kinds to search, answered in SEARCH_KINDS order; brands, outlets and shops when absent. */
  kinds?: readonly SearchKind[];
  /** Hits per group, 1 to 50; 10 when absent. */
  limit?: number;
}

export interface RefreshRequest {
  refreshToken: string;
  accessToken: string;
  fingerprint: string;
}

/** What a logout ends (issue 30 §3): the session of `refreshToken`, or with scope `all` every session of its shopper. */
export interface LogoutRequest {
  refreshToken: string;
  scope: LogoutScope;
}

/** The wire shapes the port's calls carry, defined by the core schema and model (the server takes them from there). */
export type { ApplyingRequest, ApplyingRequestInput } from '../domain/partnerApplicationSchema.ts';
export type { BannerQuery, CityScope, Coordinates, NewsQuery } from '../model/index.ts';

/**
 * The portal's back end, one method per call of portal §7.
 *
 * Contract for every implementation:
 * - A failure the server reports rejects with `ApiError` whose `code` is the server's message
 *   (USER_BLOCKED, WRONG_CODE, BAD_COUNT, BAD_CAPTCHA, USER_ALREADY_EXISTS, USER_UNDER_14_YEARS_OLD, …).
 * - Calls marked Bearer need a signed-in user; without one they reject with `ApiError('UNAUTHORIZED', 401)`.
 * - Auth calls that return `AuthUser` always carry both tokens, else they reject with `MissingTokensError`.
 * - Favourite writes are idempotent.
 * - A refusal by an SMS send limit is `ApiError('TOO_MANY_REQUESTS')` whose `details` are `{ limit, retryAfterSeconds }`.
 */
export interface ApiPort {
  /** Step 1 of registration; resolves with the token that the code step needs and the resend wait. */
  register(request: RegisterRequest): Promise<SmsCodeSent>;
  registerSmsCode(request: { code: string; token: string }): Promise<AuthUser>;
  /** Requests an SMS code; resolves with the request id for `authSmsCode` and the resend wait. */
  login(request: LoginRequest): Promise<SmsCodeSent>;
  authSmsCode(request: { requestId: string; code: string }): Promise<AuthUser>;
  passwordLogin(request: PasswordLoginRequest): Promise<AuthUser>;
  forgotPassword(request: { login: string; token: string }): Promise<void>;
  resetPassword(request: { password: string; token: string }): Promise<void>;
  refresh(request: RefreshRequest): Promise<AuthUser>;
  /**
   * Frames mode: exchanges the host page's tokens, once, for a session of the frame's own (a new
   * refresh-token family for the same user and fingerprint). The host's tokens stay valid.
   */
  frameSession(request: RefreshRequest): Promise<AuthUser>;
  /**
   * Logout on the server (`POST /api/authentication/logout`, docs/security.md «Logout and revocation»): ends the
   * session `refreshToken` belongs to — its refresh tokens, and its access tokens at once — or, with scope `all`,
   * every session of its shopper while that token is live. Needs no access token, so a logout made offline can be
   * sent later. Resolves alike whether there was anything to end (unknown, rotated or ended tokens); rejects only
   * when the server could not be asked or failed (ApiError with a 5xx status, or a network error), and with
   * `ApiError('VALIDATION_ERROR', 400)` for a malformed token.
   */
  logout(request: LogoutRequest): Promise<void>;

  /** Bearer; only the caller's own profile. */
  getTenantProfile(id: number): Promise<TenantProfile>;
  /**
   * Bearer; only the caller's own profile. Sets the fields the edit holds and keeps the others as stored (the
   * server merges in one transaction); answers the whole stored profile.
   */
  updateTenantProfile(id: number, edit: TenantProfileEdit): Promise<TenantProfile>;

  /** Bearer; ids of the favourite online shops. */
  getFavouriteOnlineShops(profileId: number): Promise<number[]>;
  addFavouriteOnlineShop(profileId: number, onlineShopId: number): Promise<void>;
  removeFavouriteOnlineShop(profileId: number, onlineShopId: number): Promise<void>;
  /** Bearer; ids of the favourite sales units (outlets). */
  getFavouriteSalesUnits(profileId: number): Promise<number[]>;
  addFavouriteSalesUnit(profileId: number, salesUnitId: number): Promise<void>;
  removeFavouriteSalesUnit(profileId: number, salesUnitId: number): Promise<void>;

  activeCities(request: { countryCodeId: number }): Promise<City[]>;
  onlineCategories(): Promise<Category[]>;
  offlineCategories(): Promise<Category[]>;

  salesUnitsPublicList(scope: CityScope): Promise<SalesUnitRecord[]>;
  /**
   * Public; what a city's map pins (`GET /api/sales-units/map-list`): exactly core mapOutlets over
   * salesUnitsPublicList(scope), the listed outlets in the showcase's order with only the map's fields. A map is
   * sent these, about a sixth of the whole list.
   */
  salesUnitsMapList(scope: CityScope): Promise<MapOutlet[]>;
  /**
   * Public; the opening hours of every listed outlet of the city, all pages of GET
   * /api/sales-unit-opening-hours/all-opening-hours: what «Открыто сейчас» of /offline goes by (issue 21).
   */
  cityOpeningHours(scope: CityScope): Promise<OutletOpeningHours[]>;
  onlineShopsPublicList(scope: CityScope): Promise<OnlineShopRecord[]>;
  offlinePartners(request: { cityCodeId: number; categoryId: number }): Promise<{ brands: Brand[] }>;
  brand(id: number): Promise<Brand>;
  salesUnit(id: number): Promise<SalesUnitRecord>;
  onlineShop(id: number): Promise<OnlineShopRecord>;

  salesUnitActions(salesUnitId: number): Promise<Action[]>;
  onlineShopActions(shopId: number): Promise<Action[]>;
  salesUnitActionTerms(salesUnitId: number): Promise<ActionTerm[]>;
  onlineShopActionTerms(shopId: number): Promise<ActionTerm[]>;
  openingHours(salesUnitId: number): Promise<OpeningHours[]>;

  /**
   * The header's one search in a city (issue 21, `GET /api/search`): one group per kind asked for, each the first
   * `limit` hits — every name match before any keyword match, each in §5's order — and `total`, how many matched.
   * Exactly core searchShowcases over the city's public lists (brands of offlinePartners, salesUnitsPublicList,
   * onlineShopsPublicList; news as the news list shows them now). An unknown city finds only the shops of every city.
   */
  search(request: SearchRequest): Promise<SearchAnswer>;

  activeNews(query: NewsQuery): Promise<NewsItem[]>;
  news(id: number): Promise<NewsItem>;

  /** Bearer; stored with blocked false and status 1. */
  createApplyingRequest(input: ApplyingRequestInput): Promise<ApplyingRequest>;

  /** One page (from 0) of feedbacks; an empty page means there are no more. */
  feedbacks(request: { salesUnitIds: number[]; page: number }): Promise<OrderFeedback[]>;
  feedbackReplies(feedbackId: number, page: number): Promise<FeedbackReply[]>;

  offlineBanners(query: BannerQuery): Promise<Banner[]>;
  onlineBanners(query: BannerQuery): Promise<Banner[]>;

  coordinates(options?: { iframe?: boolean }): Promise<Coordinates>;

  /** What the map of outlets is drawn over: the tile template and its attribution (core/domain/mapTiles.ts). */
  mapSettings(): Promise<MapSettings>;
}
