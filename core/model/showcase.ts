/** A cashback offer of a card (portal §3 «Action»). paymentSize values are fractions (0.05 = 5 %). */
export interface Action {
  id: number;
  number: number;
  sf: boolean;
  paymentSize: number | null;
  paymentSizePro: number | null;
  title: string;
}

export interface ActionTerm {
  id: number;
  text: string;
}

/** Opening hours of one day; day 1 = Monday … 7 = Sunday; times 'HH:MM', close may be past midnight ('02:00'). */
export interface OpeningHours {
  day: number;
  open: string | null;
  close: string | null;
  dayOff: boolean;
}

export interface FileRef {
  /** true for a background picture, false for a photo. */
  bg: boolean;
  fileId: number;
  priority: number;
}

/** An online shop as the API stores it; the showcase card is derived from it by core rules. */
export interface OnlineShopRecord {
  shopId: number;
  name: string;
  nameSf: string | null;
  keywords: string | null;
  keywordsSf: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  websiteSf: string | null;
  adUrl: string | null;
  adUrlSf: string | null;
  telegram: string | null;
  description: string | null;
  descriptionSf: string | null;
  doublecardSf: boolean;
  frontActionSf: string | null;
  frontPromoSf: string | null;
  categoryId: number | null;
  categorySf: number | null;
  cityCodeId: number | null;
  countryCodeId: number;
  /** Stored maximum cashback, a fraction; null when unknown. */
  maximumCashback: number | null;
  logo: string | null;
  logoPath: string | null;
  logoFileId: number | null;
  position: number | null;
}

/** A sales unit (offline outlet) as the API stores it. */
/**
 * {product}Accepts / {product}Rate of portal §3 for the payment products of core/domain/paymentProducts.ts:
 * whether the outlet (or brand) takes the product, and the largest share of a bill it may pay
 * (null: no limit).
 */
export interface PaymentProductFields {
  pointsAccepts: boolean;
  pointsRate: number | null;
  sbpAccepts: boolean;
  sbpRate: number | null;
  cardAccepts: boolean;
  cardRate: number | null;
}

export interface SalesUnitRecord extends PaymentProductFields {
  id: number;
  name: string;
  brandId: number | null;
  keywords: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  telegram: string | null;
  twoGis: string | null;
  yandexMaps: string | null;
  vk: string | null;
  ok: string | null;
  instagram: string | null;
  mainOffer: string | null;
  description: string | null;
  address: string | null;
  coordinatesLatitude: number | null;
  coordinatesLongitude: number | null;
  categoryId: number | null;
  countryCodeId: number;
  cityCodeId: number | null;
  organizationId: number | null;
  averageRating: number | null;
  feedbacks: number;
  maximumCashback: number | null;
  blocked: boolean;
  blockedSf: boolean;
  active: boolean;
  files: FileRef[];
  position: number | null;
}

export interface Brand extends PaymentProductFields {
  id: number;
  name: string;
  description: string | null;
  blocked: boolean;
  active: boolean;
  logoId: number | null;
  bgId: number | null;
  mainOffer: string | null;
  positionSf: number | null;
  cityCodeId: number | null;
  totalScore: number | null;
  totalFeedbacks: number;
  adresses: string[];
  salesUnits: number[];
  brandSalesUnitCategories: number[];
  showroomCardType: number | null;
  showroomBadgeType: number | null;
  maximumCashback: number | null;
  files: FileRef[];
}

export interface NewsItem {
  id: number;
  title: string;
  text: string;
  previewFileId: number | null;
  /** Unix milliseconds. */
  publishedAt: number;
  cityCodeId: number | null;
  newsDestinationId: number;
}

export interface Banner {
  id: number;
  title: string;
  fileId: number | null;
  link: string | null;
  typeId: number;
}

export interface OrderFeedback {
  id: number;
  salesUnitId: number;
  rating: number;
  text: string;
  authorName: string;
  purchaseDate: string;
  createdAt: string;
  replies: number;
}

export interface FeedbackReply {
  id: number;
  text: string;
  createdAt: string;
}
