import { describe, expect, it } from 'vitest';
import { toOfflineCard } from '../../../../core/domain/showcase/offlineCard.ts';
import { excerptOf } from '../../../../ui/screens/NewsScreen.tsx';
import { feedbackCount, formatIsoDate, formatRating } from '../../../../ui/screens/parts/format.ts';
import { formatDistance, nearestOutlets } from '../../../../ui/screens/parts/NearbyCard.tsx';
import { actionSizes } from '../../../../ui/screens/parts/Offers.tsx';
import { outlet } from '../fixtures.ts';

describe('actionSizes: base and pro of an action', () => {
  it('prints paymentSize and paymentSizePro as percents', () => {
    expect(actionSizes({ paymentSize: 0.05, paymentSizePro: 0.12 })).toEqual({ base: '5%', pro: '12%' });
  });

  it('a missing pro size is the core pro ratio of the base size', () => {
    expect(actionSizes({ paymentSize: 0.05, paymentSizePro: null })).toEqual({ base: '5%', pro: '10%' });
  });

  it('an action without a usable base size is unknown as a whole, as the card counts it (docs/cashback.md)', () => {
    expect(actionSizes({ paymentSize: null, paymentSizePro: 0.08 })).toEqual({ base: null, pro: null });
    expect(actionSizes({ paymentSize: Number.NaN, paymentSizePro: null })).toEqual({ base: null, pro: null });
    expect(actionSizes({ paymentSize: -0.1, paymentSizePro: null })).toEqual({ base: null, pro: null });
  });
});

describe('Russian wording', () => {
  it('ratings have one decimal with a comma', () => {
    expect([4.5, 4, 3.456].map(formatRating)).toEqual(['4,5', '4,0', '3,5']);
  });

  it('feedback counts take the right plural', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 0].map(feedbackCount)).toEqual(['1 отзыв', '2 отзыва', '5 отзывов', '11 отзывов', '21 отзыв', '22 отзыва', '25 отзывов', '0 отзывов']);
  });

  it('a calendar date is that day whatever the time zone; other text stays as it is', () => {
    expect(formatIsoDate('2025-03-05')).toBe('5 марта 2025 г.');
    expect(formatIsoDate('вчера')).toBe('вчера');
  });

  it('distances are metres under a kilometre, else kilometres with a comma', () => {
    expect([3, 347, 999, 1000, 1250, 12_345].map(formatDistance)).toEqual(['10 м', '350 м', '1 км', '1 км', '1,3 км', '12,3 км']);
  });

  it('a news excerpt is cut at a word and marked with an ellipsis', () => {
    expect(excerptOf('Короткий  текст\nновости')).toBe('Короткий текст новости');
    expect(excerptOf('Первое второе третье четвёртое', 20)).toBe('Первое второе…');
  });
});

describe('nearestOutlets', () => {
  const at = { lat: 55.75, lon: 37.62 };
  const card = (id: number, lat: number | null, lon: number | null) =>
    toOfflineCard(outlet(id, `Точка ${id}`, { coordinatesLatitude: lat, coordinatesLongitude: lon }), { baseApi: '/api', favourites: new Set() });

  it('puts the nearest first and leaves out outlets without coordinates', () => {
    const cards = [card(1, 55.8, 37.62), card(2, 55.751, 37.62), card(3, null, null), card(4, 55.76, 37.62)];
    expect(nearestOutlets(cards, at).map((entry) => entry.card.id)).toEqual([2, 4, 1]);
  });

  it('lists at most the given number', () => {
    const cards = Array.from({ length: 9 }, (_, index) => card(index + 1, 55.75 + index / 1000, 37.62));
    expect(nearestOutlets(cards, at, 5).map((entry) => entry.card.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
