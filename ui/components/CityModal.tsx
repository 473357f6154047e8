import { useAppSession, useSession } from '../app/context.ts';
import { Modal } from './Modal.tsx';
import './CityModal.css';

/** 'Выберите ваш город' (portal §2 «City modal»): a choice goes to the city machine and closes the modal. */
export default function CityModal({ onClose }: { onClose: () => void }) {
  const session = useAppSession();
  const { cities, cityId } = useSession();
  return (
    <Modal title="Выберите ваш город" onClose={onClose} width={480}>
      {cities.length === 0 ? (
        <p>Список городов сейчас недоступен. Попробуйте обновить страницу позже.</p>
      ) : (
        <ul className="city-list">
          {cities.map((city) => (
            <li key={city.id}>
              <button type="button" className="city-list__item" aria-pressed={city.id === cityId} onClick={() => session.selectCity(city.id)}>
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
