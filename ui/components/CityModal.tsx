import { useRouterState } from '@tanstack/react-router';
import type { CityNotice } from '../../core/machines/appBoot.ts';
import type { City } from '../../core/model/index.ts';
import { useAppSession, useSession } from '../app/context.ts';
import { Modal } from './Modal.tsx';
import './CityModal.css';

/** The sign-in, registration and password pages (ui/routes/authRoutes.tsx). */
const SIGN_IN_PAGES: ReadonlySet<string> = new Set([
  '/registration',
  '/login',
  '/auth',
  '/forgot-password',
  '/reset-password',
]);

/**
 * 'Выберите ваш город' (portal §2 «City modal»): a choice goes to the city machine and closes the modal. When
 * signing in switched the page to the profile's city, it says so instead and offers the guest's city back.
 * On the sign-in and registration pages it waits, still open in the session, for the next page: there it would
 * cover the form the visitor came for (issue 31 §7, docs/decisions.md). Decided here, in the modal's own chunk,
 * so the first screen's JavaScript carries nothing of it.
 */
export default function CityModal({ onClose }: { onClose: () => void }) {
  const session = useAppSession();
  const { cities, cityId, cityNotice } = useSession();
  const signInPage = useRouterState({ select: (state) => SIGN_IN_PAGES.has(state.location.pathname) });
  const switched = switchedCities(cityNotice, cities);
  if (signInPage) {
    return null;
  }
  if (switched !== null) {
    return (
      <Modal title={`Город — ${switched.now.name}, как в вашем профиле`} onClose={onClose} width={480}>
        <p>До входа был выбран город {switched.before.name}.</p>
        <div className="city-notice__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            Хорошо
          </button>
          <button type="button" className="button" onClick={() => session.selectCity(switched.before.id)}>
            Вернуть город {switched.before.name}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title="Выберите ваш город" onClose={onClose} width={480}>
      {cities.length === 0 ? (
        <p>Список городов сейчас недоступен. Попробуйте обновить страницу позже.</p>
      ) : (
        <ul className="city-list">
          {cities.map((city) => (
            <li key={city.id}>
              <button
                type="button"
                className="city-list__item"
                aria-pressed={city.id === cityId}
                onClick={() => session.selectCity(city.id)}
              >
                {city.name}
                {city.id === cityId ? <span aria-hidden="true"> ✓</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

/** The profile's city and the guest's, both by name; null without a notice or when either is not listed. */
function switchedCities(
  notice: CityNotice | null | undefined,
  cities: readonly City[],
): { now: City; before: City } | null {
  const now = cities.find((city) => city.id === notice?.cityId);
  const before = cities.find((city) => city.id === notice?.previousCityId);
  return now === undefined || before === undefined ? null : { now, before };
}
