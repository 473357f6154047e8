import { describe, expect, it } from 'vitest';
import { PRODUCT_LOGO_PATH, cdnFileUrl, fileProxyUrl, imageUrlOrFallback, onlineShopLogoUrl } from '../../../core/domain/fileUrls.ts';

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
