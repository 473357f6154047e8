import type { ReactNode } from 'react';
import type { CashbackFigures } from '../../../core/domain/cashback.ts';
import { FavouriteButton } from '../../components/FavouriteButton.tsx';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { CashbackLine } from './CashbackLine.tsx';
import { categoryLine, useCategoryNames } from './useCategoryNames.ts';

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
      <ImageWithFallback src={logo} alt="" className="card__logo detail__logo" width={96} height={96} loading="eager" />
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

/** What the head of an outlet or a shop takes from its card. */
interface FavouriteCardHead {
  id: number;
  name: string;
  logo: string;
  categoryId: number | null;
}

/**
 * The head of an outlet (`offline`) or an online shop (`online`): the card's logo, name and category,
 * «Кэшбэк … · PRO …» from the header figures, and the favourite toggle beside.
 */
export function CardDetailHeader({
  kind,
  card,
  cashback,
  offer,
  children,
}: {
  kind: 'online' | 'offline';
  card: FavouriteCardHead;
  cashback: CashbackFigures;
  offer: string | null;
  children?: ReactNode;
}) {
  const categories = useCategoryNames(kind);
  return (
    <DetailHeader
      logo={card.logo}
      name={card.name}
      category={categoryLine(card.categoryId, categories)}
      cashback={<CashbackLine figures={cashback} />}
      offer={offer}
      action={<FavouriteButton kind={kind} id={card.id} name={card.name} />}
    >
      {children}
    </DetailHeader>
  );
}
