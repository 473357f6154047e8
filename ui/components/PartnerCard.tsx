import type { ReactNode } from 'react';
import { ImageWithFallback } from './ImageWithFallback.tsx';

export interface PartnerCardProps {
  /** The card's title: a router Link to the detail screen (class `card__link` stretches it over the card). */
  title: ReactNode;
  logo: string | null;
  /** The cashback as the card prints it, e.g. '5%'. */
  cashback: string;
  subtitle?: string | null;
  /** A control beside the link, e.g. the favourite toggle. */
  action?: ReactNode;
}

/** A showcase card: logo (product logo as fallback), name, cashback, one line of detail. */
export function PartnerCard({ title, logo, cashback, subtitle, action }: PartnerCardProps) {
  return (
    <article className="card">
      <ImageWithFallback src={logo} alt="" className="card__logo" width={64} height={64} />
      <div className="card__body">
        <h3 className="card__title">{title}</h3>
        {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
        <p className="card__cashback">Кэшбэк {cashback}</p>
      </div>
      {action}
    </article>
  );
}
