import { useState } from 'react';
import { imageUrlOrFallback, PRODUCT_LOGO_PATH } from '../../core/domain/fileUrls.ts';

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
}

/**
 * An image that shows the product logo when its own is missing or fails to load (portal §1).
 * A new `src` gets its own chance to load; the logo itself never triggers another swap.
 */
export function ImageWithFallback({ src, alt, className, width, height, loading = 'lazy', fetchPriority = 'auto' }: ImageWithFallbackProps) {
  const wanted = imageUrlOrFallback(src);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? PRODUCT_LOGO_PATH : wanted;
  return (
    <img
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
