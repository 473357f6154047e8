/**
 * Narrower variants of stored raster pictures for the file proxy (`?w=`): the port the files route talks to.
 * The type a variant is sent in is negotiated in server/http/negotiation.ts (acceptedPictureType).
 */
import type { StoredFile } from '../queries/files.ts';

/** The raster types a variant can be made from, and made in. */
export type VariantType = 'image/avif' | 'image/webp' | 'image/png' | 'image/jpeg';

const RESIZABLE_TYPES: ReadonlySet<string> = new Set<VariantType>([
  'image/avif',
  'image/webp',
  'image/png',
  'image/jpeg',
]);

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
