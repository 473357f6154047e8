import type {
  Action,
  ActionTerm,
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
} from '../../core/model/index.ts';
import { COUNTRY_CODE_ID, NEWS_DESTINATION_WEBSITE, NEWS_START_DATE_MS } from '../../core/domain/constants.ts';
import { basePro, storedMaximumCashback } from '../../core/domain/cashback.ts';
import { NO_PAYMENT_PRODUCTS } from '../../core/domain/paymentProducts.ts';
import { createRandom, type Random } from '../../core/support/seededRandom.ts';
import * as words from './catalogueWords.ts';

export interface CatalogueSizes {
  brands: number;
  salesUnits: number;
  onlineShops: number;
  news: number;
}

export const DEFAULT_CATALOGUE_SIZES: CatalogueSizes = { brands: 80, salesUnits: 360, onlineShops: 240, news: 60 };

/** A banner with the city it is shown in (null: every city); the city is not part of the answer. */
export interface PlacedBanner {
  banner: Banner;
  cityCodeId: number | null;
}

/** Everything public the in-memory back end serves, generated once from a seed. */
export interface Catalogue {
  cities: City[];
  coordinates: Map<number, { latitude: number; longitude: number }>;
  onlineCategories: Category[];
  offlineCategories: Category[];
  brands: Map<number, Brand>;
  salesUnits: Map<number, SalesUnitRecord>;
  /** The same outlets indexed by city, for the public list. */
  salesUnitsByCity: Map<number, SalesUnitRecord[]>;
  onlineShops: Map<number, OnlineShopRecord>;
  salesUnitActions: Map<number, Action[]>;
  onlineShopActions: Map<number, Action[]>;
  salesUnitTerms: Map<number, ActionTerm[]>;
  onlineShopTerms: Map<number, ActionTerm[]>;
  openingHours: Map<number, OpeningHours[]>;
  news: NewsItem[];
  feedbacks: OrderFeedback[];
  replies: Map<number, FeedbackReply[]>;
  offlineBanners: PlacedBanner[];
  onlineBanners: PlacedBanner[];
}

