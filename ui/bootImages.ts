/**
 * Missing content pictures fall back to the product logo (portal §1) from the first paint, before the app has
 * hydrated: the server's HTML cannot carry an inline `onerror` (the CSP allows no inline script), and
 * React's own handler exists only after hydration, so until then a failed picture showed the browser's
 * broken-image icon. The boot script (ui/boot.ts) runs this at once; ImageWithFallback takes over after.
 *
 * Self-contained like the boot script: it must not pull the app's modules into the boot chunk.
 */

/** The product logo; the same file as core PRODUCT_LOGO_PATH (a test holds the two equal). */
export const BOOT_LOGO_PATH = '/logo.svg';

/**
 * The map's tiles, Leaflet's and the server-rendered first view's (ui/map/LazyOutletMap.tsx): a failed tile
 * leaves the map's plain background, which the map itself reports once (issue 31), not a logo per tile.
 */
const MAP_TILE = '.leaflet-tile,.outlet-map__tile';

function showLogo(image: HTMLImageElement): void {
  if (image.dataset.fallback === 'true' || image.matches(MAP_TILE)) {
    // The logo itself failed (nothing better to show, and no loop), or a map tile did.
    return;
  }
  image.dataset.fallback = 'true';
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = BOOT_LOGO_PATH;
}

/** An image the browser finished with and could not draw. */
function hasFailed(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && (image.currentSrc || image.src) !== '';
}

/**
 * Swaps every picture that already failed for the logo, and every one that fails from now on: error events
 * do not bubble, so one listener in the capture phase sees them all.
 */
export function fallBackToLogo(doc: Document): void {
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) {
        showLogo(event.target);
      }
    },
    true,
  );
  for (const image of Array.from(doc.images)) {
    if (hasFailed(image)) {
      showLogo(image);
    }
  }
}
