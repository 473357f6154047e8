import { getRouteApi } from '@tanstack/react-router';
import type { CashbackFigures } from '../../core/domain/cashback.ts';
import { toBrandCard } from '../../core/domain/showcase/brandCard.ts';
import type { Brand } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoaded } from '../app/settled.ts';
import { LoadView } from '../components/LoadView.tsx';
import type { BrandData } from '../routes/loaders.ts';
import { DetailLayout, Paragraphs } from './DetailLayout.tsx';
import { BrandOutlets } from './parts/BrandOutlets.tsx';
import { basePercent } from './parts/CashbackLine.tsx';
import { DetailHeader } from './parts/DetailHeader.tsx';
import { Feedbacks } from './parts/Feedbacks.tsx';
import { Gallery } from './parts/Gallery.tsx';
import { PaymentProducts } from './parts/PaymentProducts.tsx';
import { Rating } from './parts/Rating.tsx';
import { categoryLine, useCategoryNames } from './parts/useCategoryNames.ts';
import './parts/detail.css';

const route = getRouteApi('/brands/$brandId');

/** /brands/$brandId: a brand, its photos, its outlets in the city with their offers, hours and contacts, and its feedbacks. */
export default function BrandScreen() {
  const data = route.useLoaderData();
  return (
    <DetailLayout back="/brands" backLabel="Офлайн-партнёры">
      <LoadView state={useLoaded(data.brand)}>{(brand) => <BrandDetails key={brand.id} brand={brand} data={data} />}</LoadView>
    </DetailLayout>
  );
}

function BrandDetails({ brand: stored, data }: { brand: Brand; data: BrandData }) {
  const { config } = useServices();
  const categories = useCategoryNames('offline');
  // The showcase brand of §3: its images, logo, cashback and accepted payment products come from the core;
  // its cashback is the best of its outlets in this city once they are known.
  const cityOutlets = data.outlets?.status === 'ready' ? data.outlets.data : null;
  const brand = toBrandCard(stored, { baseApi: config.fileBase, cityOutlets });
  const category = categoryLine(brand.brandSalesUnitCategories, categories);
  return (
    <>
      <DetailHeader
        logo={brand.logo}
        name={brand.name}
        category={category}
        cashback={<p className="card__cashback detail__cashback">{brandCashbackLine(brand.cashback)}</p>}
        offer={brand.mainOffer}
      >
        <Rating average={brand.totalScore} count={brand.totalFeedbacks} />
      </DetailHeader>
      <Gallery images={brand.images} name={brand.name} />
      <Paragraphs text={brand.description} />
      <PaymentProducts products={brand.paymentProducts} />
      <BrandOutlets brand={brand} outlets={data.outlets} chosen={data.chosen} />
      {data.feedbacks === null ? null : <Feedbacks feedbacks={data.feedbacks} average={brand.totalScore} count={brand.totalFeedbacks} />}
    </>
  );
}

/** The best base figure of the brand's outlets in the city: «Кэшбэк до 7%» (§9's default where none states one). */
function brandCashbackLine(figures: CashbackFigures): string {
  return `Кэшбэк до ${basePercent(figures)}`;
}
