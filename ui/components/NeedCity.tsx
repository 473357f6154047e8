import type { ReactNode } from 'react';
import { useAppSession, useSession } from '../app/context.ts';

/** Renders `children(cityId)` once a city is chosen; until then asks for one (lists are per city). */
export function NeedCity({ children }: { children: (cityId: number) => ReactNode }) {
  const session = useAppSession();
  const { status, cityId } = useSession();
  // A server-rendered page knows its city before the start settles the shopper's own.
  if (cityId !== null) {
    return <>{children(cityId)}</>;
  }
  if (status !== 'ready') {
    return (
      <p className="notice" role="status">
        Загрузка…
      </p>
    );
  }
  return (
    <div className="notice">
      <p>Выберите город, чтобы увидеть партнёров рядом с вами.</p>
      <button type="button" className="button button--primary" onClick={() => session.openCityModal()}>
        Выбрать город
      </button>
    </div>
  );
}
