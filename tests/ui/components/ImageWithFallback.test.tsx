// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fileVariantSrcSet } from '../../../core/domain/fileUrls.ts';
import { ImageWithFallback } from '../../../ui/components/ImageWithFallback.tsx';

afterEach(cleanup);

const BANNER = '/api/upload/files/proxy/7';

function imageOf(container: HTMLElement): HTMLImageElement {
  return container.querySelector('img')!;
}

describe('A picture through the file proxy offers its narrower variants, so a phone downloads a small one', () => {
  it('lists the variants in srcset with sizes as wide as the screen up to its display width', () => {
    const { container } = render(<ImageWithFallback src={BANNER} alt="Баннер" width={1200} height={400} />);
    const image = imageOf(container);
    expect(image.getAttribute('srcset')).toBe(fileVariantSrcSet(BANNER, 1200));
    expect(image.getAttribute('srcset')).toContain(`${BANNER}?w=320 320w`);
    expect(image.getAttribute('sizes')).toBe('(max-width: 1200px) 100vw, 1200px');
    expect(image.getAttribute('src')).toBe(BANNER);
  });

  it('takes the sizes its caller knows from the layout', () => {
    const { container } = render(
      <ImageWithFallback src={BANNER} alt="" width={1200} height={400} sizes="(min-width: 1440px) 1320px, 100vw" />,
    );
    expect(imageOf(container).getAttribute('sizes')).toBe('(min-width: 1440px) 1320px, 100vw');
  });

  it.each([
    ['a shop’s generated initials', '/api/files/proxy/5'],
    ['an outside picture', 'https://elsewhere.example/a.png'],
    ['a missing picture (the product logo)', null],
  ])('offers no variants for %s', (_what, src) => {
    const { container } = render(<ImageWithFallback src={src} alt="" width={64} height={64} />);
    expect(imageOf(container).hasAttribute('srcset')).toBe(false);
    expect(imageOf(container).hasAttribute('sizes')).toBe(false);
  });

  it('offers no variants without a display width', () => {
    const { container } = render(<ImageWithFallback src={BANNER} alt="" />);
    expect(imageOf(container).hasAttribute('srcset')).toBe(false);
  });

  it('drops the variants with the picture when it fails to load, showing the product logo', () => {
    const { container } = render(<ImageWithFallback src={BANNER} alt="" width={320} height={200} />);
    fireEvent.error(imageOf(container));
    expect(imageOf(container).getAttribute('src')).toBe('/logo.svg');
    expect(imageOf(container).hasAttribute('srcset')).toBe(false);
    expect(imageOf(container).hasAttribute('sizes')).toBe(false);
  });

  it('hydrates the server-rendered picture without a mismatch', async () => {
    const picture = (
      <ImageWithFallback
        src={BANNER}
        alt="Баннер"
        width={1200}
        height={400}
        loading="eager"
        fetchPriority="high"
        sizes="100vw"
      />
    );
    const html = renderToString(picture);
    // React preloads the page's high-priority picture with the same candidates, so the browser fetches the right one early.
    expect(html).toMatch(/<link rel="preload" as="image"[^>]* imageSrcSet="[^"]+\?w=320 320w/);
    expect(html).toContain('imageSizes="100vw"');
    expect(html).toMatch(/<img[^>]* srcSet="[^"]+\?w=320 320w/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, picture, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(imageOf(container).getAttribute('srcset')).toBe(fileVariantSrcSet(BANNER, 1200));
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
