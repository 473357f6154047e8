/**
 * How far an outlet the header search found is from the shopper (issue 21: «results show cashback and, with a
 * position, distance»): core outletDistance and distanceText from the page's origin (usePageOrigin), only when that
 * is the shopper's own position — the results are not ordered by distance, so never a figure from the city centre.
 * The results panel loads it on its own (React.lazy): the header is first-screen JavaScript, and the panel's import
 * there lists its chunks, which should not grow by «Рядом со мной»'s.
 */
import { outletDistance, shownDistance } from '../../core/domain/geo/distance.ts';
import { usePageOrigin } from '../app/nearMe.ts';

export default function SearchDistance({ place }: { place: Parameters<typeof outletDistance>[1] }) {
  const { choice } = usePageOrigin();
  const text = shownDistance(choice.origin === null ? null : outletDistance(choice.origin, place), false);
  return text === null ? null : <span className="search-results__distance">{text}</span>;
}
