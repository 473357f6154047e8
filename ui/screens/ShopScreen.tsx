import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { headerCashback } from '../../core/domain/cashback.ts';
import { canonicalPhone, formatPhoneForCard } from '../../core/domain/phone.ts';
import { normalizeWebsite, toOnlineCard, type OnlineCard } from '../../core/domain/showcase/onlineCard.ts';
import type { OnlineShopRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { FavouriteButton } from '../components/FavouriteButton.tsx';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
import { parseId } from '../routes/params.ts';
import { DetailLayout, DetailView, Paragraphs } from './DetailLayout.tsx';
import { CashbackLine } from './parts/CashbackLine.tsx';
import { Contacts } from './parts/Contacts.tsx';
import { ActionsSection, TermsSection } from './parts/Offers.tsx';
import { categoryLine, useCategoryNames } from './parts/useCategoryNames.ts';
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
  const { api, config, logger } = useServices();
  const favourites = useFavouriteIds('online');
  const categories = useCategoryNames('online');
  const card: OnlineCard = toOnlineCard(record, { baseApi: config.fileBase, favourites });
  const actions = useLoad(() => api.onlineShopActions(card.id), [api, card.id]);
  const terms = useLoad(() => api.onlineShopActionTerms(card.id), [api, card.id]);
  const loadedActions = actions.status === 'ready' ? actions.data : null;
  // One derivation for the card, this header and the actions list; computed once per answer, so §7's log is written once.
  const cashback = useMemo(() => headerCashback(card.cashback, loadedActions, logger), [record, loadedActions, logger]);
  // The partner's tracked link when it has one: purchases through it are the ones that earn cashback.
  const shopLink = normalizeWebsite(card.adUrl) ?? card.website;
  const category = categoryLine(card.categoryId, categories);
  return (
    <>
      <header className="detail__head">
        <ImageWithFallback src={card.logo} alt="" className="detail__logo" width={96} height={96} loading="eager" />
        <div className="detail__title">
          <h1>{card.name}</h1>
          {category ? <p className="detail__category">{category}</p> : null}
          <CashbackLine figures={cashback} />
          {card.frontActionSf ? <p className="detail__offer">{card.frontActionSf}</p> : null}
          {card.frontPromoSf ? <p className="detail__promo">{card.frontPromoSf}</p> : null}
          {shopLink === null ? null : (
            <p>
              <a className="button button--primary" href={shopLink} target="_blank" rel="noopener noreferrer">
                Перейти в магазин<span className="visually-hidden"> (откроется в новой вкладке)</span>
              </a>
            </p>
          )}
        </div>
        <FavouriteButton kind="online" id={card.id} name={card.name} />
      </header>
      <Paragraphs text={card.description} />
      <ActionsSection state={actions} />
      <TermsSection state={terms} />
      <Contacts
        info={{
          name: card.name,
          phone: card.phone === null || card.phone.trim() === '' ? null : formatPhoneForCard(canonicalPhone(card.phone) ?? card.phone),
          email: card.email,
          website: card.website,
          telegram: card.telegram,
        }}
      />
    </>
  );
}