/** Latest moment generated content carries: the catalogue must not depend on when it is generated. */
const CONTENT_END_MS = Date.UTC(2025, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Generates a self-consistent catalogue: cashback maxima match the actions, ratings match the feedbacks. */
export function generateCatalogue(seed: number, sizes: CatalogueSizes = DEFAULT_CATALOGUE_SIZES): Catalogue {
  const random = createRandom(seed);
  const ids = { action: 1, term: 1, feedback: 1, reply: 1, file: 1000 };
  const cities = words.CITIES.map((city, index) => ({
    id: index + 1,
    name: city.name,
    latitude: city.latitude,
    longitude: city.longitude,
    timeZone: city.timeZone,
  }));
  const catalogue: Catalogue = {
    cities,
    coordinates: new Map(
      words.CITIES.map((city, index) => [index + 1, { latitude: city.latitude, longitude: city.longitude }]),
    ),
    onlineCategories: words.ONLINE_CATEGORIES.map((name, index) => ({ id: index + 1, name, iconFileId: null })),
    offlineCategories: words.OFFLINE_CATEGORIES.map((name, index) => ({ id: index + 1, name, iconFileId: null })),
    brands: new Map(),
    salesUnits: new Map(),
    salesUnitsByCity: new Map(),
    onlineShops: new Map(),
    salesUnitActions: new Map(),
    onlineShopActions: new Map(),
    salesUnitTerms: new Map(),
    onlineShopTerms: new Map(),
    openingHours: new Map(),
    news: [],
    feedbacks: [],
    replies: new Map(),
    offlineBanners: [],
    onlineBanners: [],
  };

  const actionsOf = (): Action[] => {
    const count = random.int(0, 4);
    return Array.from({ length: count }, (_, index) => {
      const paymentSize = random.int(1, 15) / 100;
      return {
        id: ids.action++,
        number: index + 1,
        sf: random.chance(0.3),
        paymentSize,
        paymentSizePro: basePro(paymentSize).pro,
        title: random.pick(words.OFFERS),
      };
    });
  };
  const termsOf = (): ActionTerm[] =>
    Array.from({ length: random.int(1, 3) }, () => ({ id: ids.term++, text: random.pick(words.TERMS) }));

  for (let id = 1; id <= sizes.brands; id += 1) {
    catalogue.brands.set(id, {
      id,
      name: `${random.pick(words.BRAND_ADJECTIVES)} ${random.pick(words.BRAND_NOUNS)}`,
      description: random.pick(words.OFFERS),
      blocked: random.chance(0.03),
      active: !random.chance(0.03),
      logoId: ids.file++,
      bgId: ids.file++,
      mainOffer: random.pick(words.OFFERS),
      positionSf: random.chance(0.2) ? random.int(1, 20) : null,
      cityCodeId: random.int(1, cities.length),
      totalScore: null,
      totalFeedbacks: 0,
      adresses: [],
      salesUnits: [],
      brandSalesUnitCategories: [random.int(1, words.OFFLINE_CATEGORIES.length)],
      showroomCardType: random.int(1, 3),
      showroomBadgeType: random.chance(0.3) ? random.int(1, 2) : null,
      maximumCashback: null,
      files: [],
      ...NO_PAYMENT_PRODUCTS,
    });
  }

  for (let id = 1; id <= sizes.salesUnits; id += 1) {
    const brand = catalogue.brands.get(random.int(1, sizes.brands));
    const cityCodeId = brand?.cityCodeId ?? random.int(1, cities.length);
    const actions = actionsOf();
    const centre = catalogue.coordinates.get(cityCodeId);
    const unit: SalesUnitRecord = {
      id,
      name:
        brand === undefined ? `${random.pick(words.BRAND_ADJECTIVES)} ${random.pick(words.BRAND_NOUNS)}` : brand.name,
      brandId: brand?.id ?? null,
      keywords: null,
      phone: `7${random.digits(10)}`,
      email: `outlet${id}@rjadom.ru`,
      website: random.chance(0.5) ? `https://outlet${id}.rjadom.ru` : null,
      telegram: null,
      twoGis: null,
      yandexMaps: null,
      vk: null,
      ok: null,
      instagram: null,
      mainOffer: random.pick(words.OFFERS),
      description: random.pick(words.OFFERS),
      address: `${random.pick(words.STREETS)}, ${random.int(1, 150)}`,
      coordinatesLatitude: centre === undefined ? null : centre.latitude + (random.next() - 0.5) / 10,
      coordinatesLongitude: centre === undefined ? null : centre.longitude + (random.next() - 0.5) / 10,
      categoryId: brand?.brandSalesUnitCategories[0] ?? random.int(1, words.OFFLINE_CATEGORIES.length),
      countryCodeId: COUNTRY_CODE_ID,
      cityCodeId,
      organizationId: brand?.id ?? null,
      averageRating: null,
      feedbacks: 0,
      maximumCashback: storedMaximumCashback('offline', actions),
      blocked: random.chance(0.05),
      blockedSf: random.chance(0.05),
      active: !random.chance(0.05),
      files: [
        { bg: true, fileId: ids.file++, priority: 1 },
        { bg: false, fileId: ids.file++, priority: 1 },
      ],
      position: random.chance(0.15) ? random.int(1, 30) : null,
      ...NO_PAYMENT_PRODUCTS,
    };
    catalogue.salesUnits.set(id, unit);
    catalogue.salesUnitsByCity.set(cityCodeId, [...(catalogue.salesUnitsByCity.get(cityCodeId) ?? []), unit]);
    catalogue.salesUnitActions.set(id, actions);
    catalogue.salesUnitTerms.set(id, termsOf());
    catalogue.openingHours.set(id, openingHoursOf(random));
    addFeedbacks(catalogue, unit, random, ids);
    if (brand !== undefined) {
      brand.salesUnits.push(id);
      brand.adresses.push(unit.address ?? '');
    }
  }
  summariseBrands(catalogue);

  for (let shopId = 1; shopId <= sizes.onlineShops; shopId += 1) {
    const actions = actionsOf();
    catalogue.onlineShops.set(
      shopId,
      onlineShopOf(shopId, random, actions, storedMaximumCashback('online', actions), cities.length, ids.file++),
    );
    catalogue.onlineShopActions.set(shopId, actions);
    catalogue.onlineShopTerms.set(shopId, termsOf());
  }

  for (let id = 1; id <= sizes.news; id += 1) {
    catalogue.news.push({
      id,
      title: `${random.pick(words.NEWS_TOPICS)} №${id}`,
      text: random.pick(words.OFFERS),
      previewFileId: ids.file++,
      publishedAt: NEWS_START_DATE_MS + random.int(0, (CONTENT_END_MS - NEWS_START_DATE_MS) / DAY_MS) * DAY_MS,
      cityCodeId: random.chance(0.5) ? null : random.int(1, cities.length),
      newsDestinationId: random.chance(0.8) ? NEWS_DESTINATION_WEBSITE : random.int(2, 4),
    });
  }

  let bannerId = 1;
  for (const list of [catalogue.offlineBanners, catalogue.onlineBanners]) {
    for (let index = 0; index < 24; index += 1) {
      const id = bannerId++;
      list.push({
        banner: {
          id,
          title: random.pick(words.OFFERS),
          fileId: ids.file++,
          link: random.chance(0.5) ? `/brands` : null,
          typeId: random.int(1, 3),
        },
        cityCodeId: random.chance(0.4) ? null : random.int(1, cities.length),
      });
    }
  }
  return catalogue;
}

function openingHoursOf(random: Random): OpeningHours[] {
  const lateClose = random.chance(0.2);
  return Array.from({ length: 7 }, (_, index) => {
    const day = index + 1;
    const dayOff = day === 7 && random.chance(0.3);
    return {
      day,
      open: dayOff ? null : `0${random.int(7, 9)}:00`,
      close: dayOff ? null : lateClose ? '02:00' : `2${random.int(0, 2)}:00`,
      dayOff,
    };
  });
}

function addFeedbacks(
  catalogue: Catalogue,
  unit: SalesUnitRecord,
  random: Random,
  ids: { feedback: number; reply: number },
): void {
  const count = random.int(0, 12);
  const ratings: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = ids.feedback++;
    const created = CONTENT_END_MS - random.int(1, 700) * DAY_MS;
    const replies = Array.from({ length: random.int(0, 2) }, (_, n) => ({
      id: ids.reply++,
      text: 'Спасибо за отзыв!',
      createdAt: new Date(created + (n + 1) * DAY_MS).toISOString(),
    }));
    const rating = random.int(1, 5);
    ratings.push(rating);
    catalogue.replies.set(id, replies);
    catalogue.feedbacks.push({
      id,
      salesUnitId: unit.id,
      rating,
      text: random.pick(words.FEEDBACK_TEXTS),
      authorName: random.pick(words.FIRST_NAMES),
      purchaseDate: new Date(created - DAY_MS).toISOString().slice(0, 10),
      createdAt: new Date(created).toISOString(),
      replies: replies.length,
    });
  }
  unit.feedbacks = count;
  unit.averageRating = count === 0 ? null : Math.round((ratings.reduce((a, b) => a + b, 0) / count) * 10) / 10;
}

