import type { ReactNode } from 'react';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';

/** What every detail head shows; `children` are the lines a screen adds under the offer, `action` sits beside. */
export interface DetailHeaderProps {
  /** The logo's URL; null or a broken image falls back to the product logo (portal §1). */
  logo: string | null;
  name: string;
  /** The category names joined for one line; null when none is known. */
  category: string | null;
  /** The cashback line (CashbackLine, or the brand's «Кэшбэк до …»). */
  cashback: ReactNode;
  /** The partner's main offer; nothing when blank. */
  offer: string | null;
  action?: ReactNode;
  children?: ReactNode;
}

/** The head of the brand, outlet and shop screens: logo, name, category, cashback, offer, then the screen's own lines. */
export function DetailHeader({ logo, name, category, cashback, offer, action, children }: DetailHeaderProps) {
  return (
    <header className="detail__head">
      <ImageWithFallback src={logo} alt="" className="detail__logo" width={96} height={96} loading="eager" />
      <div className="detail__title">
        <h1>{name}</h1>
        {category ? <p className="detail__category">{category}</p> : null}
        {cashback}
        {offer ? <p className="detail__offer">{offer}</p> : null}
        {children}
      </div>
      {action}
    </header>
  );
}
