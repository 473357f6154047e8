/** The showcase brand of portal §3: the stored brand with its image URLs, cashback and accepted payment products. */
import type { Brand } from '../../model/index.ts';
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
   * The stored maximum cashback read as an outlet's (its best outlet's figure): brands have no pro
   * figure of their own, so cards print the base one only.
   */
  cashback: CashbackFigures;
  paymentProducts: AcceptedProduct[];
}

/** Builds the showcase brand; `baseApi` is {baseApi} of the file URLs (§3). */
export function toBrandCard(brand: Brand, opts: { baseApi: string }): BrandCard {
  return {
    ...brand,
    images: photoUrls(orderedPhotos(brand.files, false), opts.baseApi),
    logo: brand.logoId === null ? null : fileProxyUrl(opts.baseApi, brand.logoId),
    cashback: cashbackFromStored('offline', brand.maximumCashback),
    paymentProducts: acceptedProducts(brand),
  };
}
