import { outletListReads } from '../../../core/domain/showcase/outletListReads.ts';
import { offlineCards } from '../../../core/domain/showcase/showcases.ts';
import type { Brand, SalesUnitRecord } from '../../../core/model/index.ts';
import type { FeedbackSearch } from '../../../core/domain/pageParams.ts';
import { settle, type Settled } from '../../app/settled.ts';
import { parseId } from '../params.ts';
import { type Context, NO_FAVOURITES, cityScope, found } from './common.ts';
import { type FeedbacksData, feedbacksOf, type OutletOffersData, outletOffers } from './outletParts.ts';

export interface BrandData {
  brand: Settled<Brand>;
  /** The brand's public outlets in the city (not the city's thousands); null when no city is chosen. */
  outlets: Settled<SalesUnitRecord[]> | null;
  /** The brand's outlet shown in full (`?outlet`, else its first in position order) with its offers; null when it has none here. */
  chosen: { id: number; offers: OutletOffersData } | null;
  /** The feedbacks on the brand's outlets the address shows; null when the brand could not be read. */
  feedbacks: FeedbacksData | null;
}

/** The chosen outlet of a brand page (`?outlet`) and its feedbacks'. */
export type BrandDeps = { outlet: number | null } & FeedbackSearch;

/** /brands/$brandId: the brand, its outlets in the city for «Точки в вашем городе», the chosen outlet's offers, and its feedbacks. */
export async function brandLoader(
  options: Context & { params: { brandId: string }; deps: BrandDeps },
): Promise<BrandData> {
  const { api, config } = options.context.services;
  const id = parseId(options.params.brandId) ?? 0;
  const scope = cityScope(options);
  const brand = await found(api.brand(id));
  const [outlets, feedbacks] = await Promise.all([
    scope === null || brand.status === 'failed'
      ? null
      : settle(
          outletListReads((city) => api.salesUnitsPublicList(city)).brandOutletsPublicList({ ...scope, brandId: id }),
        ),
    brand.status === 'failed'
      ? null
      : feedbacksOf(options.context, brand.data.salesUnits, brand.data.totalFeedbacks, options.deps),
  ]);
  const ids =
    outlets?.status === 'ready'
      ? offlineCards(outlets.data, { baseApi: config.fileBase, favourites: NO_FAVOURITES }).map((card) => card.id)
      : [];
  const chosenId = ids.find((outletId) => outletId === options.deps.outlet) ?? ids[0];
  return {
    brand,
    outlets,
    chosen: chosenId === undefined ? null : { id: chosenId, offers: await outletOffers(options.context, chosenId) },
    feedbacks,
  };
}
