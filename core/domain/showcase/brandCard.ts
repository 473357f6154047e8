/** The showcase brand of portal §3: the stored brand with its image URLs and accepted payment products. */
import type { Brand } from '../../model/index.ts';
import { fileProxyUrl } from '../fileUrls.ts';
import { acceptedProducts, type AcceptedProduct } from '../paymentProducts.ts';

export interface BrandCard extends Brand {
  /** Photo URLs (files without the bg flag), lowest priority number first. */
  images: string[];
  paymentProducts: AcceptedProduct[];
}

/** Builds the showcase brand; `baseApi` is {baseApi} of the file URLs (§3). */
export function toBrandCard(brand: Brand, opts: { baseApi: string }): BrandCard {
  // Array.prototype.sort is stable, so equal priorities keep the stored order.
  const photos = brand.files.filter((file) => !file.bg).sort((a, b) => a.priority - b.priority);
  return {
    ...brand,
    images: photos.map((file) => fileProxyUrl(opts.baseApi, file.fileId)),
    paymentProducts: acceptedProducts(brand),
  };
}
