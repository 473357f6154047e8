import { useParams } from '@tanstack/react-router';
import { cashbackFromStored } from '../../core/domain/cashback.ts';
import { fileProxyUrl } from '../../core/domain/fileUrls.ts';
import { toBrandCard } from '../../core/domain/showcase/brandCard.ts';
import type { Brand } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
import { parseId } from '../routes/params.ts';
import { DetailLayout, DetailView, Paragraphs } from './DetailLayout.tsx';
import { BrandOutlets } from './parts/BrandOutlets.tsx';
import { basePercent, UNKNOWN_CASHBACK } from './parts/CashbackLine.tsx';
import { Feedbacks } from './parts/Feedbacks.tsx';
import { Gallery } from './parts/Gallery.tsx';
import { PaymentProducts } from './parts/PaymentProducts.tsx';
import { Rating } from './parts/Rating.tsx';
import { categoryLine, useCategoryNames } from './parts/useCategoryNames.ts';
import './parts/detail.css';

/** /brands/$brandId: a brand, its photos, its outlets in the city with their offers, hours and contacts, and its feedbacks. */
export default function BrandScreen() {
  const { api } = useServices();
  const { brandId } = useParams({ from: '/brands/$brandId' });
  const id = parseId(brandId) ?? 0;
  const brand = useLoad(() => api.brand(id), [api, id]);
  return (
    <DetailLayout back="/brands" backLabel="Офлайн-партнёры">
      <DetailView state={brand} notFound="Партнёр не найден">
        {(item) => <BrandDetails key={item.id} brand={item} />}
      </DetailView>
    </DetailLayout>
  );
}

function BrandDetails({ brand: stored }: { brand: Brand }) {
  const { config } = useServices();
  const categories = useCategoryNames('offline');
  // The showcase brand of §3: its images and accepted payment products come from the core.
  const brand = toBrandCard(stored, { baseApi: config.fileBase });
  const category = categoryLine(brand.brandSalesUnitCategories, categories);
  return (
    <>
      <header className="detail__head">
        <ImageWithFallback
          src={brand.logoId === null ? null : fileProxyUrl(config.fileBase, brand.logoId)}
          alt=""
          className="detail__logo"
          width={96}
          height={96}
          loading="eager"
        />
        <div className="detail__title">
          <h1>{brand.name}</h1>
          {category ? <p className="detail__category">{category}</p> : null}
          <p className="detail__cashback">{brandCashbackLine(brand.maximumCashback)}</p>
          {brand.mainOffer ? <p className="detail__offer">{brand.mainOffer}</p> : null}
          <Rating average={brand.totalScore} count={brand.totalFeedbacks} />
        </div>
      </header>
      <Gallery images={brand.images} name={brand.name} />
      <Paragraphs text={brand.description} />
      <PaymentProducts products={brand.paymentProducts} />
      <BrandOutlets brand={brand} />
      <Feedbacks salesUnitIds={brand.salesUnits} average={brand.totalScore} count={brand.totalFeedbacks} />
    </>
  );
}

/** A brand stores its best outlet's base figure: «Кэшбэк до 7%», or that the size is to be asked. */
function brandCashbackLine(stored: number | null): string {
  const best = basePercent(cashbackFromStored('offline', stored));
  return best === null ? `Кэшбэк: ${UNKNOWN_CASHBACK}` : `Кэшбэк до ${best}`;
}
