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

/**
 * The widths (pixels) the file proxy makes narrower variants of a raster picture in, asked for with `?w=`;
 * narrowest first. 160 serves card logos on dense screens, 1920 a banner on a wide one.
 */
export const FILE_VARIANT_WIDTHS: readonly number[] = [160, 320, 480, 640, 960, 1280, 1920];

/** The path {fileProxyUrl} builds, with nothing after the id: the only address whose `?w=` the proxy reads. */
const FILE_PROXY_PATH = /\/upload\/files\/proxy\/\d+$/;

/**
 * Candidates past three times the display width only lengthen the HTML (a list of cards repeats them):
 * no screen is denser than 3×.
 */
const DENSEST_SCREEN = 3;

/** A proxied picture's variant at `width` (one of FILE_VARIANT_WIDTHS). */
export function fileVariantUrl(proxyUrl: string, width: number): string {
  return `${proxyUrl}?w=${width}`;
}

/**
 * The `srcset` of a picture shown `displayWidth` CSS pixels wide: its proxy variants from the narrowest up to
 * the first one three times that wide. Null for any other address (the product logo, a shop's generated
 * initials, an outside picture, an address that already has a query) and without a display width.
 */
export function fileVariantSrcSet(url: string, displayWidth: number | undefined): string | null {
  if (displayWidth === undefined || displayWidth <= 0 || !FILE_PROXY_PATH.test(url)) {
    return null;
  }
  const enough = FILE_VARIANT_WIDTHS.findIndex((width) => width >= displayWidth * DENSEST_SCREEN);
  const widths = enough === -1 ? FILE_VARIANT_WIDTHS : FILE_VARIANT_WIDTHS.slice(0, enough + 1);
  return widths.map((width) => `${fileVariantUrl(url, width)} ${width}w`).join(', ');
}

/** The `sizes` of a picture whose layout says nothing finer: as wide as the screen, at most its display width. */
export function defaultImageSizes(displayWidth: number): string {
  return `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`;
}