function summariseBrands(catalogue: Catalogue): void {
  for (const brand of catalogue.brands.values()) {
    const units = brand.salesUnits.map((id) => catalogue.salesUnits.get(id)).filter((unit) => unit !== undefined);
    brand.totalFeedbacks = units.reduce((sum, unit) => sum + unit.feedbacks, 0);
    const rated = units.filter((unit) => unit.averageRating !== null);
    brand.totalScore =
      rated.length === 0
        ? null
        : Math.round((rated.reduce((sum, unit) => sum + (unit.averageRating ?? 0), 0) / rated.length) * 10) / 10;
    const maxima = units.map((unit) => unit.maximumCashback).filter((value) => value !== null);
    brand.maximumCashback = maxima.length === 0 ? null : Math.max(...maxima);
    brand.files = units.flatMap((unit) => unit.files).slice(0, 4);
  }
}

function onlineShopOf(
  shopId: number,
  random: Random,
  actions: Action[],
  maximumCashback: number | null,
  cityCount: number,
  fileId: number,
): OnlineShopRecord {
  const name = `${random.pick(words.SHOP_PREFIXES)}${random.pick(words.SHOP_STEMS).toLowerCase()}`;
  const categoryId = random.int(1, words.ONLINE_CATEGORIES.length);
  const hasSf = random.chance(0.2);
  return {
    shopId,
    name,
    nameSf: hasSf ? `${name} Плюс` : null,
    keywords: null,
    keywordsSf: null,
    phone: random.chance(0.5) ? `7${random.digits(10)}` : null,
    email: `shop${shopId}@rjadom.ru`,
    website: random.chance(0.5) ? `shop${shopId}.rjadom.ru` : `https://shop${shopId}.rjadom.ru`,
    websiteSf: null,
    adUrl: `https://shop${shopId}.rjadom.ru/go`,
    adUrlSf: null,
    telegram: null,
    description: random.pick(words.OFFERS),
    descriptionSf: null,
    doublecardSf: random.chance(0.1),
    frontActionSf: null,
    frontPromoSf: null,
    categoryId: random.chance(0.05) ? null : categoryId,
    categorySf: hasSf ? categoryId : null,
    cityCodeId: random.chance(0.6) ? null : random.int(1, cityCount),
    countryCodeId: COUNTRY_CODE_ID,
    maximumCashback,
    logo: null,
    logoPath: null,
    logoFileId: random.chance(0.8) ? fileId : null,
    position: random.chance(0.15) ? random.int(1, 30) : null,
  };
}
