/** The three showcase cards: a brand, an outlet and an online shop, each built by the core card rules. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { toBrandCard } from '../../../core/domain/showcase/brandCard.ts';
import type { OfflineCard } from '../../../core/domain/showcase/offlineCard.ts';
import type { OnlineCard } from '../../../core/domain/showcase/onlineCard.ts';
import type { FavouriteKind } from '../../../core/machines/favourites.ts';
import type { Brand } from '../../../core/model/index.ts';
import { useServices } from '../../app/context.ts';
import { FavouriteButton } from '../../components/FavouriteButton.tsx';
import { PartnerCard } from '../../components/PartnerCard.tsx';
import { basePercent, proPercent } from './CashbackLine.tsx';
import { categoryLine } from './useCategoryNames.ts';
import './showcase.css';

/**
 * A brand: its stored maximum cashback (brands have no pro figure of their own) and its categories.
 * Favourites hold outlets and shops only (portal §3), so a brand card has no favourite toggle.
 */
export function BrandCard({
  brand,
  categories,
  titleLevel,
  distance,
}: {
  brand: Brand;
  categories: ReadonlyMap<number, string>;
  titleLevel?: 2 | 3;
  /** How far the brand's nearest outlet is (core distanceText), when the list measures. */
  distance?: string | null;
}) {
  const { config } = useServices();
  const card = toBrandCard(brand, { baseApi: config.fileBase });
  return (
    <PartnerCard
      titleLevel={titleLevel}
      title={
        <Link to="/brands/$brandId" params={{ brandId: String(brand.id) }} className="card__link">
          {brand.name}
        </Link>
      }
      logo={card.logo}
      cashback={basePercent(card.cashback)}
      category={categoryLine(brand.brandSalesUnitCategories, categories)}
      subtitle={brand.mainOffer}
      distance={distance}
    />
  );
}

/** What a shopper may keep as a favourite: an outlet or an online shop, with the card's route and subtitle. */
interface KeptCardProps {
  card: OfflineCard | OnlineCard;
  kind: FavouriteKind;
  /** The card's title: a router Link to the detail screen. */
  link: ReactNode;
  subtitle: string | null;
  categories: ReadonlyMap<number, string>;
  titleLevel?: 2 | 3;
  /** How far it is (core distanceText), when the page measures. */
  distance?: string | null;
}

/** A card with base and pro cashback (docs/cashback.md), its category, a subtitle and the favourite toggle. */
function KeptCard({ card, kind, link, subtitle, categories, titleLevel, distance }: KeptCardProps) {
  return (
    <PartnerCard
      titleLevel={titleLevel}
      title={link}
      logo={card.logo}
      cashback={basePercent(card.cashback)}
      cashbackPro={proPercent(card.cashback)}
      category={categoryLine(card.categoryId, categories)}
      subtitle={subtitle}
      distance={distance}
      action={<FavouriteButton kind={kind} id={card.id} name={card.name} />}
    />
  );
}

/** An outlet: base and pro cashback of the offline card (docs/cashback.md), its address and the favourite toggle. */
export function OutletCard({
  card,
  categories,
  titleLevel,
  distance,
}: {
  card: OfflineCard;
  categories: ReadonlyMap<number, string>;
  titleLevel?: 2 | 3;
  distance?: string | null;
}) {
  const link = (
    <Link to="/offline/$outletId" params={{ outletId: String(card.id) }} className="card__link">
      {card.name}
    </Link>
  );
  return (
    <KeptCard
      card={card}
      kind="offline"
      link={link}
      subtitle={card.address}
      categories={categories}
      titleLevel={titleLevel}
      distance={distance}
    />
  );
}

/**
 * An online shop: the base figure (maxCash, half the stored value) and the PRO figure (proCash, the
 * stored value) of the online card — docs/cashback.md — its front action and the favourite toggle.
 */
export function ShopCard({
  card,
  categories,
  titleLevel,
}: {
  card: OnlineCard;
  categories: ReadonlyMap<number, string>;
  titleLevel?: 2 | 3;
}) {
  const link = (
    <Link to="/online/$shopId" params={{ shopId: String(card.id) }} className="card__link">
      {card.name}
    </Link>
  );
  return (
    <KeptCard
      card={card}
      kind="online"
      link={link}
      subtitle={card.frontActionSf}
      categories={categories}
      titleLevel={titleLevel}
    />
  );
}
