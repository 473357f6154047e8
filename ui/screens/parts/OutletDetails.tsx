/** Everything the outlet screen shows, built from the core offline card; the brand screen reuses the offers part. */
import { toOfflineCard, type OfflineCard } from '../../../core/domain/showcase/offlineCard.ts';
import type { SalesUnitRecord } from '../../../core/model/index.ts';
import { useServices } from '../../app/context.ts';
import { useLoaded } from '../../app/settled.ts';
import { useFavouriteIds } from '../../app/useFavouriteIds.ts';
import type { OutletData } from '../../routes/loaders/outletLoader.ts';
import type { OutletOffersData } from '../../routes/loaders/outletParts.ts';
import { Paragraphs } from '../DetailLayout.tsx';
import { Contacts } from './Contacts.tsx';
import { CardDetailHeader } from './DetailHeader.tsx';
import { Feedbacks } from './Feedbacks.tsx';
import { Gallery } from './Gallery.tsx';
import { ActionsSection, TermsSection } from './Offers.tsx';
import { OpeningHoursSection } from './OpeningHoursSection.tsx';
import { OutletDistance } from './OutletDistance.tsx';
import { PaymentProducts } from './PaymentProducts.tsx';
import { Rating } from './Rating.tsx';
import { useHeaderCashback } from './useHeaderCashback.ts';
import './detail.css';

/** The offline card of a record, for the signed-in user's favourites. */
function useOfflineCard(record: SalesUnitRecord): OfflineCard {
  const { config } = useServices();
  const favourites = useFavouriteIds('offline');
  return toOfflineCard(record, { baseApi: config.fileBase, favourites });
}

/** An outlet: header with cashback and rating, photos, description, offers, hours, contacts, feedbacks. */
export function OutletDetails({ record, data }: { record: SalesUnitRecord; data: OutletData }) {
  const { offers } = data;
  const card = useOfflineCard(record);
  const cashback = useHeaderCashback(record, card.cashback, useLoaded(offers.actions), `outlet:${record.id}`);
  return (
    <>
      <CardDetailHeader kind="offline" card={card} cashback={cashback} offer={card.mainOffer}>
        {card.address ? <p className="detail__address">{card.address}</p> : null}
        <Rating average={card.averageRating} count={card.feedbacks} />
        {card.coordinatesLatitude === null || card.coordinatesLongitude === null ? null : (
          <OutletDistance card={card} />
        )}
      </CardDetailHeader>
      <Gallery images={card.images} name={card.name} />
      <Paragraphs text={card.description} />
      <PaymentProducts products={card.paymentProducts} />
      <OutletOffers card={card} offers={offers} />
      {data.feedbacks === null ? null : (
        <Feedbacks feedbacks={data.feedbacks} average={card.averageRating} count={card.feedbacks} />
      )}
    </>
  );
}

/** An outlet's actions (core order), their terms, its week of opening hours (in its own city's zone) and its contacts with map links. */
export function OutletOffers({ card, offers }: { card: OfflineCard; offers: OutletOffersData }) {
  return (
    <>
      <ActionsSection state={useLoaded(offers.actions)} />
      <TermsSection state={useLoaded(offers.terms)} />
      <OpeningHoursSection state={useLoaded(offers.hours)} cityId={card.cityCodeId} />
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
