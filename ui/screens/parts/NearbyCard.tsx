import { Suspense, useId, useMemo } from 'react';
import { Await, Link } from '@tanstack/react-router';
import { nearestOutlets } from '../../../core/domain/showcase/nearby.ts';
import { offlineCards } from '../../../core/domain/showcase/showcases.ts';
import { useServices, useSessionPart } from '../../app/context.ts';
import type { NearbyData } from '../../routes/loaders.ts';
import { basePercent } from './CashbackLine.tsx';

/** The card marks no favourites. */
const NO_FAVOURITES: ReadonlySet<number> = new Set();

const kilometres = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** '350 м' under a kilometre (rounded to 10 m), else '1,2 км'. */
export function formatDistance(metres: number): string {
  const rounded = Math.max(10, Math.round(metres / 10) * 10);
  if (rounded < 1000) {
    return `${rounded} м`;
  }
  return `${kilometres.format(metres / 1000)} км`;
}

/**
 * The card of frames mode (portal §7 «a coordinates call for a card»): the partners' outlets nearest to where
 * the visitor is (/api/v1/coordinates with the iframe flag), in the city that call names, else the page's. The
 * route's loader reads it (ui/routes/loaders.ts, framesLoader) without holding the page for it; without
 * coordinates, or with no outlet that has them, the card is left out.
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
  const headingId = useId();
  const { at, records } = nearby;
  const nearest = useMemo(
    () => nearestOutlets(offlineCards(records, { baseApi: config.fileBase, favourites: NO_FAVOURITES }), { lat: at.latitude, lon: at.longitude }),
    [records, config.fileBase, at.latitude, at.longitude],
  );
  if (nearest.length === 0) {
    return null;
  }
  const city = cities.find((item) => item.id === nearby.cityId)?.name;
  return (
    <section className="nearby" aria-labelledby={headingId}>
      <h2 id={headingId}>Рядом с вами{city === undefined ? '' : ` · ${city}`}</h2>
      <ol className="nearby__list">
        {nearest.map(({ card, metres }) => (
          <li key={card.id} className="nearby__item">
            <Link to="/offline/$outletId" params={{ outletId: String(card.id) }}>
              {card.name}
            </Link>
            <span className="nearby__meta">
              {card.address ? `${card.address} · ` : ''}
              {formatDistance(metres)} · кэшбэк {basePercent(card.cashback)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
