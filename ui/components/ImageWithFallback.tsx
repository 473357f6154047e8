import { useState } from 'react';
import {
  defaultImageSizes,
  fileVariantSrcSet,
  imageUrlOrFallback,
  PRODUCT_LOGO_PATH,
} from '../../core/domain/fileUrls.ts';

export interface ImageWithFallbackProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** 'eager' for the picture that is the first thing on screen (e.g. the first banner); lazy otherwise. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's largest first picture (its LCP), so the browser fetches it before the rest. */
  fetchPriority?: 'high' | 'auto';
  /**
   * How wide the picture is laid out, for choosing among its proxy variants (e.g. '(max-width: 992px) 100vw, 960px');
   * by default as wide as the screen up to `width`. Only a picture served by the file proxy has variants.
   */
  sizes?: string;
}

/**
 * An image that shows the product logo when its own is missing or fails to load (portal §1).
 * A new `src` gets its own chance to load; the logo itself never triggers another swap.
 * A picture served by the file proxy lists its narrower variants (srcset), so a phone downloads a small one;
 * they come from the props alone, so the server's HTML and the hydrated page agree.
 */
export function ImageWithFallback({
  src,
  alt,
  className,
  width,
  height,
  loading = 'lazy',
  fetchPriority = 'auto',
  sizes,
}: ImageWithFallbackProps) {
  const wanted = imageUrlOrFallback(src);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? PRODUCT_LOGO_PATH : wanted;
  const srcSet = fileVariantSrcSet(shown, width) ?? undefined;
  return (
    // sizes and srcset before src: a browser that creates the element this way never starts fetching the full picture.
    <img
      sizes={srcSet === undefined || width === undefined ? undefined : (sizes ?? defaultImageSizes(width))}
      srcSet={srcSet}
      src={shown}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority === 'high' ? 'high' : undefined}
      decoding={fetchPriority === 'high' ? 'sync' : 'async'}
      data-fallback={shown === PRODUCT_LOGO_PATH ? 'true' : undefined}
      onError={() => {
        if (shown !== PRODUCT_LOGO_PATH) {
          setFailed(wanted);
        }
      }}
    />
  );
}
