import { useAppSession, useSessionPart } from '../app/context.ts';

/** The top bar's city: shows the chosen city and opens the city modal. */
export function CityPicker({ className = 'city-picker' }: { className?: string }) {
  const session = useAppSession();
  const status = useSessionPart((snapshot) => snapshot.status);
  const name = useSessionPart((snapshot) => snapshot.cities.find((city) => city.id === snapshot.cityId)?.name);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={name === undefined ? 'Выберите город' : `Город: ${name}`}
      disabled={status !== 'ready'}
      onClick={() => session.openCityModal()}
    >
      {name ?? 'Выберите город'}
    </button>
  );
}
