/** Cashback as every card and header prints it, from the core figures (docs/cashback.md). */
import { formatPercent, type CashbackFigures } from '../../../core/domain/cashback.ts';

/** What is printed when no offer states a size: the §5 default is arithmetic, not an offer. */
export const UNKNOWN_CASHBACK = 'размер уточняйте у партнёра';

/** The base figure as a card prints it ('5%'), or null when unknown. */
export function basePercent(figures: CashbackFigures): string | null {
  return figures.known ? formatPercent(figures.base) : null;
}

/** The PRO figure ('10%'), or null when unknown. */
export function proPercent(figures: CashbackFigures): string | null {
  return figures.known ? formatPercent(figures.pro) : null;
}

/** «Кэшбэк 5% · PRO 10%» in a detail header, or that the size is to be asked. */
export function CashbackLine({ figures }: { figures: CashbackFigures }) {
  if (!figures.known) {
    return <p className="detail__cashback">Кэшбэк: {UNKNOWN_CASHBACK}</p>;
  }
  return (
    <p className="detail__cashback">
      Кэшбэк {formatPercent(figures.base)} <span className="detail__pro">· PRO {formatPercent(figures.pro)}</span>
    </p>
  );
}
