import { Link } from '@tanstack/react-router';
import { storedCashback, formatPercent } from '../../core/domain/cashback.ts';
import { fileProxyUrl } from '../../core/domain/fileUrls.ts';
import { searchByName } from '../../core/domain/showcase/filter.ts';
import { sortBrands } from '../../core/domain/showcase/sorting.ts';
import type { Brand } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';
import { PartnerCard } from '../components/PartnerCard.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';

/** A brand as a showcase card. */
export function BrandCard({ brand }: { brand: Brand }) {
  const { config } = useServices();
  return (
    <PartnerCard
      title={
        <Link to="/brands/$brandId" params={{ brandId: String(brand.id) }} className="card__link">
          {brand.name}
        </Link>
      }
      logo={brand.logoId === null ? null : fileProxyUrl(config.fileBase, brand.logoId)}
      cashback={formatPercent(storedCashback(brand.maximumCashback))}
      subtitle={brand.mainOffer}
    />
  );
}

/** The brands of a city in a category, positionSf order, filtered by the search text; `limit` cuts the list (main page). */
export function BrandList({ cityId, category, query, limit }: { cityId: number; category: number; query: string; limit?: number }) {
  const { api } = useServices();
  const brands = useLoad(() => api.offlinePartners({ cityCodeId: cityId, categoryId: category }).then((answer) => sortBrands(answer.brands)), [api, cityId, category]);
  return (
    <LoadView state={brands}>
      {(list) => (
        <ShowMoreList
          key={`${category}|${query}`}
          items={searchByName(list, query).slice(0, limit)}
          keyOf={(brand) => brand.id}
          empty="Партнёры не найдены."
          render={(brand) => <BrandCard brand={brand} />}
        />
      )}
    </LoadView>
  );
}
