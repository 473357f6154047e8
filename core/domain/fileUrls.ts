/** File URL rules of portal §3 and the logo fallback of §1. */

/** The product logo every missing image falls back to. */
export const PRODUCT_LOGO_PATH = '/logo.svg';

function withoutTrailingSlash(base: string): string {
  return base.replace(/\/+$/, '');
}

/** A stored file through the API's proxy: {baseApi}/upload/files/proxy/{id}. */
export function fileProxyUrl(baseApi: string, id: number): string {
  return `${withoutTrailingSlash(baseApi)}/upload/files/proxy/${id}`;
}

/** A stored file on the CDN: {cdn}/upload/{id}. */
export function cdnFileUrl(cdn: string, id: number): string {
  return `${withoutTrailingSlash(cdn)}/upload/${id}`;
}

/** An online shop's logo: its logo file when it has one, else {baseApi}/files/proxy/{shopId}. */
export function onlineShopLogoUrl(baseApi: string, record: { shopId: number; logoFileId: number | null }): string {
  if (record.logoFileId !== null) {
    return fileProxyUrl(baseApi, record.logoFileId);
  }
  return `${withoutTrailingSlash(baseApi)}/files/proxy/${record.shopId}`;
}

/** The image URL itself, or the product logo when it is missing or blank. */
export function imageUrlOrFallback(url: string | null | undefined): string {
  if (url === null || url === undefined || url.trim() === '') {
    return PRODUCT_LOGO_PATH;
  }
  return url;
}
