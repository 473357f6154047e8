import { useState } from 'react';
import { imageUrlOrFallback, PRODUCT_LOGO_PATH } from '../../core/domain/fileUrls.ts';

/** An image that shows the product logo when its own is missing or fails to load (portal §1). */
export function ImageWithFallback(props: { src: string | null | undefined; alt: string; className?: string; width?: number; height?: number }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? PRODUCT_LOGO_PATH : imageUrlOrFallback(props.src);
  return (
    <img
      src={src}
      alt={props.alt}
      className={props.className}
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
