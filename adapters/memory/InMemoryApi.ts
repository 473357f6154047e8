import type { OutletOpeningHours } from '../../core/domain/openingHours.ts';
import type {
  ApiPort,
  ApplyingRequest,
  ApplyingRequestInput,
  BannerQuery,
  CityScope,
  Coordinates,
  LoginRequest,
  NewsQuery,
  PasswordLoginRequest,
  LogoutRequest,
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
import * as v from 'valibot';
import {
  authSmsCodeBody,
  forgotPasswordBody,
  loginBody,
  passwordLoginBody,
  registerBody,
  registerCodeBody,
  resetPasswordBody,
} from '../../core/domain/auth/signInBodies.ts';
import { COUNTRY_CODE_ID, FEEDBACK_PAGE_SIZE } from '../../core/domain/constants.ts';
import { logoutRequestSchema } from '../../core/domain/logoutRequest.ts';
import { readMapSettings, type MapSettings } from '../../core/domain/mapTiles.ts';
import { APPLICATION_MESSAGES, applyingRequestBodySchema } from '../../core/domain/partnerApplicationSchema.ts';
import { issueDetails } from '../../core/domain/schemaIssues.ts';
import { tenantProfileUpdateSchema } from '../../core/domain/tenantProfileSchema.ts';
import { brandCashbackInCity } from '../../core/domain/showcase/brandCard.ts';
import { visibleOfflineCards } from '../../core/domain/showcase/offlineCard.ts';
import { mapOutlets, type MapOutlet } from '../../core/domain/showcase/mapOutlet.ts';
import { outletsOfBrand } from '../../core/domain/showcase/showcases.ts';
import { websiteNewsWindow } from '../../core/domain/showcase/news.ts';
import { DEFAULT_SEARCH_KINDS, searchShowcases } from '../../core/domain/showcase/search.ts';
import type { PlacedBanner } from './catalogue.ts';
import type { Account } from './MemoryAccounts.ts';
import { MemoryWorld } from './MemoryWorld.ts';
import type { SmsOutbox } from './SmsOutbox.ts';
import { copy } from './copy.ts';
import { checkedBody, invalidField, refusal } from './refuse.ts';

export interface InMemoryApiOptions {
  /** The caller's tokens: Bearer calls identify the user by the access token read here. */
  tokens: TokenStore;
  /** The shared back end; a fresh world (with `seed`) when omitted. */
  world?: MemoryWorld;
  seed?: number;
}

/**
 * ApiPort served from a `MemoryWorld`: one instance per caller (browser), many per world.
 * Answers are copies, as over the wire, so callers cannot change the world by mutating them.
 */
export class InMemoryApi implements ApiPort {
  readonly world: MemoryWorld;
  private readonly tokens: TokenStore;

  constructor(options: InMemoryApiOptions) {
    this.tokens = options.tokens;
    this.world = options.world ?? new MemoryWorld(options.seed === undefined ? {} : { seed: options.seed });
  }

  /** Where the SMS codes and reset tokens of this world can be read. */
  get outbox(): SmsOutbox {
    return this.world.outbox;
  }

  // The sign-in calls check their body with the server's core schema first (core/domain/auth/signInBodies.ts).
  async register(request: RegisterRequest): Promise<SmsCodeSent> {
    const { referral, ...fields } = request;
    const body = checkedBody(
      registerBody,
      referral === undefined ? fields : { ...fields, [referral.key]: referral.id },
    );
    return this.world.accounts.register({
      ...request,
      phone: body.phone,
      name: body.name,
      cityCodeId: body.cityCodeId,
    });
  }

  async registerSmsCode(request: { code: string; token: string }): Promise<AuthUser> {
    const body = checkedBody(registerCodeBody, request);
    return this.world.accounts.registerSmsCode(body.code, body.token);
  }

  async login(request: LoginRequest): Promise<SmsCodeSent> {
    const body = checkedBody(loginBody, request);
    return this.world.accounts.login(body.login, body.fingerprint, body.token);
  }

  async authSmsCode(request: { requestId: string; code: string }): Promise<AuthUser> {
    const body = checkedBody(authSmsCodeBody, request);
    return this.world.accounts.authSmsCode(body.requestId, body.code);
  }

  async passwordLogin(request: PasswordLoginRequest): Promise<AuthUser> {
    const body = checkedBody(passwordLoginBody, request);
    return this.world.accounts.passwordLogin(body.login, body.password, body.fingerprint, body.token);
  }

  async forgotPassword(request: { login: string; token: string }): Promise<void> {
    const body = checkedBody(forgotPasswordBody, request);
    this.world.accounts.forgotPassword(body.login, body.token);
  }

  async resetPassword(request: { password: string; token: string }): Promise<void> {
    const body = checkedBody(resetPasswordBody, request);
    this.world.accounts.resetPassword(body.password, body.token);
  }

  async refresh(request: RefreshRequest): Promise<AuthUser> {
    return this.world.accounts.refresh(request);
  }

  async frameSession(request: RefreshRequest): Promise<AuthUser> {
    return this.world.accounts.exchangeFrameSession(request);
  }

  async logout(request: LogoutRequest): Promise<void> {
    const checked = v.safeParse(logoutRequestSchema, request);
    if (!checked.success) {
      throw refusal('VALIDATION_ERROR', issueDetails(checked.issues));
    }
    this.world.accounts.logout(checked.output);
  }

  async getTenantProfile(id: number): Promise<TenantProfile> {
    return copy(this.world.accounts.ownProfile(this.caller(), id));
  }

  /** Like the server: the caller's own profile, the core's schema, then only the fields the edit sets are stored. */
  async updateTenantProfile(id: number, edit: TenantProfileEdit): Promise<TenantProfile> {
    const caller = this.caller();
    this.world.accounts.ownProfile(caller, id);
    const checked = v.safeParse(tenantProfileUpdateSchema, copy(edit));
    if (!checked.success) {
      throw refusal('VALIDATION_ERROR', issueDetails(checked.issues));
    }
    return copy(this.world.accounts.saveProfile(caller, id, checked.output));
  }

  async getFavouriteOnlineShops(profileId: number): Promise<number[]> {
    return [...this.favourites(this.world.favouriteShops, profileId)];
  }

  /** Every online shop is public, so any existing one may become a favourite. */
  async addFavouriteOnlineShop(profileId: number, onlineShopId: number): Promise<void> {
    const favourites = this.favourites(this.world.favouriteShops, profileId);
    found(this.world.catalogue.onlineShops.get(onlineShopId));
    favourites.add(onlineShopId);
  }

  async removeFavouriteOnlineShop(profileId: number, onlineShopId: number): Promise<void> {
    const favourites = this.favourites(this.world.favouriteShops, profileId);
    found(this.world.catalogue.onlineShops.get(onlineShopId));
    favourites.delete(onlineShopId);
  }

  async getFavouriteSalesUnits(profileId: number): Promise<number[]> {
    return [...this.favourites(this.world.favouriteUnits, profileId)];
  }

  /** Only an outlet the public may see becomes a favourite (a hidden one can still be removed). */
  async addFavouriteSalesUnit(profileId: number, salesUnitId: number): Promise<void> {
    const favourites = this.favourites(this.world.favouriteUnits, profileId);
    const unit = found(this.world.catalogue.salesUnits.get(salesUnitId));
    found(visibleOfflineCards([unit])[0]);
    favourites.add(salesUnitId);
  }

  async removeFavouriteSalesUnit(profileId: number, salesUnitId: number): Promise<void> {
    const favourites = this.favourites(this.world.favouriteUnits, profileId);
    found(this.world.catalogue.salesUnits.get(salesUnitId));
    favourites.delete(salesUnitId);
  }

  async activeCities(request: { countryCodeId: number }): Promise<City[]> {
    return request.countryCodeId === COUNTRY_CODE_ID ? copy(this.world.catalogue.cities) : [];
  }

  async onlineCategories(): Promise<Category[]> {
    return copy(this.world.catalogue.onlineCategories);
  }

  async offlineCategories(): Promise<Category[]> {
    return copy(this.world.catalogue.offlineCategories);
  }

  /** Like the server, only the outlets the public may see (core visibleOfflineCards). */
  async salesUnitsPublicList(scope: CityScope): Promise<SalesUnitRecord[]> {
    const units = this.world.catalogue.salesUnitsByCity.get(scope.cityCodeId) ?? [];
    return copy(visibleOfflineCards(units.filter((unit) => unit.countryCodeId === scope.countryCodeId)));
  }

  async salesUnitsMapList(scope: CityScope): Promise<MapOutlet[]> {
    return mapOutlets(await this.salesUnitsPublicList(scope));
  }

  /** The opening hours of the city's listed outlets, as the server's «all opening hours» pages give them together. */
  async cityOpeningHours(scope: CityScope): Promise<OutletOpeningHours[]> {
    const outlets = await this.salesUnitsPublicList(scope);
    return copy(
      outlets.flatMap((outlet) =>
        (this.world.catalogue.openingHours.get(outlet.id) ?? []).map((hours) => ({ ...hours, salesUnitId: outlet.id })),
      ),
    );
  }

  /** Shops without a city sell everywhere. */
  async onlineShopsPublicList(scope: CityScope): Promise<OnlineShopRecord[]> {
    const shops = [...this.world.catalogue.onlineShops.values()];
    return copy(
      shops.filter(
        (shop) =>
          shop.countryCodeId === scope.countryCodeId &&
          (shop.cityCodeId === null || shop.cityCodeId === scope.cityCodeId),
      ),
    );
  }

  /** Brands with an outlet in the city; category 0 means all. */
  async offlinePartners(request: { cityCodeId: number; categoryId: number }): Promise<{ brands: Brand[] }> {
    const { salesUnits, brands } = this.world.catalogue;
    // As the server: brands with a listed outlet in the city, their figure the best of those outlets.
    const cityOutlets = visibleOfflineCards(
      [...salesUnits.values()].filter((unit) => unit.cityCodeId === request.cityCodeId),
    );
    const matches = [...brands.values()].filter(
      (brand) =>
        outletsOfBrand(cityOutlets, brand.id).length > 0 &&
        (request.categoryId === 0 || brand.brandSalesUnitCategories.includes(request.categoryId)),
    );
    return {
      brands: copy(matches).map((brand) => ({
        ...brand,
        maximumCashback: brandCashbackInCity(brand.maximumCashback, outletsOfBrand(cityOutlets, brand.id)),
      })),
    };
  }

  async brand(id: number): Promise<Brand> {
    return copy(found(this.world.catalogue.brands.get(id)));
  }

  async salesUnit(id: number): Promise<SalesUnitRecord> {
    return copy(found(this.world.catalogue.salesUnits.get(id)));
  }

  async onlineShop(id: number): Promise<OnlineShopRecord> {
    return copy(found(this.world.catalogue.onlineShops.get(id)));
  }

  async salesUnitActions(salesUnitId: number): Promise<Action[]> {
    return copy(found(this.world.catalogue.salesUnitActions.get(salesUnitId)));
  }

  async onlineShopActions(shopId: number): Promise<Action[]> {
    return copy(found(this.world.catalogue.onlineShopActions.get(shopId)));
  }

  async salesUnitActionTerms(salesUnitId: number): Promise<ActionTerm[]> {
    return copy(found(this.world.catalogue.salesUnitTerms.get(salesUnitId)));
  }

  async onlineShopActionTerms(shopId: number): Promise<ActionTerm[]> {
    return copy(found(this.world.catalogue.onlineShopTerms.get(shopId)));
  }

  async openingHours(salesUnitId: number): Promise<OpeningHours[]> {
    return copy(found(this.world.catalogue.openingHours.get(salesUnitId)));
  }

  /** As the server: core searchShowcases over the city's public lists (news as the news list shows them now). */
  async search(request: SearchRequest): Promise<SearchAnswer> {
    const scope = { countryCodeId: COUNTRY_CODE_ID, cityCodeId: request.cityCodeId };
    const kinds = request.kinds ?? DEFAULT_SEARCH_KINDS;
    const [brands, outlets, shops, news] = await Promise.all([
      kinds.includes('brands')
        ? this.offlinePartners({ cityCodeId: request.cityCodeId, categoryId: 0 }).then((answer) => answer.brands)
        : undefined,
      kinds.includes('brands') || kinds.includes('outlets') ? this.salesUnitsPublicList(scope) : undefined,
      kinds.includes('shops') ? this.onlineShopsPublicList(scope) : undefined,
      kinds.includes('news') ? this.activeNews({ ...scope, ...websiteNewsWindow(this.world.clock.now()) }) : undefined,
    ]);
    const found = searchShowcases({ brands, outlets, shops, news }, request.q, {
      kinds,
      ...(request.limit !== undefined && { limit: request.limit }),
    });
    return copy(found);
  }

  /** News of the city (or of every city) for the destination, published within the window, newest first. */
  async activeNews(query: NewsQuery): Promise<NewsItem[]> {
    if (query.countryCodeId !== COUNTRY_CODE_ID) {
      return [];
    }
    const matches = this.world.catalogue.news.filter(
      (item) =>
        item.newsDestinationId === query.newsDestinationId &&
        (item.cityCodeId === null || item.cityCodeId === query.cityCodeId) &&
        item.publishedAt >= query.dateFrom &&
        item.publishedAt <= query.dateTo,
    );
    return copy(matches.sort((a, b) => b.publishedAt - a.publishedAt));
  }

  async news(id: number): Promise<NewsItem> {
    return copy(found(this.world.catalogue.news.find((item) => item.id === id)));
  }

  /** Checked with the server's schema (core/domain/partnerApplicationSchema.ts) and stored as its output. */
  async createApplyingRequest(input: ApplyingRequestInput): Promise<ApplyingRequest> {
    this.caller();
    const checked = v.safeParse(applyingRequestBodySchema, input);
    if (!checked.success) {
      throw refusal('VALIDATION_ERROR', issueDetails(checked.issues));
    }
    if (!this.world.catalogue.cities.some((city) => city.id === checked.output.cityCodeId)) {
      throw invalidField('cityCodeId', APPLICATION_MESSAGES.city);
    }
    const stored: ApplyingRequest = {
      ...checked.output,
      id: this.world.applyingRequests.length + 1,
      blocked: false,
      applyingRequestStatusId: 1,
    };
    this.world.applyingRequests.push(stored);
    return copy(stored);
  }

  /** Newest first, FEEDBACK_PAGE_SIZE per page. */
  async feedbacks(request: { salesUnitIds: number[]; page: number }): Promise<OrderFeedback[]> {
    const ids = new Set(request.salesUnitIds);
    const matches = this.world.catalogue.feedbacks.filter((feedback) => ids.has(feedback.salesUnitId));
    matches.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return copy(page(matches, request.page));
  }

  async feedbackReplies(feedbackId: number, pageNumber: number): Promise<FeedbackReply[]> {
    return copy(page(found(this.world.catalogue.replies.get(feedbackId)), pageNumber));
  }

  async offlineBanners(query: BannerQuery): Promise<Banner[]> {
    return copy(bannersFor(this.world.catalogue.offlineBanners, query));
  }

  async onlineBanners(query: BannerQuery): Promise<Banner[]> {
    return copy(bannersFor(this.world.catalogue.onlineBanners, query));
  }

  /** The server's defaults: OpenStreetMap's standard tiles and their attribution. */
  async mapSettings(): Promise<MapSettings> {
    return readMapSettings({});
  }

  /** The visitor is placed in the world's first city: there is no network location to look up. */
  async coordinates(): Promise<Coordinates> {
    const city = found(this.world.catalogue.cities[0]);
    const centre = found(this.world.catalogue.coordinates.get(city.id));
    return { latitude: centre.latitude, longitude: centre.longitude, cityCodeId: city.id };
  }

  private caller(): Account {
    return this.world.accounts.caller(this.tokens.read()?.accessToken);
  }

  private favourites(store: Map<number, Set<number>>, profileId: number): Set<number> {
    this.world.accounts.ownProfile(this.caller(), profileId);
    let set = store.get(profileId);
    if (set === undefined) {
      set = new Set();
      store.set(profileId, set);
    }
    return set;
  }
}

function found<T>(value: T | undefined): T {
  if (value === undefined) {
    throw refusal('NOT_FOUND');
  }
  return value;
}

function page<T>(items: T[], pageNumber: number): T[] {
  if (!Number.isInteger(pageNumber) || pageNumber < 0) {
    return [];
  }
  return items.slice(pageNumber * FEEDBACK_PAGE_SIZE, (pageNumber + 1) * FEEDBACK_PAGE_SIZE);
}

function bannersFor(list: PlacedBanner[], query: BannerQuery): Banner[] {
  if (query.countryCodeId !== COUNTRY_CODE_ID) {
    return [];
  }
  return list
    .filter(
      (entry) =>
        entry.banner.typeId === query.typeId && (entry.cityCodeId === null || entry.cityCodeId === query.cityCodeId),
    )
    .map((entry) => entry.banner);
}
