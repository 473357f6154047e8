import type { ReactNode } from 'react';
import { useAppSession, useSessionPart } from '../app/context.ts';
import { EmptyView } from './EmptyView.tsx';

/** Renders `children(cityId)` once a city is chosen; until then asks for one (lists are per city). */
export function NeedCity({ children }: { children: (cityId: number) => ReactNode }) {
  const session = useAppSession();
  // One value, so the page under it renders again only when the city changes, not when the session settles.
  const city = useSessionPart((snapshot) => snapshot.cityId ?? (snapshot.status === 'ready' ? 'none' : 'starting'));
  // A server-rendered page knows its city before the start settles the shopper's own.
  if (typeof city === 'number') {
    return <>{children(city)}</>;
  }
  if (city === 'starting') {
    return (
      <p className="notice" role="status">
        Загрузка…
      </p>
    );
  }
  return (
    <EmptyView
      title="Выберите город, чтобы увидеть партнёров рядом с вами."
      hint="Кэшбэк, акции и точки партнёров у каждого города свои."
    >
      <button type="button" className="button button--primary" onClick={() => session.openCityModal()}>
        Выбрать город
      </button>
    </EmptyView>
  );
}
