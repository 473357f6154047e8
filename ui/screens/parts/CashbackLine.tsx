/** Cashback as every card and header prints it, from the core figures (docs/cashback.md). */
import { formatPercent, shownCashback, type CashbackFigures } from '../../../core/domain/cashback.ts';

/** The base figure as a card prints it ('5%'); §9's default ('1%') where no offer states one. */
export function basePercent(figures: CashbackFigures): string {
  return formatPercent(shownCashback(figures).base);
}

/** The PRO figure ('10%'); the default's PRO figure where no offer states one. */
export function proPercent(figures: CashbackFigures): string {
  return formatPercent(shownCashback(figures).pro);
}

/** «Кэшбэк 5% · PRO 10%» in a detail header. */
export function CashbackLine({ figures }: { figures: CashbackFigures }) {
  return (
    <p className="card__cashback detail__cashback">
      Кэшбэк {basePercent(figures)} <span className="detail__pro">· PRO {proPercent(figures)}</span>
    </p>
  );
}
