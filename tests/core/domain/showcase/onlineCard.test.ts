import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_CASHBACK } from '../../../../core/domain/cashback.ts';
import { normalizeWebsite, preferSf, shopLink, toOnlineCard } from '../../../../core/domain/showcase/onlineCard.ts';
import type { OnlineShopRecord } from '../../../../core/model/index.ts';
import { shop as record } from './records.ts';

const BASE_API = 'https://api.example.test';

/** A shop with every plain field set, so the card's reading of each one shows. */
function shop(overrides: Partial<OnlineShopRecord> = {}): OnlineShopRecord {
  return record(42, 'Книжный', {
    keywords: 'книги',
    phone: '+7 999 123-45-67',
    email: 'shop@example.test',
    website: 'books.example.test',
    adUrl: 'https://ad.example.test',
    telegram: '@books',
    description: 'Книги и журналы',
    categoryId: 3,
    cityCodeId: 7,
    ...overrides,
  });
}

const card = (overrides: Partial<OnlineShopRecord> = {}, favourites: number[] = []) =>
  toOnlineCard(shop(overrides), { baseApi: BASE_API, favourites: new Set(favourites) });

describe('online shop card (§3)', () => {
  it('takes its id from shopId and carries the plain fields', () => {
    const result = card({ position: 3, doublecardSf: true, frontActionSf: 'x2', frontPromoSf: 'promo' });
    expect(result).toMatchObject({
      id: 42,
      shopId: 42,
      name: 'Книжный',
      keywords: 'книги',
      phone: '+7 999 123-45-67',
      email: 'shop@example.test',
      adUrl: 'https://ad.example.test',
      telegram: '@books',
      description: 'Книги и журналы',
      doublecardSf: true,
      frontActionSf: 'x2',
      frontPromoSf: 'promo',
      categoryId: 3,
      cityCodeId: 7,
      countryCodeId: 1,
      position: 3,
    });
  });

  it('Sf fields override the plain ones when non-empty', () => {
    const result = card({
      nameSf: 'Книжный мир',
      keywordsSf: 'журналы',
      websiteSf: 'https://sf.example.test',
      adUrlSf: 'https://ad-sf.example.test',
      descriptionSf: 'Только книги',
      categorySf: 9,
    });
    expect(result).toMatchObject({
      name: 'Книжный мир',
      keywords: 'журналы',
      website: 'https://sf.example.test',
      adUrl: 'https://ad-sf.example.test',
      description: 'Только книги',
      categoryId: 9,
    });
  });

  it.each([
    ['an empty string', ''],
    ['whitespace', '  \t '],
    ['null', null],
  ])('an Sf field holding %s does not override', (_label, empty) => {
    const result = card({
      nameSf: empty,
      keywordsSf: empty,
      websiteSf: empty,
      adUrlSf: empty,
      descriptionSf: empty,
    });
    expect(result).toMatchObject({
      name: 'Книжный',
      keywords: 'книги',
      website: 'https://books.example.test',
      adUrl: 'https://ad.example.test',
      description: 'Книги и журналы',
    });
  });

  it('an Sf override keeps a plain field that is null when the Sf one is blank', () => {
    expect(preferSf(null, ' ')).toBeNull();
    expect(preferSf(null, 'x')).toBe('x');
  });

  it('categoryId defaults to -1', () => {
    expect(card({ categoryId: null, categorySf: null }).categoryId).toBe(-1);
    expect(card({ categoryId: null, categorySf: 5 }).categoryId).toBe(5);
    expect(card({ categoryId: 0 }).categoryId).toBe(0);
  });

  it('maxCash is half of the stored value, proCash the full value, baseCash the base figure', () => {
    const result = card({ maximumCashback: 0.1 });
    expect(result).toMatchObject({ maxCash: 0.05, proCash: 0.1, baseCash: 0.05, maximumCashback: 0.1 });
  });

  it('a missing stored cashback uses the default as maxCash (§3) and prints as unknown', () => {
    const result = card({ maximumCashback: null });
    expect(result).toMatchObject({
      maxCash: DEFAULT_MAX_CASHBACK,
      proCash: DEFAULT_MAX_CASHBACK * 2,
      maximumCashback: DEFAULT_MAX_CASHBACK,
      cashback: { known: false },
    });
  });

  it('the logo comes from the logo file when there is one, else from /files/proxy/{shopId}', () => {
    expect(card({ logoFileId: 900 }).logo).toBe(`${BASE_API}/upload/files/proxy/900`);
    expect(card({ logoFileId: null }).logo).toBe(`${BASE_API}/files/proxy/42`);
    expect(card({ logoFileId: 900, logoPath: 'a/b.png' })).toMatchObject({ logoFileId: 900, logoPath: 'a/b.png' });
  });

  it('isFavorite says whether the shop is among the favourites', () => {
    expect(card({}, [42]).isFavorite).toBe(true);
    expect(card({}, [41, 43]).isFavorite).toBe(false);
  });
});

describe('website: https:// is added if missing (§3)', () => {
  it.each([
    ['books.example.test', 'https://books.example.test'],
    ['  books.example.test  ', 'https://books.example.test'],
    ['http://books.example.test', 'http://books.example.test'],
    ['https://books.example.test/path?q=1', 'https://books.example.test/path?q=1'],
    ['HTTPS://Books.example.test', 'HTTPS://Books.example.test'],
    ['//books.example.test', 'https://books.example.test'],
    ['javascript:alert(1)', 'https://javascript:alert(1)'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });
});

describe('the way to the shop', () => {
  it('is the tracked ad link when the shop has one, https:// added if missing', () => {
    expect(shopLink(card({ adUrl: 'ad.example.test/track' }))).toBe('https://ad.example.test/track');
  });

  it('is the website without an ad link, and nothing without either', () => {
    expect(shopLink(card({ adUrl: null }))).toBe('https://books.example.test');
    expect(shopLink(card({ adUrl: ' ', website: null }))).toBeNull();
  });
});
