import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoMark } from '../../../ui/components/LogoMark.tsx';

/** The drawing inside an <svg> element: its shapes as markup, empty elements written self-closed as in the file. */
function shapesOf(svg: string): string {
  return svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/><\/(rect|circle)>/g, '/>')
    .trim();
}

describe('the portal’s mark', () => {
  it('drawn in the page is the same drawing as the favicon file', () => {
    const favicon = readFileSync(new URL('../../../public/logo.svg', import.meta.url), 'utf8');
    expect(shapesOf(renderToStaticMarkup(<LogoMark />))).toBe(shapesOf(favicon.trim()));
  });

  it('is decoration beside the name: hidden from assistive technology', () => {
    expect(renderToStaticMarkup(<LogoMark />)).toMatch(/^<svg[^>]*aria-hidden="true"/);
  });
});
