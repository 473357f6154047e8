import { useParams } from '@tanstack/react-router';
import { formatPercent } from '../../core/domain/cashback.ts';
import { toOfflineCard } from '../../core/domain/showcase/offlineCard.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { FavouriteButton } from '../components/FavouriteButton.tsx';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { parseId } from '../routes/params.ts';
import { DetailLayout, Paragraphs } from './DetailLayout.tsx';

/** /offline/$outletId: an outlet with its cashback (base and pro), address, phone and description. */
export default function OutletScreen() {
  const { api, config } = useServices();
  const { outletId } = useParams({ from: '/offline/$outletId' });
  const id = parseId(outletId) ?? 0;
  const favourites = useFavouriteIds('offline');
  const record = useLoad(() => api.salesUnit(id), [api, id]);
  return (
    <DetailLayout back="/offline" backLabel="Точки партнёров">
      <LoadView state={record}>
        {(found) => {
          const card = toOfflineCard(found, { baseApi: config.fileBase, favourites });
          return (
            <>
              <header className="detail__head">
                <ImageWithFallback src={card.logo} alt="" className="detail__logo" width={96} height={96} />
                <div>
                  <h1>{card.name}</h1>
                  <p className="detail__cashback">
                    Кэшбэк {formatPercent(card.baseCash)}, для PRO {formatPercent(card.proCash)}
                  </p>
                  {card.address ? <p>{card.address}</p> : null}
                  {card.phone ? (
                    <p>
                      <a href={`tel:${card.phone.replace(/[^\d+]/g, '')}`}>{card.phone}</a>
                    </p>
                  ) : null}
                </div>
                <FavouriteButton kind="offline" id={card.id} name={card.name} />
              </header>
              <Paragraphs text={card.description} />
            </>
          );
        }}
      </LoadView>
    </DetailLayout>
  );
}
