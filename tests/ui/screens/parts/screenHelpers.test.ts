import { describe, expect, it } from 'vitest';
import { feedbackCount, formatIsoDate, formatRating } from '../../../../ui/screens/parts/format.ts';
import { actionSizes } from '../../../../ui/screens/parts/Offers.tsx';

describe('actionSizes: base and pro of an action', () => {
  it('prints paymentSize and paymentSizePro as percents', () => {
    expect(actionSizes({ paymentSize: 0.05, paymentSizePro: 0.12 })).toEqual({ base: '5%', pro: '12%' });
  });

  it('a missing pro size is the core pro ratio of the base size', () => {
    expect(actionSizes({ paymentSize: 0.05, paymentSizePro: null })).toEqual({ base: '5%', pro: '10%' });
  });

  it('an action without a usable base size shows the default max cashback, 1 % and its PRO 2 % (§5, §9), as the card does', () => {
    expect(actionSizes({ paymentSize: null, paymentSizePro: 0.08 })).toEqual({ base: '1%', pro: '2%' });
    expect(actionSizes({ paymentSize: Number.NaN, paymentSizePro: null })).toEqual({ base: '1%', pro: '2%' });
    expect(actionSizes({ paymentSize: -0.1, paymentSizePro: null })).toEqual({ base: '1%', pro: '2%' });
  });
});

describe('Russian wording', () => {
  it('ratings have one decimal with a comma', () => {
    expect([4.5, 4, 3.456].map(formatRating)).toEqual(['4,5', '4,0', '3,5']);
  });

  it('feedback counts take the right plural', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 0].map(feedbackCount)).toEqual([
      '1 отзыв',
      '2 отзыва',
      '5 отзывов',
      '11 отзывов',
      '21 отзыв',
      '22 отзыва',
      '25 отзывов',
      '0 отзывов',
    ]);
  });

  it('a calendar date is that day whatever the time zone; other text stays as it is', () => {
    expect(formatIsoDate('2025-03-05')).toBe('5 марта 2025 г.');
    expect(formatIsoDate('вчера')).toBe('вчера');
  });
});
