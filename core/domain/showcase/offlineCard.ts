/** The showcase offline outlet card of portal §3 and the visibility rule of §4. */
import type { PaymentProductFields, SalesUnitRecord } from '../../model/index.ts';
import { acceptedProducts, NO_PAYMENT_PRODUCTS, PAYMENT_PRODUCTS, type AcceptedProduct } from '../paymentProducts.ts';
import {
  basePro,
  cashbackFromStored,
  DEFAULT_MAX_CASHBACK,
  storedCashback,
  type CashbackFigures,
} from '../cashback.ts';
import { fileProxyUrl, imageUrlOrFallback } from '../fileUrls.ts';
import { formatCardPhone } from './cardPhone.ts';
import { normalizeWebsite, type CardOptions } from './onlineCard.ts';
import { orderedPhotos, photoUrls, type PhotoEntry } from './photos.ts';

/**
 * What the offline showcase and the outlet screen render: the stored outlet fields (portal §3
 * «Offline outlet card») with the card's own readings of some of them and what it derives.
 */
export interface OfflineCard extends Omit<SalesUnitRecord, 'brandId'> {
  /** Base customer's cashback: the stored maximumCashback (DEFAULT_MAX_CASHBACK when unknown). */
  baseCash: number;
  /** Pro customer's cashback: PRO_ACTION_RATIO × baseCash. */
  proCash: number;
  /** What the card prints: the same figures, or unknown when nothing usable is stored. */
  cashback: CashbackFigures;
  /** URL of the first background picture; the product logo when there is none. */
  bgPhoto: string;
  /** URL of the first photo; the product logo when there is none. */
  logo: string;
  bgId: number | null;
  logoId: number | null;
  /** '+7 999 999-99-99' when the stored phone has 11 digits (formatCardPhone). */
  phone: string | null;
  /** Absolute http(s) URL or null. */
  website: string | null;
  /** Photos (files without the bg flag), lowest priority number first. */
  salesUnitPhotoFiles: PhotoEntry[];
  /** Background pictures (files with the bg flag), lowest priority number first. */
  salesUnitBgFiles: PhotoEntry[];
  /** Photo URLs in salesUnitPhotoFiles order. */
  images: string[];
  /** The stored value; DEFAULT_MAX_CASHBACK when missing or unusable. */
  maximumCashback: number;
  isFavorite: boolean;
  /** The payment products the outlet accepts, from its {product}Accepts and {product}Rate fields. */
  paymentProducts: AcceptedProduct[];
}

/** The six {product}Accepts / {product}Rate fields of a record, missing ones (an older answer) as not accepted. */
function productFields(record: Partial<PaymentProductFields>): PaymentProductFields {
  const fields: PaymentProductFields = { ...NO_PAYMENT_PRODUCTS };
  for (const { id } of PAYMENT_PRODUCTS) {
    fields[`${id}Accepts`] = record[`${id}Accepts`] === true;
    fields[`${id}Rate`] = record[`${id}Rate`] ?? null;
  }
  return fields;
}

/** Builds the showcase card of an outlet. */
export function toOfflineCard(record: SalesUnitRecord, opts: CardOptions): OfflineCard {
  const maximum = storedCashback(record.maximumCashback);
  const cashback = cashbackFromStored('offline', record.maximumCashback);
  const split = cashback.known ? cashback : basePro(DEFAULT_MAX_CASHBACK);
  const photos = orderedPhotos(record.files, false);
  const backgrounds = orderedPhotos(record.files, true);
  const logoId = photos[0]?.id ?? null;
  const bgId = backgrounds[0]?.id ?? null;
  return {
    id: record.id,
    name: record.name,
    baseCash: split.base,
    proCash: split.pro,
    cashback,
    bgPhoto: imageUrlOrFallback(bgId === null ? null : fileProxyUrl(opts.baseApi, bgId)),
    logo: imageUrlOrFallback(logoId === null ? null : fileProxyUrl(opts.baseApi, logoId)),
    bgId,
    logoId,
    keywords: record.keywords,
    phone: formatCardPhone(record.phone),
    email: record.email,
    website: normalizeWebsite(record.website),
    telegram: record.telegram,
    twoGis: record.twoGis,
    yandexMaps: record.yandexMaps,
    vk: record.vk,
    ok: record.ok,
    instagram: record.instagram,
    mainOffer: record.mainOffer,
    description: record.description,
    address: record.address,
    coordinatesLatitude: record.coordinatesLatitude,
    coordinatesLongitude: record.coordinatesLongitude,
    categoryId: record.categoryId,
    countryCodeId: record.countryCodeId,
    cityCodeId: record.cityCodeId,
    organizationId: record.organizationId,
    averageRating: record.averageRating,
    feedbacks: record.feedbacks,
    salesUnitPhotoFiles: photos,
    salesUnitBgFiles: backgrounds,
    images: photoUrls(photos, opts.baseApi),
    maximumCashback: maximum,
    blocked: record.blocked,
    blockedSf: record.blockedSf,
    active: record.active,
    files: record.files.slice(),
    position: record.position,
    isFavorite: opts.favourites.has(record.id),
    ...productFields(record),
    paymentProducts: acceptedProducts(record),
  };
}

/**
 * The outlets the offline showcase lists (§4): active ones whose effective blocked flag
 * (blocked || blockedSf) is false, each id once — the first listable occurrence wins and the order is kept.
 * §4 also describes outlets with both flags set being listed, sometimes twice; that is a defect of the
 * old product, not a rule: a flag that blocks alone cannot unblock when the other one is set too.
 */
export function visibleOfflineCards(records: readonly SalesUnitRecord[]): SalesUnitRecord[] {
  const seen = new Set<number>();
  const visible: SalesUnitRecord[] = [];
  for (const record of records) {
    if (record.active && !(record.blocked || record.blockedSf) && !seen.has(record.id)) {
      seen.add(record.id);
      visible.push(record);
    }
  }
  return visible;
}
