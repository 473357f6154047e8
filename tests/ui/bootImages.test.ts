// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_LOGO_PATH } from '../../core/domain/fileUrls.ts';
import { BOOT_LOGO_PATH, fallBackToLogo } from '../../ui/bootImages.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function picture(src: string): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('srcset', `${src}?w=160 160w`);
  image.setAttribute('sizes', '64px');
  image.src = src;
  document.body.append(image);
  return image;
}

describe('missing pictures show the logo before the app hydrates (portal §1; issue 19)', () => {
  it('is the same logo file the app falls back to', () => {
    expect(BOOT_LOGO_PATH).toBe(PRODUCT_LOGO_PATH);
  });

  it('a picture that fails after the boot script ran is swapped for the logo, without its variants', () => {
    fallBackToLogo(document);
    const image = picture('/api/upload/files/proxy/404');
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/logo.svg');
    expect(image.dataset.fallback).toBe('true');
    expect(image.hasAttribute('srcset')).toBe(false);
  });

  it('a picture that had already failed when the boot script ran is swapped too', () => {
    const image = picture('/api/upload/files/proxy/405');
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'naturalWidth', { value: 0 });
    fallBackToLogo(document);
    expect(image.getAttribute('src')).toBe('/logo.svg');
  });

  it('a failing logo is left alone: no loop', () => {
    fallBackToLogo(document);
    const image = picture('/logo.svg');
    image.dataset.fallback = 'true';
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/logo.svg');
    expect(image.getAttribute('srcset')).toBe('/logo.svg?w=160 160w');
  });

  // Issue 31 §1: with the tile host unreachable the map turned into a wall of logos stretched to 256 px.
  it.each(['leaflet-tile', 'outlet-map__tile'])(
    'a failed map tile (%s) is left as it is, not swapped for the logo',
    (className) => {
      fallBackToLogo(document);
      const tile = picture('http://127.0.0.1:9/12/2475/1284.png');
      tile.className = className;
      tile.dispatchEvent(new Event('error'));
      expect(tile.getAttribute('src')).toBe('http://127.0.0.1:9/12/2475/1284.png');
      expect(tile.dataset.fallback).toBeUndefined();
    },
  );

  it('a map tile that had already failed when the boot script ran is left as it is too', () => {
    const tile = picture('http://127.0.0.1:9/12/2475/1285.png');
    tile.className = 'outlet-map__tile';
    Object.defineProperty(tile, 'complete', { value: true });
    Object.defineProperty(tile, 'naturalWidth', { value: 0 });
    fallBackToLogo(document);
    expect(tile.getAttribute('src')).toBe('http://127.0.0.1:9/12/2475/1285.png');
  });
});
