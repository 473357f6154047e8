import type { ReactNode } from 'react';
import { useAppSession, useSession } from '../app/context.ts';

/** Renders `children(cityId)` once a city is chosen; until then asks for one (lists are per city). */
export function NeedCity({ children }: { children: (cityId: number) => ReactNode }) {
  const session = useAppSession();
  const { status, cityId } = useSession();
  if (status !== 'ready') {
    return (
      <p className="notice" role="status">
        Загрузка…
      </p>
    );
  }
  if (cityId === null) {
    return (
      <div className="notice">
        <p>Выберите город, чтобы увидеть партнёров рядом с вами.</p>
        <button type="button" className="button button--primary" onClick={() => session.openCityModal()}>
          Выбрать город
        </button>
      </div>
    );
  }
  return <>{children(cityId)}</>;
}
