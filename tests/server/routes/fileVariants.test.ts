import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_VARIANT_WIDTHS } from '../../../core/domain/fileUrls.ts';
import { FILE_CACHE_CONTROL, SANDBOX_CSP } from '../../../server/routes/files.ts';
import { createSignedInUser } from '../signedIn.ts';
import { bytesOf, storeFile } from './fileFixtures.ts';
import { expectNotFound, expectValidationError, get, seededServerPerFile } from './publicFixtures.ts';
import { decompressionBombPng, gradientPicture } from '../images/pictures.ts';

const s = seededServerPerFile();
/** What Chrome asks for when it loads an <img>. */
const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400"/></svg>',
);

async function widthOf(
  response: Response,
): Promise<{ width: number | undefined; format: string | undefined; compression: string | undefined }> {
  const metadata = await sharp(await bytesOf(response)).metadata();
  return { width: metadata.width, format: metadata.format, compression: metadata.compression };
}

describe('GET /api/upload/files/proxy/{id}?w=: narrower variants of a raster picture for phones', () => {
  let png: Uint8Array;
  let pngId: number;

  beforeAll(async () => {
    png = await gradientPicture(1000, 400, 'png');
    pngId = await storeFile(s.db, 'image/png', png);
  });

  it('answers a PNG narrowed to w, still PNG for a client that accepts no modern format, varying by Accept', async () => {
    const response = await get(s.api, `/api/upload/files/proxy/${pngId}?w=320`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Vary')).toContain('Accept');
    expect(response.headers.get('Cache-Control')).toBe(FILE_CACHE_CONTROL);
    expect(response.headers.get('ETag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(await widthOf(response)).toMatchObject({ width: 320, format: 'png' });
  });

  it('answers AVIF to a browser that accepts it, WebP to one that accepts only WebP', async () => {
    const avif = await get(s.api, `/api/upload/files/proxy/${pngId}?w=480`, { Accept: CHROME_IMAGE_ACCEPT });
    expect(avif.headers.get('Content-Type')).toBe('image/avif');
    expect(await widthOf(avif)).toMatchObject({ width: 480, format: 'heif', compression: 'av1' });
    const webp = await get(s.api, `/api/upload/files/proxy/${pngId}?w=480`, { Accept: 'image/webp,*/*' });
    expect(webp.headers.get('Content-Type')).toBe('image/webp');
    expect(await widthOf(webp)).toMatchObject({ width: 480, format: 'webp' });
    const refused = await get(s.api, `/api/upload/files/proxy/${pngId}?w=480`, { Accept: 'image/avif;q=0, image/png' });
    expect(refused.headers.get('Content-Type')).toBe('image/png');
  });

  it('narrows a JPEG on the CDN-style address too', async () => {
    const id = await storeFile(s.db, 'image/jpeg', await gradientPicture(1280, 640, 'jpeg'));
    const response = await get(s.api, `/upload/${id}?w=640`);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await widthOf(response)).toMatchObject({ width: 640, format: 'jpeg' });
  });

  it('never makes a picture wider than it is', async () => {
    const id = await storeFile(s.db, 'image/png', await gradientPicture(200, 100, 'png'));
    const response = await get(s.api, `/api/upload/files/proxy/${id}?w=640`, { Accept: 'image/webp' });
    expect(response.status).toBe(200);
    expect((await widthOf(response)).width).toBe(200);
  });

  it('answers 304 to a variant’s own ETag, and gives each format its own tag', async () => {
    const path = `/api/upload/files/proxy/${pngId}?w=320`;
    const avif = await get(s.api, path, { Accept: CHROME_IMAGE_ACCEPT });
    const etag = avif.headers.get('ETag')!;
    const again = await get(s.api, path, { Accept: CHROME_IMAGE_ACCEPT, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Vary')).toContain('Accept');
    expect((await bytesOf(again)).byteLength).toBe(0);
    const original = await get(s.api, `/api/upload/files/proxy/${pngId}`);
    expect(original.headers.get('ETag')).not.toBe(etag);
    expect((await get(s.api, path, { Accept: 'image/png', 'If-None-Match': etag })).status).toBe(200);
  });

  it.each(['300', '0', '-320', 'abc', '', '320.5', '99999'])('refuses w=%j with the validation envelope', async (w) => {
    await expectValidationError(await get(s.api, `/api/upload/files/proxy/${pngId}?w=${w}`));
  });

  it('names w and the allowed widths in the envelope', async () => {
    const response = await get(s.api, `/api/upload/files/proxy/${pngId}?w=300`);
    expect(await response.json()).toEqual({
      message: 'VALIDATION_ERROR',
      details: [{ path: 'w', message: `Expected one of ${FILE_VARIANT_WIDTHS.join(', ')}` }],
    });
  });

  it('accepts every documented width', async () => {
    for (const width of FILE_VARIANT_WIDTHS) {
      expect((await get(s.api, `/api/upload/files/proxy/${pngId}?w=${width}`)).status).toBe(200);
    }
  });

  it('keeps an upload private: its owner gets the variant, anyone else the 404 of a missing file', async () => {
    const owner = await createSignedInUser(s.server.deps);
    const id = await storeFile(s.db, 'image/png', png, owner.userId);
    await expectNotFound(await get(s.api, `/api/upload/files/proxy/${id}?w=320`));
    const own = await get(s.api, `/api/upload/files/proxy/${id}?w=320`, owner.auth);
    expect(own.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(own.headers.get('Vary')).toContain('Authorization');
    expect(own.headers.get('Vary')).toContain('Accept');
    expect((await widthOf(own)).width).toBe(320);
  });
});

describe('GET /api/upload/files/proxy/{id}?w= on what is not a readable raster: the original, never an error', () => {
  it('sends an SVG unchanged under its sandbox CSP', async () => {
    const id = await storeFile(s.db, 'image/svg+xml', SVG);
    const response = await get(s.api, `/api/upload/files/proxy/${id}?w=320`, { Accept: CHROME_IMAGE_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Security-Policy')).toBe(SANDBOX_CSP);
    expect(await bytesOf(response)).toEqual(SVG);
  });

  it('sends a corrupt PNG as it is stored', async () => {
    const corrupt = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
    const id = await storeFile(s.db, 'image/png', corrupt);
    const response = await get(s.api, `/api/upload/files/proxy/${id}?w=320`, { Accept: CHROME_IMAGE_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(await bytesOf(response)).toEqual(corrupt);
  });

  it('sends a decompression bomb (a PNG claiming 100 000 × 100 000 pixels) as it is stored, without decoding it', async () => {
    const bomb = await decompressionBombPng(100_000, 100_000);
    const id = await storeFile(s.db, 'image/png', bomb);
    const response = await get(s.api, `/api/upload/files/proxy/${id}?w=320`, { Accept: CHROME_IMAGE_ACCEPT });
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(bomb);
  });
});
