import { ratingStars } from '../../../core/domain/showcase/ratingStars.ts';
import { feedbackCount, formatRating } from './format.ts';

/** The average rating out of 5 with the number of feedbacks; 'Пока нет оценок' without a rating. */
export function Rating({ average, count }: { average: number | null; count: number }) {
  if (average === null || !Number.isFinite(average)) {
    return <p className="rating rating--none">Пока нет оценок</p>;
  }
  const stars = ratingStars(average);
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        {'★'.repeat(stars.full)}
        {stars.half ? <span className="rating__half">★</span> : null}
        <span className="rating__empty">{'★'.repeat(stars.empty)}</span>
      </span>{' '}
      <span className="rating__value">Рейтинг {formatRating(average)} из 5</span>
      {count > 0 ? <span className="rating__count"> · {feedbackCount(count)}</span> : null}
    </p>
  );
}
