import { describe, expect, it } from 'vitest';
import {
  FILE_VARIANT_WIDTHS,
  PRODUCT_LOGO_PATH,
  cdnFileUrl,
  defaultImageSizes,
  fileProxyUrl,
  fileVariantSrcSet,
  fileVariantUrl,
  imageUrlOrFallback,
  onlineShopLogoUrl,
} from '../../../core/domain/fileUrls.ts';

const api = 'https://api.rjadom.ru';
const cdn = 'https://cdn.rjadom.ru';

describe('File URLs: {baseApi}/upload/files/proxy/{id} and {cdn}/upload/{id}', () => {
  it('builds the proxy URL', () => {
    expect(fileProxyUrl(api, 15)).toBe('https://api.rjadom.ru/upload/files/proxy/15');
  });

  it('builds the CDN URL', () => {
    expect(cdnFileUrl(cdn, 15)).toBe('https://cdn.rjadom.ru/upload/15');
  });

  it('does not double the slash when the base ends with one', () => {
    expect(fileProxyUrl(`${api}/`, 3)).toBe('https://api.rjadom.ru/upload/files/proxy/3');
    expect(cdnFileUrl(`${cdn}/`, 3)).toBe('https://cdn.rjadom.ru/upload/3');
  });

  it('keeps a base path and works with a relative base', () => {
    expect(fileProxyUrl('https://rjadom.ru/api', 9)).toBe('https://rjadom.ru/api/upload/files/proxy/9');
    expect(fileProxyUrl('/api', 9)).toBe('/api/upload/files/proxy/9');
  });
});

describe('Online shops without a logo file id use /files/proxy/{shopId}', () => {
  it('uses the logo file through the proxy when there is one', () => {
    expect(onlineShopLogoUrl(api, { shopId: 5, logoFileId: 77 })).toBe('https://api.rjadom.ru/upload/files/proxy/77');
  });

  it('falls back to the shop id without a logo file', () => {
    expect(onlineShopLogoUrl(api, { shopId: 5, logoFileId: null })).toBe('https://api.rjadom.ru/files/proxy/5');
    expect(onlineShopLogoUrl(`${api}/`, { shopId: 5, logoFileId: null })).toBe('https://api.rjadom.ru/files/proxy/5');
  });

  it('treats file id 0 as a real file id', () => {
    expect(onlineShopLogoUrl(api, { shopId: 5, logoFileId: 0 })).toBe('https://api.rjadom.ru/upload/files/proxy/0');
  });
});

describe("Images that are missing fall back to the product's logo", () => {
  it('the logo is /logo.svg', () => {
    expect(PRODUCT_LOGO_PATH).toBe('/logo.svg');
  });

  it('keeps a present URL', () => {
    expect(imageUrlOrFallback('https://cdn.rjadom.ru/upload/1')).toBe('https://cdn.rjadom.ru/upload/1');
  });

  it.each([null, undefined, '', '   '])('falls back for %j', (url) => {
    expect(imageUrlOrFallback(url)).toBe('/logo.svg');
  });
});

describe('Pictures through the file proxy come in narrower variants (?w=) a phone can pick from', () => {
  const proxied = 'https://api.rjadom.ru/upload/files/proxy/15';

  it('offers the proxy widths up to the first one three times the display width, narrowest first', () => {
    expect(FILE_VARIANT_WIDTHS).toEqual([160, 320, 480, 640, 960, 1280, 1920]);
    expect(fileVariantSrcSet(proxied, 320)).toBe(
      [160, 320, 480, 640, 960].map((width) => `${proxied}?w=${width} ${width}w`).join(', '),
    );
    expect(fileVariantSrcSet(proxied, 64)).toBe(`${proxied}?w=160 160w, ${proxied}?w=320 320w`);
  });

  it('offers every width for a picture as wide as a banner', () => {
    expect(fileVariantSrcSet(proxied, 1200)).toBe(
      FILE_VARIANT_WIDTHS.map((width) => `${proxied}?w=${width} ${width}w`).join(', '),
    );
  });

  it('builds the variant URL of a relative proxy address', () => {
    expect(fileVariantUrl('/api/upload/files/proxy/9', 480)).toBe('/api/upload/files/proxy/9?w=480');
    expect(fileVariantSrcSet('/api/upload/files/proxy/9', 64)).toBe(
      '/api/upload/files/proxy/9?w=160 160w, /api/upload/files/proxy/9?w=320 320w',
    );
  });

  it.each([
    '/logo.svg',
    'https://api.rjadom.ru/files/proxy/5',
    'https://cdn.rjadom.ru/upload/3',
    `${proxied}?w=320`,
    `${proxied}#top`,
    'https://api.rjadom.ru/upload/files/proxy/logo.svg',
    'https://elsewhere.example/picture.png',
    '',
  ])('offers no variants for %j, which the proxy does not resize', (url) => {
    expect(fileVariantSrcSet(url, 320)).toBeNull();
  });

  it('offers no variants without a display width to choose them by', () => {
    expect(fileVariantSrcSet(proxied, undefined)).toBeNull();
    expect(fileVariantSrcSet(proxied, 0)).toBeNull();
  });

  it('by default a picture is as wide as the screen up to its display width', () => {
    expect(defaultImageSizes(320)).toBe('(max-width: 320px) 100vw, 320px');
  });
});
