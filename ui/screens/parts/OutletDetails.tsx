/** Everything the outlet screen shows, built from the core offline card; the brand screen reuses the offers part. */
import { toOfflineCard, type OfflineCard } from '../../../core/domain/showcase/offlineCard.ts';
import type { Action, SalesUnitRecord } from '../../../core/model/index.ts';
import { useServices } from '../../app/context.ts';
import { useFavouriteIds } from '../../app/useFavouriteIds.ts';
import { useLoad, type LoadState } from '../../app/useLoad.ts';
import { Paragraphs } from '../DetailLayout.tsx';
import { Contacts } from './Contacts.tsx';
import { CardDetailHeader } from './DetailHeader.tsx';
import { Feedbacks } from './Feedbacks.tsx';
import { Gallery } from './Gallery.tsx';
import { ActionsSection, TermsSection } from './Offers.tsx';
import { OpeningHoursSection } from './OpeningHoursSection.tsx';
import { PaymentProducts } from './PaymentProducts.tsx';
import { Rating } from './Rating.tsx';
import { useHeaderCashback } from './useHeaderCashback.ts';
import './detail.css';

/** The offline card of a record, for the signed-in user's favourites. */
export function useOfflineCard(record: SalesUnitRecord): OfflineCard {
  const { config } = useServices();
  const favourites = useFavouriteIds('offline');
  return toOfflineCard(record, { baseApi: config.fileBase, favourites });
}

/** An outlet: header with cashback and rating, photos, description, offers, hours, contacts, feedbacks. */
export function OutletDetails({ record }: { record: SalesUnitRecord }) {
  const { api } = useServices();
  const card = useOfflineCard(record);
  const actions = useLoad(() => api.salesUnitActions(record.id), [api, record.id]);
  const cashback = useHeaderCashback(record, card.cashback, actions);
  return (
    <>
      <CardDetailHeader kind="offline" card={card} cashback={cashback} offer={card.mainOffer}>
        {card.address ? <p className="detail__address">{card.address}</p> : null}
        <Rating average={card.averageRating} count={card.feedbacks} />
      </CardDetailHeader>
      <Gallery images={card.images} name={card.name} />
      <Paragraphs text={card.description} />
      <PaymentProducts products={card.paymentProducts} />
      <OutletOffers card={card} actions={actions} />
      <Feedbacks salesUnitIds={[card.id]} average={card.averageRating} count={card.feedbacks} />
    </>
  );
}

/**
 * An outlet's actions (core order), their terms, its week of opening hours and its contacts with map
 * links. The actions are loaded here unless the caller (whose header shows them) already loads them.
 */
export function OutletOffers({ card, actions: given }: { card: OfflineCard; actions?: LoadState<Action[]> }) {
  const { api } = useServices();
  const id = card.id;
  const own = useLoad(() => api.salesUnitActions(id), [api, id], given === undefined);
  const actions = given ?? own;
  const terms = useLoad(() => api.salesUnitActionTerms(id), [api, id]);
  const hours = useLoad(() => api.openingHours(id), [api, id]);
  return (
    <>
      <ActionsSection state={actions} />
      <TermsSection state={terms} />
      <OpeningHoursSection state={hours} />
      <Contacts
        info={{
          name: card.name,
          phone: card.phone,
          email: card.email,
          website: card.website,
          telegram: card.telegram,
          vk: card.vk,
          ok: card.ok,
          instagram: card.instagram,
          address: card.address,
          twoGis: card.twoGis,
          yandexMaps: card.yandexMaps,
          latitude: card.coordinatesLatitude,
          longitude: card.coordinatesLongitude,
        }}
      />
    </>
  );
}
