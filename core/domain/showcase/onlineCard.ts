/** The showcase online shop card of portal §3, derived from the stored shop record. */
import type { OnlineShopRecord } from '../../model/index.ts';
import {
  basePro,
  cashbackFromStored,
  DEFAULT_MAX_CASHBACK,
  storedCashback,
  type CashbackFigures,
} from '../cashback.ts';
import { onlineShopLogoUrl } from '../fileUrls.ts';
import { sortOfflineCards } from './sorting.ts';

/** Category of a shop that names none (§3). */
const NO_CATEGORY_ID = -1;

/** What the online showcase and the shop screen render. */
export interface OnlineCard {
  /** Same as shopId. */
  id: number;
  shopId: number;
  /** Logo URL: the logo file when there is one, else the shop's proxy path. */
  logo: string;
  name: string;
  keywords: string | null;
  phone: string | null;
  email: string | null;
  /** Absolute http(s) URL or null. */
  website: string | null;
  adUrl: string | null;
  telegram: string | null;
  description: string | null;
  doublecardSf: boolean;
  frontActionSf: string | null;
  frontPromoSf: string | null;
  /** -1 when the shop names no category. */
  categoryId: number;
  cityCodeId: number | null;
  countryCodeId: number;
  /** Base customer's cashback: half the stored value; DEFAULT_MAX_CASHBACK when none is stored (§3). */
  maxCash: number;
  /** Pro customer's cashback: the stored value (PRO_ACTION_RATIO × maxCash when none is stored). */
  proCash: number;
  /** What the card prints: the same figures, or unknown when nothing usable is stored. */
  cashback: CashbackFigures;
  /** Same figure as maxCash: the base customer's cashback. */
  baseCash: number;
  logoPath: string | null;
  logoFileId: number | null;
  /** The stored value; DEFAULT_MAX_CASHBACK when missing or unusable. */
  maximumCashback: number;
  isFavorite: boolean;
  position: number | null;
}

/** Options shared by the card builders. */
export interface CardOptions {
  baseApi: string;
  /** Ids the signed-in user marked as favourite (empty when logged out). */
  favourites: ReadonlySet<number>;
}

function isBlank(value: string | null): boolean {
  return value === null || value.trim() === '';
}

/** The Sf value when it says something, else the plain one (§3: Sf overrides when non-empty). */
export function preferSf(plain: string | null, sf: string | null): string | null {
  return isBlank(sf) ? plain : sf;
}

/**
 * A website as a link: http:// and https:// addresses stay as they are, anything else gets https://
 * in front (so a stored 'javascript:' value can never become a live link); blank becomes null.
 */
export function normalizeWebsite(website: string | null): string | null {
  if (website === null || website.trim() === '') {
    return null;
  }
  const trimmed = website.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    return trimmed;
  }
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** Builds the showcase card of an online shop. */
export function toOnlineCard(record: OnlineShopRecord, opts: CardOptions): OnlineCard {
  const cashback = cashbackFromStored('online', record.maximumCashback);
  const fallback = basePro(DEFAULT_MAX_CASHBACK);
  const cash = cashback.known
    ? { maxCash: cashback.base, proCash: cashback.pro }
    : { maxCash: fallback.base, proCash: fallback.pro };
  return {
    id: record.shopId,
    shopId: record.shopId,
    logo: onlineShopLogoUrl(opts.baseApi, record),
    name: preferSf(record.name, record.nameSf) ?? record.name,
    keywords: preferSf(record.keywords, record.keywordsSf),
    phone: record.phone,
    email: record.email,
    website: normalizeWebsite(preferSf(record.website, record.websiteSf)),
    adUrl: preferSf(record.adUrl, record.adUrlSf),
    telegram: record.telegram,
    description: preferSf(record.description, record.descriptionSf),
    doublecardSf: record.doublecardSf,
    frontActionSf: record.frontActionSf,
    frontPromoSf: record.frontPromoSf,
    categoryId: record.categorySf ?? record.categoryId ?? NO_CATEGORY_ID,
    cityCodeId: record.cityCodeId,
    countryCodeId: record.countryCodeId,
    maxCash: cash.maxCash,
    proCash: cash.proCash,
    baseCash: cash.maxCash,
    cashback,
    logoPath: record.logoPath,
    logoFileId: record.logoFileId,
    maximumCashback: storedCashback(record.maximumCashback),
    isFavorite: opts.favourites.has(record.shopId),
    position: record.position,
  };
}

/**
 * Where «Перейти в магазин» leads: the partner's tracked ad link when it has one (purchases through it
 * are the ones that earn cashback), else the shop's website; null when it has neither.
 */
export function shopLink(card: Pick<OnlineCard, 'adUrl' | 'website'>): string | null {
  return normalizeWebsite(card.adUrl) ?? card.website;
}

/**
 * The online shops as cards in the same position order as outlets. The server already lists them so;
 * sorting again (stable) keeps that order and holds it for any other source.
 */
export function onlineCards(records: readonly OnlineShopRecord[], opts: CardOptions): OnlineCard[] {
  return sortOfflineCards(records.map((record) => toOnlineCard(record, opts)));
}
