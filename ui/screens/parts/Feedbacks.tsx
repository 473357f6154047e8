import { useId, useState } from 'react';
import { FEEDBACK_PAGE_SIZE } from '../../../core/domain/constants.ts';
import type { OrderFeedback } from '../../../core/model/index.ts';
import { useServices } from '../../app/context.ts';
import { formatIsoDate } from './format.ts';
import { Rating } from './Rating.tsx';
import { usePages, type PagedList } from './usePages.ts';

/** The server takes at most this many outlet ids per feedback request. */
export const MAX_FEEDBACK_OUTLETS = 100;

/**
 * The average rating and the feedbacks on the given outlets, a page at a time: 'Показать ещё' asks
 * for the next page while one can hold more (portal §7; a short page or the count ends the list). Each feedback opens its replies the same way.
 */
export function Feedbacks({ salesUnitIds, average, count }: { salesUnitIds: readonly number[]; average: number | null; count: number }) {
  const { api } = useServices();
  const headingId = useId();
  const ids = salesUnitIds.slice(0, MAX_FEEDBACK_OUTLETS);
  const pages = usePages((page) => api.feedbacks({ salesUnitIds: ids, page }), [api, ids.join(',')], { pageSize: FEEDBACK_PAGE_SIZE, total: count });
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Отзывы</h2>
      <Rating average={average} count={count} />
      {pages.items.length > 0 ? (
        <ul className="feedbacks">
          {pages.items.map((feedback) => (
            <li key={feedback.id}>
              <FeedbackItem feedback={feedback} />
            </li>
          ))}
        </ul>
      ) : null}
      <PagerFooter pages={pages} more="Показать ещё" empty="Отзывов пока нет." end="Это все отзывы." />
    </section>
  );
}

function FeedbackItem({ feedback }: { feedback: OrderFeedback }) {
  const [repliesOpen, setRepliesOpen] = useState(false);
  const repliesId = useId();
  const rating = Math.round(Math.min(5, Math.max(0, feedback.rating)));
  return (
    <article className="feedback">
      <header className="feedback__head">
        <span className="feedback__author">{feedback.authorName}</span>
        <span className="feedback__rating" role="img" aria-label={`Оценка ${rating} из 5`}>
          {'★'.repeat(rating)}
          <span className="rating__empty">{'★'.repeat(5 - rating)}</span>
        </span>
      </header>
      <p className="feedback__meta">
        Покупка {formatIsoDate(feedback.purchaseDate)} · отзыв {formatIsoDate(feedback.createdAt)}
      </p>
      {feedback.text.trim() === '' ? null : <p className="feedback__text">{feedback.text}</p>}
      {feedback.replies > 0 ? (
        <>
          <button type="button" className="link-button" aria-expanded={repliesOpen} aria-controls={repliesId} onClick={() => setRepliesOpen((was) => !was)}>
            {repliesOpen ? 'Скрыть ответы' : `Ответы (${feedback.replies})`}
          </button>
          <div id={repliesId}>{repliesOpen ? <Replies feedbackId={feedback.id} count={feedback.replies} /> : null}</div>
        </>
      ) : null}
    </article>
  );
}

function Replies({ feedbackId, count }: { feedbackId: number; count: number }) {
  const { api } = useServices();
  const pages = usePages((page) => api.feedbackReplies(feedbackId, page), [api, feedbackId], { pageSize: FEEDBACK_PAGE_SIZE, total: count });
  return (
    <div className="replies">
      {pages.items.length > 0 ? (
        <ul className="replies__list">
          {pages.items.map((reply) => (
            <li key={reply.id} className="reply">
              <p className="feedback__meta">Ответ партнёра · {formatIsoDate(reply.createdAt)}</p>
              <p className="feedback__text">{reply.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <PagerFooter pages={pages} more="Показать ещё ответы" empty="Ответов нет." end={null} />
    </div>
  );
}

/** Below a paged list: the loading line, the failure with 'Повторить', the next-page button or the end. */
function PagerFooter<T>({ pages, more, empty, end }: { pages: PagedList<T>; more: string; empty: string; end: string | null }) {
  if (pages.status === 'loading') {
    return (
      <p className="notice" role="status">
        Загрузка…
      </p>
    );
  }
  if (pages.status === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>Не удалось загрузить.</p>
        <button type="button" className="button button--ghost" onClick={pages.loadMore}>
          Повторить
        </button>
      </div>
    );
  }
  if (pages.status === 'more') {
    return (
      <button type="button" className="button button--ghost show-more" onClick={pages.loadMore}>
        {more}
      </button>
    );
  }
  const text = pages.items.length === 0 ? empty : end;
  return text === null ? null : (
    <p className="notice" role="status">
      {text}
    </p>
  );
}
