/**
 * Narrower variants of stored raster pictures for the file proxy (`?w=`): the port the files route talks to,
 * and the choice of the type a variant is sent in.
 */
import type { StoredFile } from '../queries/files.ts';

/** The raster types a variant can be made from, and made in. */
export type VariantType = 'image/avif' | 'image/webp' | 'image/png' | 'image/jpeg';

const RESIZABLE_TYPES: ReadonlySet<string> = new Set<VariantType>(['image/avif', 'image/webp', 'image/png', 'image/jpeg']);

/** Makes (and keeps) narrower variants of raster pictures. */
export interface ImageVariants {
  /**
   * `picture` at most `width` pixels wide (never wider than it is) in `type`. Null when it cannot be made from
   * these bytes (corrupt, more pixels than the decoder's limit, not what their type says): the caller sends the
   * original. Never throws for what the bytes hold.
   */
  variantOf(picture: StoredFile, width: number, type: VariantType): Promise<StoredFile | null>;
}

/** Whether a picture of this media type gets variants: the rasters above; SVG, GIF and the rest are sent as they are. */
export function hasVariants(mediaType: string): mediaType is VariantType {
  return RESIZABLE_TYPES.has(mediaType);
}

/** The weight (q) the Accept header gives exactly `mediaType`; 0 when it is not listed or refused. */
function acceptWeight(accept: string, mediaType: string): number {
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== mediaType) {
      continue;
    }
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(weight) ? weight : 0;
  }
  return 0;
}

/**
 * The type a variant is sent in: AVIF when the request's Accept names it, else WebP when it names that, else the
 * picture's own type. Only types named outright count: `image/*` is what every browser sends, AVIF-capable or not.
 */
export function variantTypeFor(accept: string | undefined, originalType: VariantType): VariantType {
  for (const modern of ['image/avif', 'image/webp'] as const) {
    if (accept !== undefined && acceptWeight(accept, modern) > 0) {
      return modern;
    }
  }
  return originalType;
}
