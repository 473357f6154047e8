import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_CASHBACK } from '../../../../core/domain/cashback.ts';
import { PRODUCT_LOGO_PATH } from '../../../../core/domain/fileUrls.ts';
import { toOfflineCard, visibleOfflineCards } from '../../../../core/domain/showcase/offlineCard.ts';
import type { SalesUnitRecord } from '../../../../core/model/index.ts';
import { outlet as record } from './records.ts';

const BASE_API = 'https://api.example.test';

/** A listed outlet with every field set, so the card's reading of each one shows. */
function outlet(overrides: Partial<SalesUnitRecord> = {}): SalesUnitRecord {
  return record(5, 'Кофейня «Ёлка»', {
    brandId: 2,
    keywords: 'кофе',
    phone: '89991234567',
    email: 'cafe@example.test',
    website: 'cafe.example.test',
    telegram: '@cafe',
    twoGis: 'https://2gis.example.test/cafe',
    yandexMaps: 'https://maps.example.test/cafe',
    vk: 'https://vk.example.test/cafe',
    mainOffer: 'Кофе с собой',
    description: 'Кофе и выпечка',
    address: 'ул. Ленина, 1',
    coordinatesLatitude: 55.75,
    coordinatesLongitude: 37.61,
    categoryId: 4,
    cityCodeId: 7,
    organizationId: 11,
    averageRating: 4.5,
    feedbacks: 12,
    ...overrides,
  });
}

const card = (overrides: Partial<SalesUnitRecord> = {}, favourites: number[] = []) =>
  toOfflineCard(outlet(overrides), { baseApi: BASE_API, favourites: new Set(favourites) });

