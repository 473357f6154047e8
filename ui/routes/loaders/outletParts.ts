import type { Action, ActionTerm, FeedbackReply, OpeningHours, OrderFeedback } from '../../../core/model/index.ts';
import type { FeedbackSearch } from '../../../core/domain/pageParams.ts';
import { feedbackOutlets, pagedList, pagesToRead, type PagedList } from '../../../core/domain/showcase/feedbacks.ts';
import type { RouterContext } from '../../app/context.ts';
import { settle, type Settled } from '../../app/settled.ts';

export interface FeedbacksData {
  /** The feedbacks of the pages the address shows (`?feedback_pages`), and whether another page may hold more. */
  list: Settled<PagedList<OrderFeedback>>;
  /** How many pages of feedbacks the address shows. */
  pages: number;
  /** The replies of the listed feedbacks the address opens (`?replies`), each whole, by feedback id. */
  replies: Record<number, Settled<FeedbackReply[]>>;
}

/** Every page of a list of `count` from the first: a feedback's replies, read whole when opened. */
function readPages<T>(count: number, read: (page: number) => Promise<T[]>): Promise<T[][]> {
  return Promise.all(Array.from({ length: pagesToRead(Number.POSITIVE_INFINITY, count) }, (_, page) => read(page)));
}

/** The feedbacks on outlets (`count` in all, as their record says) and the replies the address opens. */
export async function feedbacksOf(
  context: RouterContext,
  salesUnitIds: readonly number[],
  count: number,
  search: FeedbackSearch,
): Promise<FeedbacksData> {
  const { api } = context.services;
  const ids = feedbackOutlets(salesUnitIds);
  const pages = Array.from({ length: pagesToRead(search.feedback_pages, count) }, (_, page) =>
    api.feedbacks({ salesUnitIds: ids, page }),
  );
  const list = await settle(Promise.all(pages).then((read) => pagedList(read, count)));
  const opened =
    list.status === 'ready'
      ? list.data.items.filter((feedback) => feedback.replies > 0 && search.replies.includes(feedback.id))
      : [];
  const replies = await Promise.all(
    opened.map(
      async (feedback) =>
        [
          feedback.id,
          await settle(
            readPages(feedback.replies, (page) => api.feedbackReplies(feedback.id, page)).then(
              (read) => pagedList(read, feedback.replies).items,
            ),
          ),
        ] as const,
    ),
  );
  return { list, pages: search.feedback_pages, replies: Object.fromEntries(replies) };
}

export interface OutletOffersData {
  actions: Settled<Action[]>;
  terms: Settled<ActionTerm[]>;
  hours: Settled<OpeningHours[]>;
}

/** An outlet's actions, terms and opening hours (the outlet page, and the outlet a brand page shows). */
export async function outletOffers(context: RouterContext, salesUnitId: number): Promise<OutletOffersData> {
  const { api } = context.services;
  const [actions, terms, hours] = await Promise.all([
    settle(api.salesUnitActions(salesUnitId)),
    settle(api.salesUnitActionTerms(salesUnitId)),
    settle(api.openingHours(salesUnitId)),
  ]);
  return { actions, terms, hours };
}
