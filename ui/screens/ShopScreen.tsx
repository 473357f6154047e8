import { useLoaderData } from '@tanstack/react-router';
import { formatCardPhone } from '../../core/domain/showcase/cardPhone.ts';
import { shopLink as shopLinkOf, toOnlineCard, type OnlineCard } from '../../core/domain/showcase/onlineCard.ts';
import { useServices, useSessionPart } from '../app/context.ts';
import { useLoaded } from '../app/settled.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import type { ShopData } from '../routes/loaders/shopLoader.ts';
import type { OnlineShopRecord } from '../../core/model/index.ts';
import { LoadView } from '../components/LoadView.tsx';
import { DetailLayout, Paragraphs } from './DetailLayout.tsx';
import { Contacts } from './parts/Contacts.tsx';
import { SignInButton } from './parts/SignInNotice.tsx';
import { CardDetailHeader } from './parts/DetailHeader.tsx';
import { ActionsSection, TermsSection } from './parts/Offers.tsx';
import { useHeaderCashback } from './parts/useHeaderCashback.ts';
import './parts/detail.css';

/** /online/$shopId: an online shop with its cashback (base and pro), actions, terms, contacts and the way to the shop. */
export default function ShopScreen() {
  const data = useLoaderData({ from: '/online/$shopId' });
  return (
    <DetailLayout back="/online" backLabel="Онлайн-покупки">
      <LoadView state={useLoaded(data.record)}>
        {(record) => <ShopDetails key={record.shopId} record={record} data={data} />}
      </LoadView>
    </DetailLayout>
  );
}

function ShopDetails({ record, data }: { record: OnlineShopRecord; data: ShopData }) {
  const { config } = useServices();
  const favourites = useFavouriteIds('online');
  const card: OnlineCard = toOnlineCard(record, { baseApi: config.fileBase, favourites });
  const actions = useLoaded(data.actions);
  const terms = useLoaded(data.terms);
  const cashback = useHeaderCashback(record, card.cashback, actions, `shop:${record.shopId}`);
  const shopLink = shopLinkOf(card);
  return (
    <>
      <CardDetailHeader kind="online" card={card} cashback={cashback} offer={card.frontActionSf}>
        {card.frontPromoSf ? <p className="detail__promo">{card.frontPromoSf}</p> : null}
        {shopLink === null ? null : <GoToShop href={shopLink} />}
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

/**
 * The way to the shop. Cashback is credited only to a signed-in shopper's purchases, so a signed-out one is
 * told so first and offered the sign-in, with the shop still a click away (without cashback); while the
 * session is still settling the plain link shows, as the server rendered it.
 */
function GoToShop({ href }: { href: string }) {
  const signedOut = useSessionPart((snapshot) => snapshot.status === 'ready' && snapshot.user === null);
  const link = (className: string, text: string) => (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> (откроется в новой вкладке)</span>
    </a>
  );
  if (!signedOut) {
    return <p>{link('button button--primary', 'Перейти в магазин')}</p>;
  }
  return (
    <div className="notice shop-sign-in" role="note">
      <p>Кэшбэк начисляется только за покупки после входа: войдите, затем переходите в магазин.</p>
      <p className="shop-sign-in__actions">
        <SignInButton>Войти и получить кэшбэк</SignInButton> {link('button button--ghost', 'Перейти без кэшбэка')}
      </p>
    </div>
  );
}
