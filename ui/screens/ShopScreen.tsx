import { useParams } from '@tanstack/react-router';
import { formatCardPhone } from '../../core/domain/showcase/cardPhone.ts';
import { shopLink as shopLinkOf, toOnlineCard, type OnlineCard } from '../../core/domain/showcase/onlineCard.ts';
import type { OnlineShopRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { parseId } from '../routes/params.ts';
import { DetailLayout, DetailView, Paragraphs } from './DetailLayout.tsx';
import { Contacts } from './parts/Contacts.tsx';
import { CardDetailHeader } from './parts/DetailHeader.tsx';
import { ActionsSection, TermsSection } from './parts/Offers.tsx';
import { useHeaderCashback } from './parts/useHeaderCashback.ts';
import './parts/detail.css';

/** /online/$shopId: an online shop with its cashback (base and pro), actions, terms, contacts and the way to the shop. */
export default function ShopScreen() {
  const { api } = useServices();
  const { shopId } = useParams({ from: '/online/$shopId' });
  const id = parseId(shopId) ?? 0;
  const record = useLoad(() => api.onlineShop(id), [api, id]);
  return (
    <DetailLayout back="/online" backLabel="Онлайн-покупки">
      <DetailView state={record} notFound="Магазин не найден">
        {(found) => <ShopDetails key={found.shopId} record={found} />}
      </DetailView>
    </DetailLayout>
  );
}

function ShopDetails({ record }: { record: OnlineShopRecord }) {
  const { api, config } = useServices();
  const favourites = useFavouriteIds('online');
  const card: OnlineCard = toOnlineCard(record, { baseApi: config.fileBase, favourites });
  const actions = useLoad(() => api.onlineShopActions(card.id), [api, card.id]);
  const terms = useLoad(() => api.onlineShopActionTerms(card.id), [api, card.id]);
  const cashback = useHeaderCashback(record, card.cashback, actions);
  const shopLink = shopLinkOf(card);
  return (
    <>
      <CardDetailHeader kind="online" card={card} cashback={cashback} offer={card.frontActionSf}>
        {card.frontPromoSf ? <p className="detail__promo">{card.frontPromoSf}</p> : null}
        {shopLink === null ? null : (
          <p>
            <a className="button button--primary" href={shopLink} target="_blank" rel="noopener noreferrer">
              Перейти в магазин<span className="visually-hidden"> (откроется в новой вкладке)</span>
            </a>
          </p>
        )}
      </CardDetailHeader>
      <Paragraphs text={card.description} />
      <ActionsSection state={actions} />
      <TermsSection state={terms} />
      <Contacts
        info={{
          name: card.name,
          phone: formatCardPhone(card.phone),
          email: card.email,
          website: card.website,
          telegram: card.telegram,
        }}
      />
    </>
  );
}
