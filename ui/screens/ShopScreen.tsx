import { useParams } from '@tanstack/react-router';
import { formatPercent } from '../../core/domain/cashback.ts';
import { toOnlineCard } from '../../core/domain/showcase/onlineCard.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { FavouriteButton } from '../components/FavouriteButton.tsx';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { parseId } from '../routes/params.ts';
import { DetailLayout, Paragraphs } from './DetailLayout.tsx';

/** /online/$shopId: an online shop with its cashback (base and pro), website and description. */
export default function ShopScreen() {
  const { api, config } = useServices();
  const { shopId } = useParams({ from: '/online/$shopId' });
  const id = parseId(shopId) ?? 0;
  const favourites = useFavouriteIds('online');
  const record = useLoad(() => api.onlineShop(id), [api, id]);
  return (
    <DetailLayout back="/online" backLabel="Онлайн-покупки">
      <LoadView state={record}>
        {(found) => {
          const card = toOnlineCard(found, { baseApi: config.fileBase, favourites });
          return (
            <>
              <header className="detail__head">
                <ImageWithFallback src={card.logo} alt="" className="detail__logo" width={96} height={96} />
                <div>
                  <h1>{card.name}</h1>
                  <p className="detail__cashback">
                    Кэшбэк {formatPercent(card.maxCash)}, для PRO {formatPercent(card.proCash)}
                  </p>
                  {card.website ? (
                    <p>
                      <a href={card.website} target="_blank" rel="noopener noreferrer">
                        Сайт магазина
                      </a>
                    </p>
                  ) : null}
                </div>
                <FavouriteButton kind="online" id={card.id} name={card.name} />
              </header>
              <Paragraphs text={card.description} />
            </>
          );
        }}
      </LoadView>
    </DetailLayout>
  );
}
