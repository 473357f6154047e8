import { describe, expect, it } from 'vitest';
import { ALL_CATEGORY_ID } from '../../../../core/domain/showcase/filter.ts';
import {
  favouriteCards,
  narrowShowcase,
  offlineCards,
  onlineCards,
  outletsOfBrand,
} from '../../../../core/domain/showcase/showcases.ts';
import { outlet, shop } from './records.ts';

const OPTIONS = { baseApi: '/api', favourites: new Set<number>() };

describe('offline showcase: listed outlets (§4) as cards, by position ascending with nulls last (§5)', () => {
  it('drops inactive and blocked outlets and lists each id once', () => {
    const records = [
      outlet(1, 'Первая'),
      outlet(2, 'Закрыта', { active: false }),
      outlet(3, 'Блок', { blockedSf: true }),
      outlet(1, 'Копия'),
    ];
    expect(offlineCards(records, OPTIONS).map((card) => card.name)).toEqual(['Первая']);
  });

  it('orders the cards by position, unpositioned ones last in the order they came', () => {
    const records = [
      outlet(1, 'Без позиции'),
      outlet(2, 'Вторая', { position: 2 }),
      outlet(3, 'Тоже без'),
      outlet(4, 'Первая', { position: 1 }),
    ];
    expect(offlineCards(records, OPTIONS).map((card) => card.id)).toEqual([4, 2, 1, 3]);
  });

  it('builds the showcase card of each outlet, favourites marked', () => {
    const [card] = offlineCards([outlet(7, 'Кофейня', { phone: '89991234567' })], {
      baseApi: '/api',
      favourites: new Set([7]),
    });
    expect(card).toMatchObject({ id: 7, phone: '+7 999 123-45-67', isFavorite: true });
  });
});

describe('online showcase: shops as cards in position order', () => {
  it('orders the cards by position, unpositioned ones last in the order they came', () => {
    const records = [shop(1, 'Без позиции'), shop(2, 'Второй', { position: 2 }), shop(3, 'Первый', { position: 1 })];
    expect(onlineCards(records, OPTIONS).map((card) => card.name)).toEqual(['Первый', 'Второй', 'Без позиции']);
  });
});

describe('narrowing a showcase: the active category (0 means all) and the search box', () => {
  const cards = offlineCards(
    [
      outlet(1, 'Кофейня «Ёлка»', { categoryId: 4 }),
      outlet(2, 'Книжный', { categoryId: 5 }),
      outlet(3, 'Кофе с собой', { categoryId: 5 }),
    ],
    OPTIONS,
  );

  it('category 0 keeps every card', () => {
    expect(narrowShowcase(cards, { category: ALL_CATEGORY_ID, query: '' }).map((card) => card.id)).toEqual([1, 2, 3]);
  });

  it('keeps the cards of the active category', () => {
    expect(narrowShowcase(cards, { category: 5, query: '' }).map((card) => card.id)).toEqual([2, 3]);
  });

  it('keeps the names that contain the search text, case-insensitively, within the category', () => {
    expect(narrowShowcase(cards, { category: ALL_CATEGORY_ID, query: 'КОФ' }).map((card) => card.id)).toEqual([1, 3]);
    expect(narrowShowcase(cards, { category: 5, query: 'кофе' }).map((card) => card.id)).toEqual([3]);
  });

  it('works the same on online shop cards', () => {
    const shops = onlineCards(
      [shop(1, 'Книги', { categoryId: 3 }), shop(2, 'Кино', { categoryId: 3 }), shop(3, 'Книжный', { categoryId: 2 })],
      OPTIONS,
    );
    expect(narrowShowcase(shops, { category: 3, query: 'кни' }).map((card) => card.id)).toEqual([1]);
  });
});

describe('the outlets of a brand and the favourites', () => {
  it('keeps the outlets of the brand', () => {
    const records = [outlet(1, 'А', { brandId: 9 }), outlet(2, 'Б', { brandId: 8 }), outlet(3, 'В', { brandId: 9 })];
    expect(outletsOfBrand(records, 9).map((record) => record.id)).toEqual([1, 3]);
  });

  it('keeps the cards the shopper marked as favourite, order kept', () => {
    const cards = offlineCards([outlet(1, 'А'), outlet(2, 'Б'), outlet(3, 'В')], {
      baseApi: '/api',
      favourites: new Set([3, 1]),
    });
    expect(favouriteCards(cards).map((card) => card.id)).toEqual([1, 3]);
  });
});
