/**
 * How far an outlet is, on its page (issue 21): «До точки 240 м» once «Рядом со мной» has the shopper's position;
 * after a refusal, a device that cannot tell or a position outside the city, the distance from the city centre, said
 * so, beside the sentence why. Before the shopper asks, only the button: the page never guesses where they are.
 */
import { outletDistance, shownDistance } from '../../../core/domain/geo/distance.ts';
import type { OfflineCard } from '../../../core/domain/showcase/offlineCard.ts';
import { usePageOrigin } from '../../app/nearMe.ts';
import { NearMeControl } from './NearMe.tsx';

export function OutletDistance({ card }: { card: OfflineCard }) {
  const { choice, nearMe } = usePageOrigin();
  const asked = nearMe.status !== 'unknown';
  // From the centre only once the shopper asked: before that the page never guesses.
  const distance = shownDistance(choice.origin === null ? null : outletDistance(choice.origin, card), asked);
  return (
    <div className="detail__distance">
      {distance === null ? null : <p className="detail__distance-figure">До точки {distance}</p>}
      <NearMeControl distancesShown={asked} />
    </div>
  );
}
