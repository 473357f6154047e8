/** The showcase brand of portal §3: the stored brand with its image URLs, cashback and accepted payment products. */
import type { Brand, SalesUnitRecord } from '../../model/index.ts';
import { cashbackFromStored, type CashbackFigures } from '../cashback.ts';
import { fileProxyUrl } from '../fileUrls.ts';
import { acceptedProducts, type AcceptedProduct } from '../paymentProducts.ts';
import { orderedPhotos, photoUrls } from './photos.ts';

export interface BrandCard extends Brand {
  /** Photo URLs (files without the bg flag), lowest priority number first. */
  images: string[];
  /** The logo file's URL; null when the brand has none (the image then falls back to the product logo, §1). */
  logo: string | null;
  /**
   * The best figure among the brand's outlets in the shopper's city (`brandCashbackInCity`), read as an
   * outlet's: brands have no pro figure of their own, so cards print the base one only.
   */
  cashback: CashbackFigures;
  paymentProducts: AcceptedProduct[];
}

/**
 * A brand's cashback in a city: the highest stored figure among its outlets listed there, so a card never
 * promises what only another city's outlet pays. Null when none of them has a usable figure. Without the
 * city's outlets (no city chosen) the brand's own stored figure, its best outlet anywhere, stands.
 * The server's partner list computes the same in SQL (server/queries/brands.ts `offlinePartners`); the API
 * contract holds the two equal.
 */
export function brandCashbackInCity(
  stored: number | null,
  cityOutlets: readonly Pick<SalesUnitRecord, 'maximumCashback'>[] | null,
): number | null {
  if (cityOutlets === null) {
    return stored;
  }
  let best: number | null = null;
  for (const outlet of cityOutlets) {
    const figure = outlet.maximumCashback;
    if (figure !== null && Number.isFinite(figure) && figure >= 0 && (best === null || figure > best)) {
      best = figure;
    }
  }
  return best;
}

/**
 * Builds the showcase brand; `baseApi` is {baseApi} of the file URLs (§3). `cityOutlets`, the brand's
 * listed outlets in the shopper's city where the caller has them, decide its cashback (`brandCashbackInCity`).
 */
export function toBrandCard(
  brand: Brand,
  opts: { baseApi: string; cityOutlets?: readonly SalesUnitRecord[] | null },
): BrandCard {
  return {
    ...brand,
    images: photoUrls(orderedPhotos(brand.files, false), opts.baseApi),
    logo: brand.logoId === null ? null : fileProxyUrl(opts.baseApi, brand.logoId),
    cashback: cashbackFromStored('offline', brandCashbackInCity(brand.maximumCashback, opts.cityOutlets ?? null)),
    paymentProducts: acceptedProducts(brand),
  };
}
