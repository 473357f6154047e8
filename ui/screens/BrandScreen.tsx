import { getRouteApi } from '@tanstack/react-router';
import { cashbackPercent, formatPercent, type CashbackFigures } from '../../core/domain/cashback.ts';
import { brandCashbackRange } from '../../core/domain/showcase/brandCashbackRange.ts';
import { toBrandCard } from '../../core/domain/showcase/brandCard.ts';
import type { Brand, SalesUnitRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoaded } from '../app/settled.ts';
import { LoadView } from '../components/LoadView.tsx';
import type { BrandData } from '../routes/loaders/brandLoader.ts';
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
      <LoadView state={useLoaded(data.brand)}>
        {(brand) => <BrandDetails key={brand.id} brand={brand} data={data} />}
      </LoadView>
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
        cashback={<p className="card__cashback detail__cashback">{brandCashbackLine(brand.cashback, cityOutlets)}</p>}
        offer={brand.mainOffer}
      >
        <Rating average={brand.totalScore} count={brand.totalFeedbacks} />
      </DetailHeader>
      <Gallery images={brand.images} name={brand.name} />
      <Paragraphs text={brand.description} />
      <PaymentProducts products={brand.paymentProducts} />
      <BrandOutlets brand={brand} outlets={data.outlets} chosen={data.chosen} />
      {data.feedbacks === null ? null : (
        <Feedbacks feedbacks={data.feedbacks} average={brand.totalScore} count={brand.totalFeedbacks} />
      )}
    </>
  );
}

/**
 * The brand's cashback in the header. With its outlets in the city known, the honest range: «Кэшбэк от 5 до 8%»,
 * or «Кэшбэк 5%» when they all pay the same (issue 31 §6: «до 8 %» read as a promise while the outlet shown paid
 * 5 %). Otherwise the best base figure: «Кэшбэк до 7%» (§9's default where none states one).
 */
function brandCashbackLine(figures: CashbackFigures, cityOutlets: readonly SalesUnitRecord[] | null): string {
  const range = cityOutlets === null ? null : brandCashbackRange(cityOutlets);
  if (range === null) {
    return `Кэшбэк до ${basePercent(figures)}`;
  }
  const lowest = cashbackPercent(range.lowest);
  return lowest === cashbackPercent(range.highest)
    ? `Кэшбэк ${formatPercent(range.highest)}`
    : `Кэшбэк от ${lowest} до ${formatPercent(range.highest)}`;
}
