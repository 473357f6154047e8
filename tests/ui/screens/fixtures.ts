/** Records for the screen tests: an outlet, an online shop, a news item, a banner. */
import type { Banner, NewsItem, OnlineShopRecord, SalesUnitRecord } from '../../../core/model/index.ts';
import { NO_PAYMENT_PRODUCTS } from '../../../core/domain/paymentProducts.ts';

export function outlet(id: number, name: string, extra: Partial<SalesUnitRecord> = {}): SalesUnitRecord {
  return {
    id,
    name,
    brandId: null,
    keywords: null,
    phone: null,
    email: null,
    website: null,
    telegram: null,
    twoGis: null,
    yandexMaps: null,
    vk: null,
    ok: null,
    instagram: null,
    mainOffer: null,
    description: null,
    address: null,
    coordinatesLatitude: null,
    coordinatesLongitude: null,
    categoryId: null,
    countryCodeId: 1,
    cityCodeId: 1,
    organizationId: null,
    averageRating: null,
    feedbacks: 0,
    maximumCashback: 0.05,
    blocked: false,
    blockedSf: false,
    active: true,
    files: [],
    position: null,
    ...NO_PAYMENT_PRODUCTS,
    ...extra,
  };
}

export function shop(shopId: number, name: string, extra: Partial<OnlineShopRecord> = {}): OnlineShopRecord {
  return {
    shopId,
    name,
    nameSf: null,
    keywords: null,
    keywordsSf: null,
    phone: null,
    email: null,
    website: null,
    websiteSf: null,
    adUrl: null,
    adUrlSf: null,
    telegram: null,
    description: null,
    descriptionSf: null,
    doublecardSf: false,
    frontActionSf: null,
    frontPromoSf: null,
    categoryId: null,
    categorySf: null,
    cityCodeId: null,
    countryCodeId: 1,
    maximumCashback: 0.1,
    logo: null,
    logoPath: null,
    logoFileId: null,
    position: null,
    ...extra,
  };
}

export function newsItem(id: number, title: string, extra: Partial<NewsItem> = {}): NewsItem {
  return { id, title, text: `Текст новости ${title}.`, previewFileId: null, publishedAt: Date.UTC(2024, 5, 1), cityCodeId: 1, newsDestinationId: 1, ...extra };
}

export function banner(id: number, title: string, typeId: number, link: string | null = null): Banner {
  return { id, title, fileId: id + 100, link, typeId };
}
