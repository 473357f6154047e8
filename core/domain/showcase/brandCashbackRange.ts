/** The spread of a brand's cashback over its outlets in a city, for a brand page's header (issue 31 §6). */
import type { SalesUnitRecord } from '../../model/index.ts';

/** The lowest and the highest stored outlet figure (fractions); equal when every outlet pays the same. */
export interface CashbackRange {
  lowest: number;
  highest: number;
}

/**
 * The range of the usable stored figures of the brand's outlets listed in the shopper's city; null when none
 * has one (the header then keeps the brand's single figure). Its `highest` is `brandCashbackInCity`'s figure.
 */
export function brandCashbackRange(
  cityOutlets: readonly Pick<SalesUnitRecord, 'maximumCashback'>[],
): CashbackRange | null {
  let range: CashbackRange | null = null;
  for (const { maximumCashback: figure } of cityOutlets) {
    if (figure === null || !Number.isFinite(figure) || figure < 0) {
      continue;
    }
    range =
      range === null
        ? { lowest: figure, highest: figure }
        : { lowest: Math.min(range.lowest, figure), highest: Math.max(range.highest, figure) };
  }
  return range;
}
