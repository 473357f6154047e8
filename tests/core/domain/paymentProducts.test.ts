import { describe, expect, it } from 'vitest';
import { acceptedProducts, PAYMENT_PRODUCTS } from '../../../core/domain/paymentProducts.ts';

describe('payment products: {product}Accepts and {product}Rate (portal §3)', () => {
  it('names the products the portal knows', () => {
    expect(PAYMENT_PRODUCTS.map((product) => product.id)).toEqual(['points', 'sbp', 'card']);
  });

  it('lists what an outlet accepts, in the products’ order, with the share of the bill each may pay', () => {
    const record = {
      cardAccepts: true,
      cardRate: null,
      pointsAccepts: true,
      pointsRate: 0.3,
      sbpAccepts: false,
      sbpRate: 0.5,
    };
    expect(acceptedProducts(record)).toEqual([
      { id: 'points', label: 'Баллы «Рядом»', rate: 0.3, text: 'Баллы «Рядом» — до 30 % чека' },
      { id: 'card', label: 'Банковская карта', rate: null, text: 'Банковская карта' },
    ]);
  });

  it('reads a missing field as not accepted, and ignores a rate that is not a share of the bill', () => {
    expect(acceptedProducts({})).toEqual([]);
    expect(acceptedProducts({ pointsAccepts: true, pointsRate: 1.5 })).toEqual([
      { id: 'points', label: 'Баллы «Рядом»', rate: null, text: 'Баллы «Рядом»' },
    ]);
    expect(acceptedProducts({ sbpAccepts: true, sbpRate: Number.NaN })).toEqual([
      { id: 'sbp', label: 'СБП', rate: null, text: 'СБП' },
    ]);
  });
});
