import { Suspense, useId, useMemo } from 'react';
import { Await, Link } from '@tanstack/react-router';
import { cityCentreOrigin, distanceText, type DistanceOrigin } from '../../../core/domain/geo/distance.ts';
import { nearestOutlets } from '../../../core/domain/showcase/nearby.ts';
import { offlineCards } from '../../../core/domain/showcase/showcases.ts';
import { useServices, useSessionPart } from '../../app/context.ts';
import type { NearbyData } from '../../routes/loaders/framesLoader.ts';
import { basePercent } from './CashbackLine.tsx';

/** The card marks no favourites. */
const NO_FAVOURITES: ReadonlySet<number> = new Set();

/** What the card is headed with: whose point its distances are measured from (core/domain/geo/distance.ts). */
const HEADING: Readonly<Record<DistanceOrigin['kind'], string>> = {
  shopper: 'Рядом с вами',
  cityCentre: 'Рядом с центром города',
};

/**
 * The card of frames mode (portal §7 «a coordinates call for a card»): the partners' outlets nearest to the point
 * /api/v1/coordinates (with the iframe flag) answers, read by the route's loader (ui/routes/loaders/framesLoader.ts,
 * framesLoader) without holding the page for it. That point is the centre of a city (the one in the city cookie,
 * else the first active one: server/routes/coordinates.ts), never the visitor's position, so the card is headed
 * «Рядом с центром города» and each distance says «от центра города» (the core's one distance rule, distanceText).
 * It shows nothing until a city is chosen, nor for another city's centre than the chosen one (issue 21); without
 * coordinates, or with no outlet that has them, it is left out too.
 */
export function NearbyCard({ nearby }: { nearby: Promise<NearbyData | null> }) {
  // Its own boundary (Await adds one only for a truthy fallback): the page does not wait for the card.
  return (
    <Suspense fallback={null}>
      <Await promise={nearby}>{(found) => (found === null ? null : <Nearby nearby={found} />)}</Await>
    </Suspense>
  );
}

function Nearby({ nearby }: { nearby: NearbyData }) {
  const { config } = useServices();
  const cities = useSessionPart((snapshot) => snapshot.cities);
  // The chosen city; null (none chosen) or undefined (not settled yet) while the page asks for one.
  const chosenCityId = useSessionPart((snapshot) => snapshot.cityId);
  const headingId = useId();
  const { at, records, cityId } = nearby;
  const origin = useMemo(
    () => cityCentreOrigin(cityId, { lat: at.latitude, lon: at.longitude }),
    [cityId, at.latitude, at.longitude],
  );
  const nearest = useMemo(
    () => nearestOutlets(offlineCards(records, { baseApi: config.fileBase, favourites: NO_FAVOURITES }), origin),
    [records, config.fileBase, origin],
  );
  if (typeof chosenCityId !== 'number' || chosenCityId !== cityId || nearest.length === 0) {
    return null;
  }
  const city = cities.find((item) => item.id === cityId)?.name;
  return (
    <section className="nearby" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {HEADING[origin.kind]}
        {city === undefined ? '' : ` · ${city}`}
      </h2>
      <ol className="nearby__list">
        {nearest.map(({ card, distance }) => (
          <li key={card.id} className="nearby__item">
            <Link to="/offline/$outletId" params={{ outletId: String(card.id) }}>
              {card.name}
            </Link>
            <span className="nearby__meta">
              {card.address ? `${card.address} · ` : ''}
              {distanceText(distance)} · кэшбэк {basePercent(card.cashback)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
