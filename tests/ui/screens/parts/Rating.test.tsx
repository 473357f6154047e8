// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Rating } from '../../../../ui/screens/parts/Rating.tsx';

afterEach(cleanup);

function starsOf(container: HTMLElement): { full: string; half: number; empty: string } {
  const stars = container.querySelector('.rating__stars')!;
  const own = [...stars.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('');
  return {
    full: own,
    half: stars.querySelectorAll('.rating__half').length,
    empty: stars.querySelector('.rating__empty')?.textContent ?? '',
  };
}

describe('the rating line of the brand and outlet screens', () => {
  it('a 4.5 rating shows four and a half stars beside «Рейтинг 4,5 из 5»', () => {
    const { container } = render(<Rating average={4.5} count={3} />);
    expect(starsOf(container)).toEqual({ full: '★★★★', half: 1, empty: '' });
    expect(container.textContent).toContain('Рейтинг 4,5 из 5 · 3 отзыва');
  });

  it('a 4.2 rating shows four stars and one empty', () => {
    const { container } = render(<Rating average={4.2} count={0} />);
    expect(starsOf(container)).toEqual({ full: '★★★★', half: 0, empty: '★' });
  });
});
