/**
 * The payment products an outlet or brand may accept (portal §3 {product}Accepts, {product}Rate).
 * The spec names the pattern, not the products; the portal's are listed here (docs/decisions.md).
 */
import type { PaymentProductFields } from '../model/index.ts';
import { cashbackPercent } from './cashback.ts';

export type PaymentProductId = 'points' | 'sbp' | 'card';

/** The products in the order the portal lists them. */
export const PAYMENT_PRODUCTS: readonly { id: PaymentProductId; label: string }[] = [
  { id: 'points', label: 'Баллы «Рядом»' },
  { id: 'sbp', label: 'СБП' },
  { id: 'card', label: 'Банковская карта' },
];

/** One accepted product as the portal shows it. */
export interface AcceptedProduct {
  id: PaymentProductId;
  label: string;
  /** The largest share of a bill it may pay (0 < rate < 1); null when there is no limit. */
  rate: number | null;
  /** «Баллы «Рядом» — до 30 % чека», or the label alone without a limit. */
  text: string;
}

/** A rate is a share of the bill below the whole of it; anything else means no limit. */
function usableRate(rate: number | null | undefined): number | null {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 && rate < 1 ? rate : null;
}

/** A record that accepts none of the products (fixtures, and back ends that do not know them). */
export const NO_PAYMENT_PRODUCTS: PaymentProductFields = {
  pointsAccepts: false,
  pointsRate: null,
  sbpAccepts: false,
  sbpRate: null,
  cardAccepts: false,
  cardRate: null,
};

/** The products the record accepts, in PAYMENT_PRODUCTS order; a missing Accepts field (an older answer) is a no. */
export function acceptedProducts(record: Partial<PaymentProductFields>): AcceptedProduct[] {
  return PAYMENT_PRODUCTS.filter((product) => record[`${product.id}Accepts`] === true).map((product) => {
    const rate = usableRate(record[`${product.id}Rate`]);
    const text = rate === null ? product.label : `${product.label} — до ${cashbackPercent(rate)} % чека`;
    return { id: product.id, label: product.label, rate, text };
  });
}