describe('offline outlet card (§3)', () => {
  it('carries the outlet fields', () => {
    expect(card({ position: 2 })).toMatchObject({
      id: 5,
      name: 'Кофейня «Ёлка»',
      keywords: 'кофе',
      email: 'cafe@example.test',
      telegram: '@cafe',
      twoGis: 'https://2gis.example.test/cafe',
      yandexMaps: 'https://maps.example.test/cafe',
      vk: 'https://vk.example.test/cafe',
      mainOffer: 'Кофе с собой',
      description: 'Кофе и выпечка',
      address: 'ул. Ленина, 1',
      coordinatesLatitude: 55.75,
      coordinatesLongitude: 37.61,
      categoryId: 4,
      cityCodeId: 7,
      organizationId: 11,
      averageRating: 4.5,
      feedbacks: 12,
      blocked: false,
      blockedSf: false,
      active: true,
      position: 2,
    });
  });

  it('formats the phone like +7 999 999-99-99, a domestic 8… number included', () => {
    expect(card({ phone: '89991234567' }).phone).toBe('+7 999 123-45-67');
    expect(card({ phone: '79991234567' }).phone).toBe('+7 999 123-45-67');
    expect(card({ phone: '+7 (999) 123-45-67' }).phone).toBe('+7 999 123-45-67');
    expect(card({ phone: '123' }).phone).toBe('123');
    expect(card({ phone: null }).phone).toBeNull();
    expect(card({ phone: '  ' }).phone).toBeNull();
  });

  it('baseCash is the stored maximumCashback and proCash twice it', () => {
    expect(card({ maximumCashback: 0.05 })).toMatchObject({ baseCash: 0.05, proCash: 0.1, maximumCashback: 0.05 });
  });

  it('a missing or non-numeric maximumCashback uses the default', () => {
    for (const stored of [null, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(card({ maximumCashback: stored })).toMatchObject({
        baseCash: DEFAULT_MAX_CASHBACK,
        proCash: DEFAULT_MAX_CASHBACK * 2,
        maximumCashback: DEFAULT_MAX_CASHBACK,
      });
    }
  });

  it('sorts photos by priority and takes the background from files with the bg flag', () => {
    const result = card({
      files: [
        { bg: false, fileId: 30, priority: 3 },
        { bg: true, fileId: 91, priority: 2 },
        { bg: false, fileId: 10, priority: 1 },
        { bg: true, fileId: 90, priority: 1 },
        { bg: false, fileId: 20, priority: 3 },
      ],
    });
    expect(result.salesUnitPhotoFiles).toEqual([
      { id: 10, priority: 1 },
      { id: 30, priority: 3 },
      { id: 20, priority: 3 },
    ]);
    expect(result.salesUnitBgFiles).toEqual([
      { id: 90, priority: 1 },
      { id: 91, priority: 2 },
    ]);
    expect(result.images).toEqual([10, 30, 20].map((id) => `${BASE_API}/upload/files/proxy/${id}`));
    expect(result).toMatchObject({
      bgId: 90,
      bgPhoto: `${BASE_API}/upload/files/proxy/90`,
      logoId: 10,
      logo: `${BASE_API}/upload/files/proxy/10`,
    });
  });

  it('missing images fall back to the product logo', () => {
    const result = card({ files: [] });
    expect(result).toMatchObject({
      bgId: null,
      logoId: null,
      bgPhoto: PRODUCT_LOGO_PATH,
      logo: PRODUCT_LOGO_PATH,
      images: [],
    });
  });

  it('adds https:// to a website without a scheme', () => {
    expect(card({ website: 'cafe.example.test' }).website).toBe('https://cafe.example.test');
    expect(card({ website: 'http://cafe.example.test' }).website).toBe('http://cafe.example.test');
    expect(card({ website: '' }).website).toBeNull();
  });

  it('isFavorite says whether the outlet is among the favourites', () => {
    expect(card({}, [5]).isFavorite).toBe(true);
    expect(card({}, [6]).isFavorite).toBe(false);
  });
});

describe('offline card visibility (§4)', () => {
  it('lists an active card that is blocked in neither flag', () => {
    expect(visibleOfflineCards([outlet()]).map((r) => r.id)).toEqual([5]);
  });

  it.each([
    ['blocked', { blocked: true }],
    ['blockedSf', { blockedSf: true }],
    ['both blocked flags', { blocked: true, blockedSf: true }],
    ['inactive', { active: false }],
    ['inactive and unblocked by nothing', { active: false, blocked: true, blockedSf: true }],
  ])('drops a card that is %s', (_label, flags) => {
    expect(visibleOfflineCards([outlet(flags)])).toEqual([]);
  });

  it('never lists the same id twice: the first listable occurrence wins, order kept', () => {
    const records = [
      outlet({ id: 1, name: 'first' }),
      outlet({ id: 2, blocked: true, blockedSf: true }),
      outlet({ id: 3 }),
      outlet({ id: 1, name: 'second' }),
      outlet({ id: 2, name: 'later unblocked copy' }),
    ];
    const visible = visibleOfflineCards(records);
    expect(visible.map((r) => [r.id, r.name])).toEqual([
      [1, 'first'],
      [3, 'Кофейня «Ёлка»'],
      [2, 'later unblocked copy'],
    ]);
  });

  it('property: never yields a blocked or inactive card or a duplicate id, and keeps every listable id in order', () => {
    const record = fc
      .record({
        id: fc.integer({ min: 1, max: 8 }),
        blocked: fc.boolean(),
        blockedSf: fc.boolean(),
        active: fc.boolean(),
      })
      .map((flags) => outlet(flags));
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), (records) => {
        const visible = visibleOfflineCards(records);
        for (const r of visible) {
          expect(r.active && !r.blocked && !r.blockedSf).toBe(true);
        }
        const ids = visible.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
        const expectedIds = [
          ...new Set(records.filter((r) => r.active && !r.blocked && !r.blockedSf).map((r) => r.id)),
        ];
        expect(ids).toEqual(expectedIds);
        for (const r of visible) {
          expect(records).toContain(r);
        }
      }),
    );
  });

  it('does not change its input', () => {
    const records = [outlet({ id: 1 }), outlet({ id: 1 }), outlet({ id: 2, active: false })];
    const copy = records.slice();
    visibleOfflineCards(records);
    expect(records).toEqual(copy);
  });
});
