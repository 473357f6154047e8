import { describe, expect, it } from 'vitest';
import { brandCashbackInCity, toBrandCard } from '../../../../core/domain/showcase/brandCard.ts';
import { outlet } from './records.ts';
import type { Brand } from '../../../../core/model/index.ts';
import { NO_PAYMENT_PRODUCTS } from '../../../../core/domain/paymentProducts.ts';

const brand: Brand = {
  id: 3,
  name: 'Тёплый очаг',
  description: null,
  blocked: false,
  active: true,
  logoId: 10,
  bgId: 11,
  mainOffer: null,
  positionSf: null,
  cityCodeId: 1,
  totalScore: null,
  totalFeedbacks: 0,
  adresses: [],
  salesUnits: [],
  brandSalesUnitCategories: [],
  showroomCardType: null,
  showroomBadgeType: null,
  maximumCashback: 0.05,
  files: [
    { bg: true, fileId: 11, priority: 0 },
    { bg: false, fileId: 13, priority: 2 },
    { bg: false, fileId: 12, priority: 1 },
  ],
  ...NO_PAYMENT_PRODUCTS,
  pointsAccepts: true,
  pointsRate: 0.5,
};

describe('showcase brand (portal §3): images and payment products', () => {
  it('images are the photo URLs (files without the bg flag) by priority', () => {
    expect(toBrandCard(brand, { baseApi: '/api' }).images).toEqual([
      '/api/upload/files/proxy/12',
      '/api/upload/files/proxy/13',
    ]);
  });

  it('lists the payment products the brand accepts', () => {
    expect(toBrandCard(brand, { baseApi: '/api' }).paymentProducts.map((product) => product.text)).toEqual([
      'Баллы «Рядом» — до 50 % чека',
    ]);
  });
});

describe('showcase brand (portal §3): logo and cashback', () => {
  it('the logo is the logo file through the proxy; none without a logo file', () => {
    expect(toBrandCard(brand, { baseApi: '/api' }).logo).toBe('/api/upload/files/proxy/10');
    expect(toBrandCard({ ...brand, logoId: null }, { baseApi: '/api' }).logo).toBeNull();
  });

  it('the cashback is the stored maximum; unknown when nothing usable is stored', () => {
    expect(toBrandCard(brand, { baseApi: '/api' }).cashback).toMatchObject({ known: true, base: 0.05 });
    expect(toBrandCard({ ...brand, maximumCashback: null }, { baseApi: '/api' }).cashback).toEqual({ known: false });
  });
});

describe("a brand's cashback in a city (one truth: never another city's figure)", () => {
  it('is the best figure among its outlets listed in the city, though the brand stores a higher one from elsewhere', () => {
    const moscow = [outlet(1, 'Зерно', { maximumCashback: 0.1 }), outlet(2, 'Зерно', { maximumCashback: 0.08 })];
    expect(brandCashbackInCity(0.11, moscow)).toBe(0.1);
    expect(
      toBrandCard({ ...brand, maximumCashback: 0.11 }, { baseApi: '/api', cityOutlets: moscow }).cashback,
    ).toMatchObject({ known: true, base: 0.1 });
  });

  it('skips outlets without a usable figure and is unknown when none has one', () => {
    expect(
      brandCashbackInCity(0.2, [outlet(1, 'А', { maximumCashback: null }), outlet(2, 'Б', { maximumCashback: 0.03 })]),
    ).toBe(0.03);
    expect(brandCashbackInCity(0.2, [outlet(1, 'А', { maximumCashback: null })])).toBeNull();
    expect(brandCashbackInCity(0.2, [outlet(1, 'А', { maximumCashback: Number.NaN })])).toBeNull();
  });

  it("falls back to the brand's stored figure where the city's outlets are not known (no city chosen)", () => {
    expect(brandCashbackInCity(0.2, null)).toBe(0.2);
    expect(toBrandCard(brand, { baseApi: '/api' }).cashback).toMatchObject({ known: true, base: 0.05 });
  });
});
