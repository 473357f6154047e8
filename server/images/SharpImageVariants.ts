/**
 * The image variants adapter on sharp (libvips): decodes a stored raster once per width and type, keeps the
 * result in a cache bounded in bytes and entries, and answers null for anything it cannot or should not decode.
 */
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { StoredFile } from '../queries/files.ts';
import type { ImageVariants, VariantType } from './ImageVariants.ts';
import { VariantCache } from './VariantCache.ts';

/**
 * The most pixels a picture may claim before it is decoded: 40 megapixels (an 8000 × 5000 photo). A larger
 * one, or a few hundred bytes claiming gigapixels (a decompression bomb), is refused from its header and sent
 * as it is stored.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest one variant may take to make; a picture that takes longer is sent as it is stored. */
const MAKE_TIMEOUT_SECONDS = 10;
/** Upper bound of the variants kept in memory, in bytes. */
const VARIANT_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Upper bound of the variants kept in memory, whatever their size. */
const VARIANT_CACHE_MAX_ENTRIES = 4096;

// The variants themselves are kept below; libvips' own cache of operations would only hold the same memory twice.
sharp.cache(false);

/** Encoder settings per type. AVIF at effort 2: a variant is made on a request, so speed over the last few percent. */
function encode(image: Sharp, type: VariantType): Sharp {
  switch (type) {
    case 'image/avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'image/webp':
      return image.webp({ quality: 75 });
    case 'image/jpeg':
      return image.jpeg({ quality: 80, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
  }
}

/** How a SharpImageVariants is bounded; the defaults above unless a test narrows them. */
export interface SharpImageVariantsLimits {
  maxInputPixels: number;
  cacheMaxBytes: number;
  cacheMaxEntries: number;
}

/** {@link ImageVariants} made with sharp and kept in memory, keyed by the picture's digest, the width and the type. */
export class SharpImageVariants implements ImageVariants {
  private readonly limits: SharpImageVariantsLimits;
  private readonly cache: VariantCache;

  constructor(limits: Partial<SharpImageVariantsLimits> = {}) {
    this.limits = {
      maxInputPixels: MAX_INPUT_PIXELS,
      cacheMaxBytes: VARIANT_CACHE_MAX_BYTES,
      cacheMaxEntries: VARIANT_CACHE_MAX_ENTRIES,
      ...limits,
    };
    this.cache = new VariantCache({ maxBytes: this.limits.cacheMaxBytes, maxEntries: this.limits.cacheMaxEntries });
  }

  variantOf(picture: StoredFile, width: number, type: VariantType): Promise<StoredFile | null> {
    // The key holds nothing a request wrote: a digest of the stored bytes, a width from the fixed list and a type.
    const digest = createHash('sha1').update(picture.bytes).digest('base64url');
    return this.cache.shared(`${digest}:${width}:${type}`, () => this.make(picture, width, type));
  }

  private async make(picture: StoredFile, width: number, type: VariantType): Promise<StoredFile | null> {
    try {
      const image = sharp(picture.bytes, { limitInputPixels: this.limits.maxInputPixels, failOn: 'error' });
      const { width: ownWidth } = await image.metadata();
      if (ownWidth <= width && picture.contentType === type) {
        // Nothing to narrow and nothing to convert: the stored bytes are the variant.
        return picture;
      }
      const resized = image
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .timeout({ seconds: MAKE_TIMEOUT_SECONDS });
      const bytes = await encode(resized, type).toBuffer();
      return { contentType: type, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    } catch {
      // Corrupt, truncated, over the pixel limit, too slow, or not the type it was stored as.
      return null;
    }
  }
}
