import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { PagedList } from '../../../core/domain/showcase/feedbacks.ts';
import type { FeedbackReply, OrderFeedback } from '../../../core/model/index.ts';
import { useLoaded, type Settled } from '../../app/settled.ts';
import type { FeedbacksData } from '../../routes/loaders/outletParts.ts';
import { formatIsoDate } from './format.ts';
import { Rating } from './Rating.tsx';

/** What a detail page's address says of its feedbacks (core/domain/pageParams.ts, feedbackSearchSchema). */
interface FeedbackAddress {
  feedback_pages?: number;
  replies?: number[];
}

/**
 * Changes what the address of this detail page (an outlet's, a brand's) says of its feedbacks: the route's
 * loader reads the pages and replies it names. In place, keeping the scroll: the page only grows.
 */
function useFeedbackAddress(): (change: FeedbackAddress) => void {
  const navigate = useNavigate();
  return (change) =>
    void navigate({
      to: '.',
      search: (previous: FeedbackAddress) => ({ ...previous, ...change }),
      replace: true,
      resetScroll: false,
    });
}

/**
 * The average rating and the feedbacks on the page's outlets as its loader read them: the pages the address
 * names (`?feedback_pages`), 'Показать ещё' asking it for one more while one can hold more (portal §7; a short
 * page or the count ends the list), and each feedback's replies opened by the address (`?replies`).
 */
export function Feedbacks({
  feedbacks,
  average,
  count,
}: {
  feedbacks: FeedbacksData;
  average: number | null;
  count: number;
}) {
  const headingId = useId();
  const list = useLoaded(feedbacks.list);
  const address = useFeedbackAddress();
  // The pages shown when «Показать ещё» asked for one more: until the address has it, the list says it is loading.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Отзывы</h2>
      <Rating average={average} count={count} />
      {list.status === 'ready' && list.data.items.length > 0 ? (
        <ul className="feedbacks">
          {list.data.items.map((feedback) => (
            <li key={feedback.id}>
              <FeedbackItem feedback={feedback} replies={feedbacks.replies[feedback.id]} open={feedbacks.replies} />
            </li>
          ))}
        </ul>
      ) : null}
      {list.status === 'failed' ? (
        <Failed retry={list.retry} />
      ) : (
        <ListEnd
          list={list.data}
          loading={askedAt === feedbacks.pages}
          onMore={() => {
            setAskedAt(feedbacks.pages);
            address({ feedback_pages: feedbacks.pages + 1 });
          }}
        />
      )}
    </section>
  );
}

function FeedbackItem({
  feedback,
  replies,
  open,
}: {
  feedback: OrderFeedback;
  replies: Settled<FeedbackReply[]> | undefined;
  open: FeedbacksData['replies'];
}) {
  const repliesId = useId();
  const address = useFeedbackAddress();
  // Asked to open: the replies show «Загрузка…» until the address's read has them.
  const [opening, setOpening] = useState(false);
  const rating = Math.round(Math.min(5, Math.max(0, feedback.rating)));
  const expanded = replies !== undefined;
  const toggle = () => {
    const others = Object.keys(open)
      .map(Number)
      .filter((id) => id !== feedback.id);
    setOpening(!expanded);
    address({ replies: expanded ? others : [...others, feedback.id] });
  };
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
          <button
            type="button"
            className="link-button"
            aria-expanded={expanded}
            aria-controls={repliesId}
            onClick={toggle}
          >
            {expanded ? 'Скрыть ответы' : `Ответы (${feedback.replies})`}
          </button>
          <div id={repliesId}>
            {replies !== undefined ? <Replies replies={replies} /> : opening ? <Loading /> : null}
          </div>
        </>
      ) : null}
    </article>
  );
}

/** A feedback's replies, all of them (its count is known: the loader read every page). */
function Replies({ replies: read }: { replies: Settled<FeedbackReply[]> }) {
  const replies = useLoaded(read);
  if (replies.status === 'failed') {
    return <Failed retry={replies.retry} />;
  }
  return (
    <div className="replies">
      {replies.data.length > 0 ? (
        <ul className="replies__list">
          {replies.data.map((reply) => (
            <li key={reply.id} className="reply">
              <p className="feedback__meta">Ответ партнёра · {formatIsoDate(reply.createdAt)}</p>
              <p className="feedback__text">{reply.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="notice" role="status">
          Ответов нет.
        </p>
      )}
    </div>
  );
}

function Loading() {
  return (
    <p className="notice" role="status">
      Загрузка…
    </p>
  );
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>Не удалось загрузить.</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        Повторить
      </button>
    </div>
  );
}

/** Below the feedbacks: the loading line, the next-page button, or the end. */
function ListEnd({ list, loading, onMore }: { list: PagedList<OrderFeedback>; loading: boolean; onMore: () => void }) {
  if (loading) {
    return <Loading />;
  }
  if (list.more) {
    return (
      <button type="button" className="button button--ghost show-more" onClick={onMore}>
        Показать ещё
      </button>
    );
  }
  return (
    <p className="notice" role="status">
      {list.items.length === 0 ? 'Отзывов пока нет.' : 'Это все отзывы.'}
    </p>
  );
}
