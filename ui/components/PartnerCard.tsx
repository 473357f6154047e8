import type { ReactNode } from 'react';
import { ImageWithFallback } from './ImageWithFallback.tsx';

export interface PartnerCardProps {
  /** The card's title: a router Link to the detail screen (class `card__link` stretches it over the card). */
  title: ReactNode;
  logo: string | null;
  /** The base cashback as the card prints it, e.g. '5%' (core shownCashback: §9's default when no offer states a size). */
  cashback: string;
  /** The pro customer's cashback, e.g. '10%'; left out when the card has none to show. */
  cashbackPro?: string | null;
  /** The category name. */
  category?: string | null;
  /** One line of detail (an address, the main offer). */
  subtitle?: string | null;
  /** How far the place is, as the core writes it («240 м», «1,2 км от центра города»); left out when not measured. */
  distance?: string | null;
  /** A control beside the link, e.g. the favourite toggle. */
  action?: ReactNode;
  /** The title's heading level: 2 when the cards sit right under the page's h1, 3 under a section's h2 (default). */
  titleLevel?: 2 | 3;
}

/** A showcase card: logo (product logo as fallback), name, category, cashback, one line of detail. */
export function PartnerCard({
  title,
  logo,
  cashback,
  cashbackPro,
  category,
  subtitle,
  distance,
  action,
  titleLevel = 3,
}: PartnerCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    // The cashback chip is the card's last row, across its whole width (cards.css): the most visible thing on it.
    <article className="card">
      <ImageWithFallback src={logo} alt="" className="card__logo" width={64} height={64} />
      <div className="card__body">
        <Title className="card__title">{title}</Title>
        {category ? <p className="card__category">{category}</p> : null}
        {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
        {distance ? <p className="card__distance">{distance}</p> : null}
      </div>
      {action}
      <p className="card__cashback">
        <span className="card__base">Кэшбэк {cashback}</span>
        {cashbackPro ? <span className="card__pro"> · PRO {cashbackPro}</span> : null}
      </p>
    </article>
  );
}
