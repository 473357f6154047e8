import { useAppSession, useSession } from '../app/context.ts';

/** The top bar's city: shows the chosen city and opens the city modal. */
export function CityPicker({ className = 'city-picker' }: { className?: string }) {
  const session = useAppSession();
  const { status, cities, cityId } = useSession();
  const name = cities.find((city) => city.id === cityId)?.name;
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
