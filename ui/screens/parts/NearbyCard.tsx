import { useId, useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { nearestOutlets } from '../../../core/domain/showcase/nearby.ts';
import { offlineCards } from '../../../core/domain/showcase/showcases.ts';
import type { Coordinates } from '../../../core/ports/index.ts';
import { useServices, useSession } from '../../app/context.ts';
import { useLoad } from '../../app/useLoad.ts';
import { basePercent } from './CashbackLine.tsx';

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
 * The card of frames mode (portal §7 «a coordinates call for a card»): where the visitor is, asked of
 * /api/v1/coordinates with the iframe flag, and the partners' outlets nearest to that point in its
 * city (the session's city when the answer names none). Without coordinates the card is left out.
 */
export function NearbyCard() {
  const { api } = useServices();
  const coordinates = useLoad(() => api.coordinates({ iframe: true }), [api]);
  if (coordinates.status !== 'ready') {
    return null;
  }
  return <Nearby at={coordinates.data} />;
}

function Nearby({ at }: { at: Coordinates }) {
  const { api, config } = useServices();
  const { cityId: sessionCity, cities } = useSession();
  const headingId = useId();
  const cityId = at.cityCodeId ?? sessionCity;
  const records = useLoad(
    () => (cityId === null ? Promise.resolve([]) : api.salesUnitsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId })),
    [api, cityId],
  );
  const nearest = useMemo(() => {
    if (records.status !== 'ready') {
      return [];
    }
    return nearestOutlets(offlineCards(records.data, { baseApi: config.fileBase, favourites: new Set() }), { lat: at.latitude, lon: at.longitude });
  }, [records, config.fileBase, at.latitude, at.longitude]);
  if (records.status !== 'ready' || nearest.length === 0) {
    return null;
  }
  const city = cities.find((item) => item.id === cityId)?.name;
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
