import type { SalesUnitRecord } from '../../../core/model/index.ts';
import type { FeedbackSearch } from '../../../core/domain/pageParams.ts';
import type { Settled } from '../../app/settled.ts';
import { parseId } from '../params.ts';
import { type Context, found } from './common.ts';
import { type FeedbacksData, feedbacksOf, type OutletOffersData, outletOffers } from './outletParts.ts';

export interface OutletData {
  record: Settled<SalesUnitRecord>;
  offers: OutletOffersData;
  /** The feedbacks on the outlet the address shows; null when the outlet could not be read. */
  feedbacks: FeedbacksData | null;
}

/** /offline/$outletId: the outlet with its actions, terms, hours and feedbacks. */
export async function outletLoader(
  options: Context & { params: { outletId: string }; deps: FeedbackSearch },
): Promise<OutletData> {
  const id = parseId(options.params.outletId) ?? 0;
  // The feedbacks' pages are bounded by the outlet's count of them: they are read once the outlet is known.
  const record = found(options.context.services.api.salesUnit(id));
  const [offers, feedbacks] = await Promise.all([
    outletOffers(options.context, id),
    record.then((read) =>
      read.status === 'ready' ? feedbacksOf(options.context, [id], read.data.feedbacks, options.deps) : null,
    ),
  ]);
  return { record: await record, offers, feedbacks };
}
