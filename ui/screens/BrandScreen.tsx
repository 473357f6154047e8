import { useParams } from '@tanstack/react-router';
import { formatPercent, storedCashback } from '../../core/domain/cashback.ts';
import { fileProxyUrl } from '../../core/domain/fileUrls.ts';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { parseId } from '../routes/params.ts';
import { DetailLayout, Paragraphs } from './DetailLayout.tsx';

/** /brands/$brandId: a brand with its cashback, offer, description and addresses. */
export default function BrandScreen() {
  const { api, config } = useServices();
  const { brandId } = useParams({ from: '/brands/$brandId' });
  const id = parseId(brandId) ?? 0;
  const brand = useLoad(() => api.brand(id), [api, id]);
  return (
    <DetailLayout back="/brands" backLabel="Офлайн-партнёры">
      <LoadView state={brand}>
        {(item) => (
          <>
            <header className="detail__head">
              <ImageWithFallback src={item.logoId === null ? null : fileProxyUrl(config.fileBase, item.logoId)} alt="" className="detail__logo" width={96} height={96} />
              <div>
                <h1>{item.name}</h1>
                <p className="detail__cashback">Кэшбэк {formatPercent(storedCashback(item.maximumCashback))}</p>
                {item.mainOffer ? <p>{item.mainOffer}</p> : null}
              </div>
            </header>
            <Paragraphs text={item.description} />
            {item.adresses.length > 0 ? (
              <section>
                <h2>Адреса</h2>
                <ul>
                  {item.adresses.map((address) => (
                    <li key={address}>{address}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </LoadView>
    </DetailLayout>
  );
}
